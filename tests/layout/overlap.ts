// Text drawn over other text: measured in the page (page.evaluate: the function must not use anything from
// outside its own body). What WCAG 1.4.12 (text spacing) and 1.4.4 (resize text) ask is that nothing is
// lost; two lines of text drawn on each other lose both.

import type { LayoutFinding } from './probe.ts'

/**
 * Finds lines of text that overlap a line of another text: each text's line boxes (Range.getClientRects),
 * compared with every other text's in the same layer (the page, a fixed or sticky bar, an open dialog or
 * popover: layers slide over each other by design). Two lines overlap when they share more than a third of
 * the shorter one's height and more than 2 px of width: a tight line height brushing the next line's
 * accents is not text over text.
 */
export function findOverlaps(): LayoutFinding[] {
  const findings: LayoutFinding[] = []
  const hiddenCache = new Map<Element, boolean>()
  /** Visually hidden on purpose (sr-only), or clipped to nothing, here or above. */
  const hidden = (el: Element | null): boolean => {
    if (!el || el === document.body) return false
    const known = hiddenCache.get(el)
    if (known !== undefined) return known
    const style = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    const own =
      style.clipPath === 'inset(50%)' ||
      /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip) ||
      (style.overflow !== 'visible' && (r.width <= 1 || r.height <= 1))
    const result = own || hidden(el.parentElement)
    hiddenCache.set(el, result)
    return result
  }
  const layerCache = new Map<Element, Element | null>()
  const layerOf = (el: Element | null): Element | null => {
    if (!el || el === document.body) return null
    if (layerCache.has(el)) return layerCache.get(el) ?? null
    const style = getComputedStyle(el)
    const own =
      style.position === 'fixed' ||
      style.position === 'sticky' ||
      (el instanceof HTMLDialogElement && el.open) ||
      el.matches('[popover]:popover-open')
    const layer = own ? el : layerOf(el.parentElement)
    layerCache.set(el, layer)
    return layer
  }
  interface Line {
    rect: DOMRect
    owner: Element
    layer: Element | null
    node: Text
  }
  const lines: Line[] = []
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
    const owner = node.parentElement
    if (!owner || !node.data.trim() || owner.closest('script,style,template,svg,noscript')) continue
    if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || hidden(owner)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const rect of range.getClientRects())
      if (rect.width > 1 && rect.height > 1) lines.push({ rect, owner, layer: layerOf(owner), node })
  }
  lines.sort((a, b) => a.rect.top - b.rect.top)
  const textOf = (line: Line) => line.node.data.replace(/\s+/g, ' ').trim().slice(0, 40)
  const pathOf = (el: Element) => {
    const parts: string[] = []
    for (let node: Element | null = el; node && node !== document.body && parts.length < 3; ) {
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`)
      if (node.id) break
      node = node.parentElement
    }
    return parts.join(' > ')
  }
  const reported = new Set<Text>()
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i] as Line
    if (reported.has(a.node)) continue
    for (let j = i + 1; j < lines.length; j++) {
      const b = lines[j] as Line
      if (b.rect.top >= a.rect.bottom) break
      if (b.node === a.node || b.layer !== a.layer || reported.has(b.node)) continue
      const high = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
      const wide = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
      if (wide > 2 && high > Math.min(a.rect.height, b.rect.height) / 3) {
        findings.push({
          kind: 'overlap',
          where: pathOf(a.owner),
          detail: `"${textOf(a)}" is drawn over "${textOf(b)}" (${pathOf(b.owner)}), ${Math.round(wide)}×${Math.round(high)} px`,
          box: {
            x: Math.round(a.rect.x + scrollX),
            y: Math.round(a.rect.y + scrollY),
            width: Math.round(a.rect.width),
            height: Math.round(a.rect.height),
          },
        })
        reported.add(a.node)
        reported.add(b.node)
        break
      }
    }
  }
  return findings
}
