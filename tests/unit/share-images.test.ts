// The share images as drawn (scripts/share-images/): their size, where their text sits in each direction,
// the order of Latin runs inside Arabic, and the cache that spares a rebuild any drawing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { i18nFor } from '../../core/i18n/instance.ts'
import { resources } from '../../core/i18n/resources.ts'
import { ROUTES } from '../../core/routes.ts'
import { SHARE_SECTIONS, type ShareCard, shareImagePath } from '../../core/shareImage.ts'
import { LAYOUT, layoutText } from '../../scripts/share-images/design.ts'
import { type Kit, loadKit, shareImageDrawer } from '../../scripts/share-images/draw.ts'
import { shareImageWriter } from '../../scripts/share-images/index.ts'
import { SITE_LANGS } from '../../shared/languages.ts'

const WIDTH = 1200
const HEIGHT = 630

/** The nearshore page's card in a language, from its locale texts. */
function nearshoreCard(lang: 'fr' | 'ar'): ShareCard {
  const { t } = i18nFor(lang, resources)
  return {
    lang,
    brand: 'Qualixa',
    section: t('share.sections.services', { ns: 'meta' }),
    title: t('nearshore.title', { ns: 'meta' }),
  }
}

let kit: Kit
let draw: (card: ShareCard) => Uint8Array
beforeAll(async () => {
  kit = await loadKit()
  draw = (await shareImageDrawer()).draw
})

/** The decoded image: its size, and where its light pixels (text, the check mark) are. */
function ink(png: Uint8Array) {
  const { ck } = kit
  const image = ck.MakeImageFromEncoded(png)
  if (!image) throw new Error('not an image CanvasKit can decode')
  const size = { width: image.width(), height: image.height() }
  const pixels = image.readPixels(0, 0, {
    width: size.width,
    height: size.height,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Unpremul,
    colorSpace: ck.ColorSpace.SRGB,
  }) as Uint8Array
  image.delete()
  /** The light pixels' columns between rows `top` and `bottom` (the accent bar along the bottom is left out). */
  const columns = (top = 0, bottom = HEIGHT - LAYOUT.bar.height) => {
    const xs: number[] = []
    for (let y = top; y < bottom; y++)
      for (let x = 0; x < size.width; x++) {
        const i = (y * size.width + x) * 4
        if ((pixels[i] ?? 0) + (pixels[i + 1] ?? 0) + (pixels[i + 2] ?? 0) > 400) xs.push(x)
      }
    const mean = xs.reduce((sum, x) => sum + x, 0) / xs.length
    return { count: xs.length, min: Math.min(...xs), max: Math.max(...xs), mean }
  }
  return { size, columns }
}

describe('a share image', () => {
  it('is a 1200×630 PNG', () => {
    const png = draw(nearshoreCard('fr'))
    expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG')
    expect(ink(png).size).toEqual({ width: WIDTH, height: HEIGHT })
  })

  it('sets its text from the left in French: every band starts at the left margin', () => {
    const text = ink(draw(nearshoreCard('fr'))).columns()
    expect(text.min).toBeGreaterThanOrEqual(LAYOUT.margin - 2)
    expect(text.min).toBeLessThan(LAYOUT.margin + 10)
    expect(text.mean).toBeLessThan(WIDTH / 2)
  })

  it('sets its Arabic text on the right half, ending at the right margin', () => {
    const image = ink(draw(nearshoreCard('ar')))
    const text = image.columns()
    expect(text.max).toBeLessThanOrEqual(WIDTH - LAYOUT.margin + 2)
    expect(text.max).toBeGreaterThan(WIDTH - LAYOUT.margin - 10)
    expect(text.mean).toBeGreaterThan(WIDTH / 2)
    // The logo, the brand and the section's name: all of them on the right half.
    const top = image.columns(0, LAYOUT.title.top)
    expect(top.count).toBeGreaterThan(1000)
    expect(top.min).toBeGreaterThan(WIDTH / 2)
  })

  it('keeps Latin runs in order inside Arabic: "QA" before "Nearshore" to the reader, each left to right', () => {
    const content = nearshoreCard('ar').title
    expect(content).toBe('ضمان الجودة (QA) عبر Nearshore في تونس')
    const { ck, fonts } = kit
    const paragraph = layoutText(ck, fonts, {
      content,
      size: 60,
      rgb: [255, 255, 255],
      rtl: true,
      width: 2000,
    })
    const box = (start: number, end: number) => {
      const rects = paragraph.getRectsForRange(start, end, ck.RectHeightStyle.Tight, ck.RectWidthStyle.Tight)
      const rect = rects[0]?.rect
      if (!rect || rects.length !== 1) throw new Error(`one box expected for ${content.slice(start, end)}`)
      return { left: rect[0] as number, right: rect[2] as number }
    }
    const qa = content.indexOf('QA')
    const nearshore = content.indexOf('Nearshore')
    // Read right to left, the first of the two words is the one further right.
    expect(box(qa, qa + 2).left).toBeGreaterThan(box(nearshore, nearshore + 9).right)
    // Inside a Latin run, letters go left to right.
    expect(box(nearshore, nearshore + 1).right).toBeLessThanOrEqual(
      box(nearshore + 1, nearshore + 2).left + 0.5,
    )
    expect(box(qa, qa + 1).right).toBeLessThanOrEqual(box(qa + 1, qa + 2).left + 0.5)
    paragraph.delete()
  })

  it('differs when its title, section or language does, and its address with it', () => {
    const card = nearshoreCard('fr')
    const variants = [
      card,
      { ...card, title: `${card.title} !` },
      { ...card, section: 'Blog' },
      nearshoreCard('ar'),
    ]
    expect(new Set(variants.map(shareImagePath)).size).toBe(4)
    expect(new Set(variants.map((v) => Buffer.from(draw(v)).toString('base64'))).size).toBe(4)
    expect(shareImagePath({ ...card, lang: 'en' })).not.toBe(shareImagePath(card))
  })

  it('cuts a title too long for three lines with an ellipsis instead of overflowing', () => {
    const title = Array.from({ length: 30 }, (_, i) => `mot${i}`).join(' ')
    const image = ink(draw({ ...nearshoreCard('fr'), title }))
    expect(image.columns(LAYOUT.title.top).max).toBeLessThanOrEqual(WIDTH - LAYOUT.margin + 2)
    // Nothing below the title's band, down to the accent bar.
    expect(image.columns(LAYOUT.title.top + LAYOUT.title.maxHeight).count).toBe(0)
  })
})

describe('every route', () => {
  it('has a section whose name exists in every language', () => {
    for (const route of ROUTES) expect(SHARE_SECTIONS[route.id], route.id).toBeDefined()
    for (const lang of SITE_LANGS) {
      const { t } = i18nFor(lang, resources)
      for (const section of new Set(Object.values(SHARE_SECTIONS))) {
        const key = `share.sections.${section}` as const
        expect(t(key, { ns: 'meta' }), `${lang}: ${key}`).not.toBe(key)
      }
    }
  })
})

describe('the build cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'share-images-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'site')
  const cache = join(dir, 'cache')
  const cards = [nearshoreCard('fr'), nearshoreCard('ar')]

  it('draws each card once, and a rebuild with the same cards draws nothing and writes the same files', async () => {
    const first = shareImageWriter(root, cache)
    for (const card of [...cards, ...cards]) first.add(card)
    expect(await first.close()).toEqual({ images: 2, drawn: 2, threads: 1 })
    const files = cards.map((card) => join(root, shareImagePath(card)))
    const bytes = files.map((file) => readFileSync(file))

    rmSync(root, { recursive: true })
    const again = shareImageWriter(root, cache)
    for (const card of cards) again.add(card)
    expect(await again.close()).toEqual({ images: 2, drawn: 0, threads: 0 })
    expect(files.map((file) => readFileSync(file))).toEqual(bytes)
  }, 30_000)

  it('draws only the card whose title changed', async () => {
    const writer = shareImageWriter(root, cache)
    writer.add({ ...cards[0], title: 'Un autre titre' } as ShareCard)
    writer.add(cards[1] as ShareCard)
    expect(await writer.close()).toEqual({ images: 2, drawn: 1, threads: 1 })
  }, 30_000)
})
