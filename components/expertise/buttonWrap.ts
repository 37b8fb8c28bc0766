/** Extra classes letting a long button label wrap on narrow screens instead of overflowing (320px). */
export const WRAP_BUTTON = 'h-auto! min-h-11 max-w-full whitespace-normal! py-2 text-center'
