// The oldest browsers the site supports (README, "Browsers"): the one list the builds, the CSS output and
// the syntax check (tests/unit/browser-support.test.ts) all read. Tailwind CSS 4 needs these versions
// anyway (Safari 16.4 for @property, color-mix() and cascade layers).

/** Versions, by browser: the claim the README makes. */
export const SUPPORTED_BROWSERS = { chrome: 111, edge: 111, firefox: 128, safari: 16.4, ios: 16.4 } as const

/** The same, as esbuild/Oxc targets for Vite's `build.target` and `build.cssTarget`. */
export const BUILD_TARGET = Object.entries(SUPPORTED_BROWSERS).map(
  ([browser, version]) => `${browser}${version}`,
)

/** The same, as a browserslist query (lightningcss). */
export const BROWSERSLIST = Object.entries(SUPPORTED_BROWSERS).map(
  ([browser, version]) => `${browser === 'ios' ? 'ios_saf' : browser} >= ${version}`,
)

/** The newest ECMAScript whose syntax every one of them parses (ES2022: class fields, static blocks, top-level await). */
export const ECMA_VERSION = 2022
