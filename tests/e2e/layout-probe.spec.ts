// The layout probe finds each kind of defect it claims to, on small pages made to have it, and nothing on
// their correct twins: the sweep's silence means something.
import type { Page } from '@playwright/test'
import type { LayoutFinding } from '../layout/probe.ts'
import { applyTextSpacing, defectsAt, overlaps, textSpacingDefectsAt } from '../layout/sweep.ts'
import { expect, test } from './support.ts'

const WIDTH = 320

async function findings(page: Page, body: string, dir: 'ltr' | 'rtl' = 'ltr'): Promise<LayoutFinding[]> {
  await page.setViewportSize({ width: WIDTH, height: 600 })
  await page.setContent(
    `<!DOCTYPE html><html lang="${dir === 'rtl' ? 'ar' : 'en'}" dir="${dir}"><head><style>
      body { margin: 0; font: 16px/1.5 sans-serif } .sr-only { position: absolute; width: 1px; height: 1px;
      overflow: hidden; clip-path: inset(50%); white-space: nowrap }</style></head><body>${body}</body></html>`,
  )
  return defectsAt(page, WIDTH)
}
const kinds = (list: LayoutFinding[]) => list.map((f) => f.kind)

test('sideways scrolling, and the box that causes it', async ({ page }) => {
  const found = await findings(
    page,
    '<p>Fine</p><div style="width: 400px; height: 10px; background: red"></div>',
  )
  expect(kinds(found)).toEqual(['overflow', 'edge'])
  expect(found[0]?.detail).toBe('80 px wider than the viewport')
  expect(await findings(page, '<div style="max-width: 100%; width: 400px; height: 10px"></div>')).toEqual([])
})

test('a box past the left edge, but not what a scroll container or a clipping box hides', async ({
  page,
}) => {
  expect(kinds(await findings(page, '<div style="margin-left: -40px; width: 100px">Left</div>'))).toEqual([
    'edge',
  ])
  const scrolled =
    '<div style="overflow-x: auto"><div style="width: 900px">A wide table</div></div>' +
    '<div style="overflow: hidden"><div style="margin-left: -40px">Cut</div></div>' +
    '<a class="sr-only" href="#main" style="left: -999px">Skip</a>'
  expect(await findings(page, scrolled)).toEqual([])
})

test('text clipped by its box, cut short by an ellipsis, or spilling out of it', async ({ page }) => {
  const cut = '<div style="width: 80px; overflow: hidden; white-space: nowrap">A label much too long</div>'
  expect(kinds(await findings(page, cut))).toEqual(['clipped'])
  const ellipsis =
    '<div style="width: 80px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">A long label</div>'
  expect(kinds(await findings(page, ellipsis))).toEqual(['clipped'])
  const spill = '<div style="width: 80px; white-space: nowrap">A label much too long</div>'
  expect((await findings(page, spill))[0]?.detail).toMatch(/^text spills \d+ px out of its box/)
  const strip =
    '<nav style="height: 40px; display: flex; align-items: center"><a href="/" style="width: 90px">Join the community of testers</a></nav><p>Below</p>'
  expect((await findings(page, strip))[0]?.detail).toMatch(/^text spills \d+ px below body > nav/)
  expect(await findings(page, '<div style="width: 80px">A label that wraps as it should</div>')).toEqual([])
})

test('tap targets under 24 px only when another target is within reach', async ({ page }) => {
  const close =
    '<button style="width: 16px; height: 16px; padding: 0">a</button><button style="width: 16px; height: 16px; padding: 0">b</button>'
  expect(kinds(await findings(page, close))).toEqual(['target', 'target'])
  const spaced =
    '<button style="width: 16px; height: 16px; padding: 0">a</button><button style="width: 16px; height: 16px; padding: 0; margin-left: 30px">b</button>'
  expect(await findings(page, spaced)).toEqual([])
  const inSentence =
    '<p style="font-size: 12px">Read <a href="/a">our policy</a> and <a href="/b">our terms</a>.</p>'
  expect(await findings(page, inSentence)).toEqual([])
})

test('right to left: a Latin run drawn out of order, not once isolated', async ({ page }) => {
  const scrambled = await findings(page, '<p>العنوان: 12 avenue Charles de Gaulle، باريس</p>', 'rtl')
  expect(kinds(scrambled)).toEqual(['bidi'])
  expect(scrambled[0]?.detail).toBe('"12 avenue" is drawn as "avenue" left of "12"')
  expect(kinds(await findings(page, '<p>رأس المال 10 000 € فقط</p>', 'rtl'))).toEqual(['bidi'])
  const isolated =
    '<p>العنوان: <bdi dir="ltr">12 avenue Charles de Gaulle</bdi>، <bdi dir="ltr">10 000 €</bdi></p><p>RCS Nanterre 912 345 678</p>'
  expect(await findings(page, isolated, 'rtl')).toEqual([])
  // One run split by markup, its figures isolated alone: they land left of the name they follow.
  const torn = await findings(
    page,
    '<p>والسجل التجاري: <span lang="en">RCS Nanterre</span> <bdi dir="ltr">912 345 678</bdi>» اطّلعوا</p>',
    'rtl',
  )
  expect(kinds(torn)).toEqual(['bidi'])
  expect(torn[0]?.detail).toBe('"Nanterre 912" is drawn as "912" left of "Nanterre"')
  const whole = '<p>والسجل التجاري: <span lang="en">RCS Nanterre 912 345 678</span>» اطّلعوا</p>'
  expect(await findings(page, whole, 'rtl')).toEqual([])
  // An aside in brackets after a name is a run of its own, drawn after it (left of it) in Arabic.
  const aside =
    '<p>في <span lang="fr">Neuilly-sur-Seine</span> (<bdi dir="ltr">+33 1 84 60 00 00</bdi>) يوميًا</p>'
  expect(await findings(page, aside, 'rtl')).toEqual([])
  // So is a value after a label's colon.
  const label = '<p>المكتب في <span lang="fr">Lille</span>: <bdi dir="ltr">45 rue Nationale</bdi> يوميًا</p>'
  expect(await findings(page, label, 'rtl')).toEqual([])
})

test('text drawn over other text, but not lines that merely touch, nor a bar above the page', async ({
  page,
}) => {
  const over =
    '<div style="height: 24px"><p style="margin: 0">A sentence long enough to wrap onto a second line</p></div><p style="margin: 0">The next paragraph</p>'
  await findings(page, over)
  const found = await overlaps(page)
  expect(found.map((f) => f.kind)).toEqual(['overlap'])
  expect(found[0]?.detail).toMatch(/"(The next paragraph|A sentence long enough[^"]*)" is drawn over "/)
  const fine =
    '<h1 style="line-height: 1.1; margin: 0">A heading long enough to wrap onto a second line</h1>' +
    '<header style="position: fixed; top: 0">Fixed bar</header><p style="margin: 0">Under the bar</p>'
  await findings(page, fine)
  expect(await overlaps(page)).toEqual([])
})

test('WCAG 1.4.12 text spacing: a line in a box of fixed size is cut off, in a box that grows it is not', async ({
  page,
}) => {
  // One line, in a box just as wide and as high as it: the spacing makes it wrap onto a second line.
  const line = '<span style="white-space: nowrap">A line of text that just fits</span>'
  await findings(page, line)
  const width = await page.locator('span').evaluate((el) => Math.ceil(el.getBoundingClientRect().width) + 4)
  await findings(
    page,
    `<p style="height: 24px; width: ${width}px; overflow: hidden">A line of text that just fits</p>`,
  )
  expect(await textSpacingDefectsAt(page, WIDTH)).toEqual([])
  await applyTextSpacing(page)
  expect(kinds(await textSpacingDefectsAt(page, WIDTH))).toEqual(['clipped'])
  await findings(page, `<p style="min-height: 24px; width: ${width}px">A line of text that just fits</p>`)
  await applyTextSpacing(page)
  expect(await textSpacingDefectsAt(page, WIDTH)).toEqual([])
})
