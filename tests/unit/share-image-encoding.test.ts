// The share images' indexed-colour PNG (scripts/share-images/palette.ts, png.ts), read back by another
// decoder (Skia's, in CanvasKit): an image of few colours keeps them all exactly; one of thousands keeps
// its frequent colours exactly and every other pixel close to its colour.
import { beforeAll, describe, expect, it } from 'vitest'
import { type Kit, loadKit } from '../../scripts/share-images/draw.ts'
import { quantize } from '../../scripts/share-images/palette.ts'
import { indexedPng } from '../../scripts/share-images/png.ts'

const WIDTH = 300
const HEIGHT = 200

let kit: Kit
beforeAll(async () => {
  kit = await loadKit()
})

/** An opaque RGBA image whose pixel at (x, y) has the colour `colour(x, y)`. */
function image(colour: (x: number, y: number) => [number, number, number]): Uint8Array {
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4)
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) rgba.set([...colour(x, y), 255], (y * WIDTH + x) * 4)
  return rgba
}

/** The PNG's pixels as CanvasKit decodes them, RGBA. */
function decoded(png: Uint8Array): Uint8Array {
  const { ck } = kit
  const decodedImage = ck.MakeImageFromEncoded(png)
  if (!decodedImage) throw new Error('not an image CanvasKit can decode')
  expect([decodedImage.width(), decodedImage.height()]).toEqual([WIDTH, HEIGHT])
  const pixels = decodedImage.readPixels(0, 0, {
    width: WIDTH,
    height: HEIGHT,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Unpremul,
    colorSpace: ck.ColorSpace.SRGB,
  }) as Uint8Array
  decodedImage.delete()
  return pixels
}

/** The largest difference of one channel between two RGBA images. */
function worstDifference(a: Uint8Array, b: Uint8Array): number {
  let worst = 0
  for (let i = 0; i < a.length; i++)
    if (i % 4 !== 3) worst = Math.max(worst, Math.abs((a[i] ?? 0) - (b[i] ?? 0)))
  return worst
}

/** A diagonal gradient of 100 steps, like a share image's background. */
const gradient = (x: number, y: number): [number, number, number] => {
  const step = Math.floor(((x + y) / (WIDTH + HEIGHT)) * 100)
  return [15 + (step >> 3), 23 + (step >> 2), 42 + step]
}

describe('an indexed-colour share image', () => {
  it('keeps every colour of an image of 256 colours or fewer', () => {
    const original = image(gradient)
    const png = indexedPng(WIDTH, HEIGHT, quantize(original))
    // Colour type 3: indexed.
    expect(png[25]).toBe(3)
    expect(worstDifference(decoded(png), original)).toBe(0)
  })

  it('keeps the frequent colours of a richer image exactly, and brings every other pixel close to its own', () => {
    // Text-like speckles over the gradient: 3,000 pixels, each its own blend of white or, one in ten, of
    // teal (a rare ink whose edges a palette of the most frequent colours alone renders 70 levels off).
    const speckle = (x: number, y: number): [number, number, number] | undefined => {
      if ((x * 7 + y * 13) % 20 !== 0) return undefined
      const coverage = ((x * 31 + y * 17) % 97) / 96
      const ink = (x + y) % 10 ? [255, 255, 255] : [94, 234, 212]
      const under = gradient(x, y)
      return under.map((c, i) => Math.round(c + ((ink[i] ?? 0) - c) * coverage)) as [number, number, number]
    }
    const original = image((x, y) => speckle(x, y) ?? gradient(x, y))
    const distinct = new Set<number>()
    for (let i = 0; i < original.length; i += 4)
      distinct.add(((original[i] ?? 0) << 16) | ((original[i + 1] ?? 0) << 8) | (original[i + 2] ?? 0))
    expect(distinct.size).toBeGreaterThan(1000)

    const indexed = quantize(original)
    expect(indexed.palette.length).toBe(256 * 3)
    const pixels = decoded(indexedPng(WIDTH, HEIGHT, indexed))
    // The gradient's pixels (the speckles left out of both images) come back exactly.
    const gradientOnly = (rgba: Uint8Array) =>
      rgba.map((value, i) => {
        const pixel = Math.floor(i / 4)
        return speckle(pixel % WIDTH, Math.floor(pixel / WIDTH)) ? 0 : value
      })
    expect(worstDifference(gradientOnly(pixels), gradientOnly(original))).toBe(0)
    expect(worstDifference(pixels, original)).toBeLessThanOrEqual(16)
  })
})
