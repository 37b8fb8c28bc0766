// What every share image of one direction and brand shows under its texts: the gradient, the logo, the
// brand's name and the accent bar. The drawer (scripts/share-images/draw.ts) draws it once and copies it.
import type { Canvas, CanvasKit, TypefaceFontProvider } from 'canvaskit-wasm'
import { CHECK_PATH, COLORS, color, HEIGHT, LAYOUT, layoutText, WIDTH } from './design.ts'

/** What every card of a direction and brand shows: the background, the logo, the brand, the accent bar. */
export function drawBackdrop(
  ck: CanvasKit,
  fonts: TypefaceFontProvider,
  canvas: Canvas,
  rtl: boolean,
  brandName: string,
) {
  const paint = new ck.Paint()
  paint.setAntiAlias(true)

  // Background: a diagonal from the brand's deep blue to ink, away from the start side.
  const gradient = ck.Shader.MakeLinearGradient(
    [rtl ? WIDTH : 0, 0],
    [rtl ? 0 : WIDTH, HEIGHT],
    [color(ck, COLORS.backgroundFrom), color(ck, COLORS.backgroundTo)],
    null,
    ck.TileMode.Clamp,
  )
  paint.setShader(gradient)
  canvas.drawRect(ck.LTRBRect(0, 0, WIDTH, HEIGHT), paint)
  paint.setShader(null)
  gradient.delete()

  // The logo at the start side, the brand's name after it.
  const { margin, logo } = LAYOUT
  const logoLeft = rtl ? WIDTH - margin - logo.size : margin
  const scale = logo.size / 32
  paint.setColor(color(ck, COLORS.logo))
  canvas.drawRRect(
    ck.RRectXY(ck.XYWHRect(logoLeft, logo.top, logo.size, logo.size), 8 * scale, 8 * scale),
    paint,
  )
  const check = ck.Path.MakeFromSVGString(CHECK_PATH)
  if (!check) throw new Error('CanvasKit could not read the logo path')
  canvas.save()
  canvas.translate(logoLeft, logo.top)
  canvas.scale(scale, scale)
  paint.setStyle(ck.PaintStyle.Stroke)
  paint.setStrokeWidth(3.2)
  paint.setStrokeCap(ck.StrokeCap.Round)
  paint.setStrokeJoin(ck.StrokeJoin.Round)
  paint.setColor(color(ck, COLORS.accent))
  canvas.drawPath(check, paint)
  canvas.restore()
  check.delete()
  paint.setStyle(ck.PaintStyle.Fill)

  const brandGap = 24
  const brand = layoutText(ck, fonts, {
    content: brandName,
    size: 44,
    rgb: COLORS.brand,
    rtl,
    width: WIDTH - 2 * margin - logo.size - brandGap,
    maxLines: 1,
  })
  const brandTop = logo.top + (logo.size - brand.getHeight()) / 2
  canvas.drawParagraph(brand, rtl ? margin : margin + logo.size + brandGap, brandTop)
  brand.delete()

  // The accent bar, from the start side over two thirds of the width.
  paint.setColor(color(ck, COLORS.accent))
  const barWidth = (WIDTH * 2) / 3
  canvas.drawRect(
    ck.XYWHRect(rtl ? WIDTH - barWidth : 0, HEIGHT - LAYOUT.bar.height, barWidth, LAYOUT.bar.height),
    paint,
  )
  paint.delete()
}
