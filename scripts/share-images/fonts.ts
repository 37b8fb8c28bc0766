// The share images' fonts: Noto Sans (Latin) and Noto Sans Arabic, from npm packages (SIL Open Font
// License 1.1, which allows drawing them into images), so that the build needs no font installed and
// downloads nothing.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** The families the images use; a run in a script the first lacks (Arabic) falls back to the next. */
export const FAMILIES = ['Noto Sans', 'Noto Sans Arabic'] as const

/** Each family's regular and bold faces, as package paths. */
const FACES: { family: (typeof FAMILIES)[number]; file: string }[] = [
  { family: 'Noto Sans', file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf' },
  { family: 'Noto Sans', file: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
  {
    family: 'Noto Sans Arabic',
    file: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  },
  {
    family: 'Noto Sans Arabic',
    file: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
]

export interface FontFace {
  family: string
  /** Where it was read from. */
  path: string
  bytes: Uint8Array
}

/** Reads every face; throws, naming the package to install, when one is missing. */
export function readFonts(): FontFace[] {
  return FACES.map(({ family, file }) => {
    let path: string
    try {
      path = require.resolve(file)
    } catch {
      const pkg = file.split('/').slice(0, 2).join('/')
      throw new Error(`The share images' font ${file} is missing: run npm install (it comes from ${pkg}).`)
    }
    return { family, path, bytes: readFileSync(path) }
  })
}
