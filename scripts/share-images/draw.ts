// Draws one share image (1200×630 PNG) with CanvasKit, Skia compiled to WebAssembly: its Paragraph API
// shapes text with HarfBuzz and orders it with ICU's bidirectional algorithm, so an Arabic title reads
// right to left, its letters joined, with its Latin runs ("QA", "Playwright") in order inside it.
// Laid out from the start side: in Arabic, everything is mirrored.
import type { Canvas, CanvasKit, Paragraph, Surface, TypefaceFontProvider } from 'canvaskit-wasm'
import CanvasKitInit from 'canvaskit-wasm'
import type { ShareCard } from '../../core/shareImage.ts'
import { direction } from '../../shared/languages.ts'
import { drawBackdrop } from './backdrop.ts'
import { COLORS, HEIGHT, LAYOUT, layoutText, WIDTH } from './design.ts'
import { readFonts } from './fonts.ts'
import { quantize } from './palette.ts'
import { indexedPng } from './png.ts'

/** Title sizes tried in turn until the title fits its band in three lines at most. */
const TITLE_SIZES = [72, 66, 60, 54, 48] as const
const TITLE_MAX_LINES = 3

export interface Drawer {
  /** The card as PNG bytes (indexed colour: scripts/share-images/png.ts). */
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

/**
 * Loads CanvasKit and the fonts once; the drawer then draws any number of cards. What every card of one
 * direction and brand shares (the gradient, the logo, the brand's name, the accent bar: most of the
 * drawing time) is drawn once and copied under each card's texts.
 */
export async function shareImageDrawer(): Promise<Drawer> {
  const { ck, fonts } = await loadKit()
  const { surface, pixels } = pixelSurface(ck)
  const backdrops = new Map<string, Uint8Array>()
  return {
    draw(card) {
      const rtl = direction(card.lang) === 'rtl'
      const key = JSON.stringify([rtl, card.brand])
      const backdrop = backdrops.get(key)
      if (backdrop) pixels().set(backdrop)
      else {
        drawBackdrop(ck, fonts, surface.getCanvas(), rtl, card.brand)
        backdrops.set(key, pixels().slice())
      }
      drawTexts(ck, fonts, surface.getCanvas(), rtl, card)
      surface.flush()
      return indexedPng(WIDTH, HEIGHT, quantize(pixels()))
    },
  }
}

/**
 * A raster surface over memory that JavaScript reads and writes directly: a backdrop is copied in, and
 * the finished pixels are encoded, without a copy through CanvasKit. Kept for the drawer's lifetime.
 */
function pixelSurface(ck: CanvasKit): { surface: Surface; pixels: () => Uint8Array } {
  const memory = ck.Malloc(Uint8Array, WIDTH * HEIGHT * 4)
  const info = {
    width: WIDTH,
    height: HEIGHT,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Premul,
    colorSpace: ck.ColorSpace.SRGB,
  }
  const surface = ck.MakeRasterDirectSurface(info, memory, WIDTH * 4)
  if (!surface) throw new Error('CanvasKit could not make a surface')
  // Asked for each time: CanvasKit makes a new view when the WebAssembly memory has grown (emptying the old).
  return { surface, pixels: () => memory.toTypedArray() as Uint8Array }
}

/** The card's own texts, over its backdrop: the section's name, then the title. */
function drawTexts(
  ck: CanvasKit,
  fonts: TypefaceFontProvider,
  canvas: Canvas,
  rtl: boolean,
  card: ShareCard,
) {
  const { margin } = LAYOUT
  const width = WIDTH - 2 * margin
  const section = layoutText(ck, fonts, {
    content: card.section,
    size: 34,
    rgb: COLORS.section,
    rtl,
    width,
    maxLines: 1,
  })
  canvas.drawParagraph(section, margin, LAYOUT.section.top)
  section.delete()
  const title = fittedTitle((size, maxLines) =>
    layoutText(ck, fonts, { content: card.title, size, rgb: COLORS.text, rtl, width, maxLines }),
  )
  canvas.drawParagraph(title, margin, LAYOUT.title.top)
  title.delete()
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
