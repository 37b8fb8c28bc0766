// How a share image looks: its size, where things go, its colours, and how its text is set (bold Noto,
// from the start side). Read by the drawing (scripts/share-images/draw.ts, backdrop.ts) and the tests.
import type { CanvasKit, Paragraph, TypefaceFontProvider } from 'canvaskit-wasm'
import { SHARE_IMAGE_SIZE } from '../../core/shareImage.ts'
import { FAMILIES } from './fonts.ts'

export const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE

/** Where things go: the margin on every side, and each band's top edge and height. */
export const LAYOUT = {
  margin: 80,
  logo: { top: 72, size: 64 },
  section: { top: 196 },
  title: { top: 256, maxHeight: 270 },
  /** The accent bar along the bottom edge. */
  bar: { height: 12 },
} as const

/** The site's palette (renderer/styles.css): brand blues, the accent teal, white. */
export const COLORS = {
  backgroundFrom: [23, 44, 102], // brand-900
  backgroundTo: [15, 23, 42], // ink
  logo: [37, 83, 224], // brand-600
  accent: [45, 212, 191], // accent-400
  section: [94, 234, 212], // accent-300: 4.5:1 and more on the background
  text: [255, 255, 255],
  brand: [219, 230, 254], // brand-100
} as const

/** The logo's check mark (public/logo.svg), in its 32-unit square. */
export const CHECK_PATH = 'M9 16.5l4.5 4.5L23 11.5'

/** A CanvasKit colour from red, green and blue. */
export const color = (ck: CanvasKit, rgb: readonly number[]) =>
  ck.Color(rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0, 1)

export interface TextSpec {
  content: string
  size: number
  rgb: readonly number[]
  rtl: boolean
  width: number
  maxLines?: number
}

/** A bold paragraph laid out at `width`, aligned to its start side (the right, right to left). */
export function layoutText(ck: CanvasKit, fonts: TypefaceFontProvider, spec: TextSpec): Paragraph {
  const style = new ck.ParagraphStyle({
    textStyle: {
      color: ck.Color(spec.rgb[0] ?? 0, spec.rgb[1] ?? 0, spec.rgb[2] ?? 0, 1),
      fontFamilies: [...FAMILIES],
      fontSize: spec.size,
      fontStyle: { weight: ck.FontWeight.Bold },
      heightMultiplier: 1.25,
      halfLeading: true,
    },
    textDirection: spec.rtl ? ck.TextDirection.RTL : ck.TextDirection.LTR,
    textAlign: ck.TextAlign.Start,
    ...(spec.maxLines && { maxLines: spec.maxLines, ellipsis: '…' }),
  })
  const builder = ck.ParagraphBuilder.MakeFromFontProvider(style, fonts)
  builder.addText(spec.content)
  const paragraph = builder.build()
  builder.delete()
  paragraph.layout(spec.width)
  return paragraph
}
