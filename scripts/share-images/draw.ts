// Draws one share image (1200×630 PNG) with CanvasKit, Skia compiled to WebAssembly: its Paragraph API
// shapes text with HarfBuzz and orders it with ICU's bidirectional algorithm, so an Arabic title reads
// right to left, its letters joined, with its Latin runs ("QA", "Playwright") in order inside it.
// Laid out from the start side: in Arabic, everything is mirrored.
import type { CanvasKit, Paragraph, TypefaceFontProvider } from 'canvaskit-wasm'
import CanvasKitInit from 'canvaskit-wasm'
import { SHARE_IMAGE_SIZE, type ShareCard } from '../../core/shareImage.ts'
import { direction } from '../../shared/languages.ts'
import { FAMILIES, readFonts } from './fonts.ts'

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE

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
const COLORS = {
  backgroundFrom: [23, 44, 102], // brand-900
  backgroundTo: [15, 23, 42], // ink
  logo: [37, 83, 224], // brand-600
  accent: [45, 212, 191], // accent-400
  section: [94, 234, 212], // accent-300: 4.5:1 and more on the background
  text: [255, 255, 255],
  brand: [219, 230, 254], // brand-100
} as const

/** Title sizes tried in turn until the title fits its band in three lines at most. */
const TITLE_SIZES = [72, 66, 60, 54, 48] as const
const TITLE_MAX_LINES = 3

/** The logo's check mark (public/logo.svg), in its 32-unit square. */
const CHECK_PATH = 'M9 16.5l4.5 4.5L23 11.5'

export interface Drawer {
  /** The card as PNG bytes. */
  draw(card: ShareCard): Uint8Array
}

/** CanvasKit with the fonts registered. */
export interface Kit {
  ck: CanvasKit
  fonts: TypefaceFontProvider
}

export async function loadKit(): Promise<Kit> {
  const ck = await CanvasKitInit()
  const fonts = ck.TypefaceFontProvider.Make()
  for (const face of readFonts()) fonts.registerFont(face.bytes, face.family)
  return { ck, fonts }
}

/** Loads CanvasKit and the fonts once; the drawer then draws any number of cards. */
export async function shareImageDrawer(): Promise<Drawer> {
  const { ck, fonts } = await loadKit()
  return { draw: (card) => drawCard(ck, fonts, card) }
}

function drawCard(ck: CanvasKit, fonts: TypefaceFontProvider, card: ShareCard): Uint8Array {
  const surface = ck.MakeSurface(WIDTH, HEIGHT)
  if (!surface) throw new Error('CanvasKit could not make a surface')
  const canvas = surface.getCanvas()
  const rtl = direction(card.lang) === 'rtl'
  const color = (rgb: readonly number[]) => ck.Color(rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0, 1)
  const paint = new ck.Paint()
  paint.setAntiAlias(true)
  const disposables: { delete(): void }[] = [surface, paint]

  // Background: a diagonal from the brand's deep blue to ink, away from the start side.
  const gradient = ck.Shader.MakeLinearGradient(
    [rtl ? WIDTH : 0, 0],
    [rtl ? 0 : WIDTH, HEIGHT],
    [color(COLORS.backgroundFrom), color(COLORS.backgroundTo)],
    null,
    ck.TileMode.Clamp,
  )
  disposables.push(gradient)
  paint.setShader(gradient)
  canvas.drawRect(ck.LTRBRect(0, 0, WIDTH, HEIGHT), paint)
  paint.setShader(null)

  // The logo at the start side, the brand's name after it.
  const { margin, logo } = LAYOUT
  const logoLeft = rtl ? WIDTH - margin - logo.size : margin
  const scale = logo.size / 32
  paint.setColor(color(COLORS.logo))
  canvas.drawRRect(
    ck.RRectXY(ck.XYWHRect(logoLeft, logo.top, logo.size, logo.size), 8 * scale, 8 * scale),
    paint,
  )
  const check = ck.Path.MakeFromSVGString(CHECK_PATH)
  if (!check) throw new Error('CanvasKit could not read the logo path')
  disposables.push(check)
  canvas.save()
  canvas.translate(logoLeft, logo.top)
  canvas.scale(scale, scale)
  paint.setStyle(ck.PaintStyle.Stroke)
  paint.setStrokeWidth(3.2)
  paint.setStrokeCap(ck.StrokeCap.Round)
  paint.setStrokeJoin(ck.StrokeJoin.Round)
  paint.setColor(color(COLORS.accent))
  canvas.drawPath(check, paint)
  canvas.restore()
  paint.setStyle(ck.PaintStyle.Fill)

  const text = (content: string, size: number, rgb: readonly number[], width: number, maxLines?: number) =>
    layoutText(ck, fonts, { content, size, rgb, rtl, width, maxLines })
  const textWidth = WIDTH - 2 * margin
  const brandGap = 24
  const brand = text(card.brand, 44, COLORS.brand, textWidth - logo.size - brandGap, 1)
  disposables.push(brand)
  const brandTop = logo.top + (logo.size - brand.getHeight()) / 2
  canvas.drawParagraph(brand, rtl ? margin : margin + logo.size + brandGap, brandTop)

  const section = text(card.section, 34, COLORS.section, textWidth, 1)
  disposables.push(section)
  canvas.drawParagraph(section, margin, LAYOUT.section.top)

  const title = fittedTitle((size, maxLines) => text(card.title, size, COLORS.text, textWidth, maxLines))
  disposables.push(title)
  canvas.drawParagraph(title, margin, LAYOUT.title.top)

  // The accent bar, from the start side over two thirds of the width.
  paint.setColor(color(COLORS.accent))
  const barWidth = (WIDTH * 2) / 3
  canvas.drawRect(
    ck.XYWHRect(rtl ? WIDTH - barWidth : 0, HEIGHT - LAYOUT.bar.height, barWidth, LAYOUT.bar.height),
    paint,
  )

  const image = surface.makeImageSnapshot()
  disposables.push(image)
  const png = image.encodeToBytes()
  for (const item of disposables) item.delete()
  if (!png) throw new Error('CanvasKit could not encode the image')
  return png
}

/** The title at the largest size that fits the band; at the smallest, cut with an ellipsis. */
function fittedTitle(make: (size: number, maxLines?: number) => Paragraph): Paragraph {
  for (const size of TITLE_SIZES) {
    const paragraph = make(size)
    const fits =
      paragraph.getLineMetrics().length <= TITLE_MAX_LINES && paragraph.getHeight() <= LAYOUT.title.maxHeight
    if (fits) return paragraph
    paragraph.delete()
  }
  return make(TITLE_SIZES[TITLE_SIZES.length - 1] as number, TITLE_MAX_LINES)
}

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
