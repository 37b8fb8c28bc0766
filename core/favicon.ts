/** The site's icon: a check mark on the brand blue. */
const FAVICON_SVG = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#2553e0'/><path d='M9 16.5l4.5 4.5L23 11.5' fill='none' stroke='#2dd4bf' stroke-width='3.2' stroke-linecap='round' stroke-linejoin='round'/></svg>`

/**
 * The favicon as a data URL, inlined in every page: a separate file would be one more round trip
 * competing with the page itself on a slow network.
 */
export const FAVICON_URL = `data:image/svg+xml,${FAVICON_SVG.replace(/[#<>%\s"]/g, encodeURIComponent)}`
