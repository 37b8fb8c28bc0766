// What a visitor would see wrong in the laid-out page, measured in the browser (run with page.evaluate:
// the function must not use anything from outside its own body).

/** One defect found in the page as it is laid out now. */
export interface LayoutFinding {
  /** overflow: the document scrolls sideways; edge: something visible sticks out of the viewport;
   * clipped: text cut off by its own box; target: a tap target too small and too close to another;
   * bidi: a run of Latin text or figures drawn in another order than it is written; overlap: a line of
   * text drawn over another's (./overlap.ts). */
  kind: 'overflow' | 'edge' | 'clipped' | 'target' | 'bidi' | 'overlap'
  /** A CSS path to the element, short enough to read. */
  where: string
  /** What is wrong, with the numbers. */
  detail: string
  /** The element's box in CSS px, to mark it on a screenshot. */
  box?: { x: number; y: number; width: number; height: number }
}

/**
 * Finds every layout defect of the page as laid out now. Checks, in order: the document's sideways
 * overflow; visible elements past either edge of the viewport (what an ancestor clips or scrolls is not
 * visible); text clipped by its own box; tap targets under 24×24 px without the spacing WCAG 2.2 SC 2.5.8
 * allows (links inside a sentence are exempt); and, in right-to-left pages, Latin or figure runs whose
 * words are drawn out of their written order.
 */
export function findLayoutDefects(): LayoutFinding[] {
  const findings: LayoutFinding[] = []
  const doc = document.documentElement
  const vw = doc.clientWidth
  const slack = 1
  const boxOf = (r: DOMRect) => ({
    x: Math.round(r.x + scrollX),
    y: Math.round(r.y + scrollY),
    width: Math.round(r.width),
    height: Math.round(r.height),
  })
  const pathOf = (el: Element): string => {
    const parts: string[] = []
    for (let node: Element | null = el; node && node !== doc && parts.length < 4; node = node.parentElement) {
      const id = node.id ? `#${node.id}` : ''
      const label = node.getAttribute('aria-label')
      const classes = [...node.classList].filter((c) => !c.includes(':')).slice(0, 2)
      parts.unshift(
        `${node.tagName.toLowerCase()}${id}${id ? '' : classes.map((c) => `.${c.replace(/[[\]/%.]/g, '\\$&')}`).join('')}${label ? `[aria-label="${label}"]` : ''}`,
      )
      if (id) break
    }
    return parts.join(' > ')
  }
  const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
  /** Visually hidden on purpose (the sr-only pattern): a 1 px box that clips what it holds. */
  const visuallyHidden = (el: Element, style: CSSStyleDeclaration) => {
    const r = el.getBoundingClientRect()
    return (
      r.width <= 1 ||
      r.height <= 1 ||
      style.clipPath === 'inset(50%)' ||
      /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)
    )
  }

  // 1. The document scrolls sideways.
  const extra = doc.scrollWidth - vw
  if (extra > 0)
    findings.push({ kind: 'overflow', where: 'html', detail: `${extra} px wider than the viewport` })

  // 2. Visible boxes past an edge, inside what their ancestors leave visible (top-down, with the clip).
  interface Clip {
    left: number
    right: number
  }
  const walk = (el: Element, clip: Clip) => {
    const style = getComputedStyle(el)
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return
    if (visuallyHidden(el, style)) return
    const position = style.position
    // A fixed box escapes its ancestors' clipping (no transformed ancestors on this site).
    const own = position === 'fixed' ? { left: -Infinity, right: Infinity } : clip
    const r = el.getBoundingClientRect()
    const left = Math.max(r.left, own.left)
    const right = Math.min(r.right, own.right)
    if (r.width > 0 && r.height > 0 && right - left > 0 && shown(el)) {
      const past = Math.max(right - vw, -left)
      if (past > slack) {
        findings.push({
          kind: 'edge',
          where: pathOf(el),
          detail: `${Math.round(past)} px past the ${right - vw > -left ? 'right' : 'left'} edge ("${textOf(el)}")`,
          box: boxOf(r),
        })
        return // its descendants would only repeat it
      }
    }
    const clips = style.overflowX !== 'visible'
    const next = clips ? { left: Math.max(own.left, r.left), right: Math.min(own.right, r.right) } : own
    for (const child of el.children) walk(child, next)
  }
  walk(document.body, { left: -Infinity, right: Infinity })

  // 3. Text cut off by its own box: overflow hidden or an ellipsis, with more text than room, across or down.
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el)
    if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue // scrolls: nothing lost
    if (!shown(el) || visuallyHidden(el, style)) continue
    const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
    if (!hasText) continue
    if (el.scrollWidth > el.clientWidth + slack)
      findings.push({
        kind: 'clipped',
        where: pathOf(el),
        detail: `text needs ${el.scrollWidth} px, has ${el.clientWidth} ("${textOf(el)}")`,
        box: boxOf(el.getBoundingClientRect()),
      })
    // Lines cut off at the bottom of a box of fixed height (text spacing or zoom made them taller).
    else if (
      !['visible', 'auto', 'scroll'].includes(style.overflowY) &&
      el.scrollHeight > el.clientHeight + slack + 1
    )
      findings.push({
        kind: 'clipped',
        where: pathOf(el),
        detail: `text needs ${el.scrollHeight} px high, has ${el.clientHeight} ("${textOf(el)}")`,
        box: boxOf(el.getBoundingClientRect()),
      })
  }

  // 3b. Text out of its box, over what surrounds it: wider than its box, or taller than a box of fixed
  // height it sits in (a one-line strip whose links wrapped). A box taken out of the flow is left alone.
  for (const el of document.body.querySelectorAll('*')) {
    const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
    if (!hasText) continue
    const style = getComputedStyle(el)
    if (style.display === 'inline' || !shown(el) || visuallyHidden(el, style)) continue
    if (style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + slack) {
      findings.push({
        kind: 'clipped',
        where: pathOf(el),
        detail: `text spills ${el.scrollWidth - el.clientWidth} px out of its box ("${textOf(el)}")`,
        box: boxOf(el.getBoundingClientRect()),
      })
      continue
    }
    const r = el.getBoundingClientRect()
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position
      if (position === 'absolute' || position === 'fixed') break
      const box = node.parentElement
      if (!box || box === document.body || getComputedStyle(box).overflowY !== 'visible') break
      const outer = box.getBoundingClientRect()
      if (r.bottom > outer.bottom + 2) {
        findings.push({
          kind: 'clipped',
          where: pathOf(el),
          detail: `text spills ${Math.round(r.bottom - outer.bottom)} px below ${pathOf(box)} ("${textOf(el)}")`,
          box: boxOf(r),
        })
        break
      }
    }
  }

  // 4. Tap targets: at least 24×24 CSS px, or a 24 px circle around it that meets no other target.
  const targets = [
    ...document.body.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => {
    const style = getComputedStyle(el)
    return shown(el) && !visuallyHidden(el, style) && !el.closest('[inert]')
  })
  const rects = targets.map((el) => el.getBoundingClientRect())
  /** The fixed or sticky box a target moves with (a banner, a bar), or the page: targets in different
   * layers slide over each other as the page scrolls, so their spacing is not a layout of the page. */
  const layerOf = (el: Element): Element | null => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const position = getComputedStyle(node).position
      if (position === 'fixed' || position === 'sticky') return node
    }
    return null
  }
  const layers = targets.map(layerOf)
  /** A link inside a sentence: its size is set by the line of text (the inline exception). */
  const inSentence = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false
    let block = el.parentElement
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
    return Boolean(block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length)
  }
  /** Input controls the browser draws (a checkbox inside its label is exempt as the label is the target). */
  const labelled = (el: Element) =>
    el instanceof HTMLInputElement &&
    ['checkbox', 'radio'].includes(el.type) &&
    Boolean(el.closest('label') || (el.id && document.querySelector(`label[for="${el.id}"]`)))
  targets.forEach((el, i) => {
    const r = rects[i] as DOMRect
    if (r.width >= 24 - 0.01 && r.height >= 24 - 0.01) return
    if (inSentence(el) || labelled(el)) return
    const cx = r.left + r.width / 2
    const cy = r.top + r.height / 2
    const hits = targets.filter((other, j) => {
      if (j === i || other.contains(el) || el.contains(other) || layers[j] !== layers[i]) return false
      const o = rects[j] as DOMRect
      if (o.width === 0 || o.height === 0) return false
      const undersized = o.width < 24 || o.height < 24
      if (undersized) {
        const ox = o.left + o.width / 2
        const oy = o.top + o.height / 2
        if (Math.hypot(ox - cx, oy - cy) < 24) return true
      }
      // The circle of radius 12 meets the other target's box.
      const nx = Math.max(o.left, Math.min(cx, o.right))
      const ny = Math.max(o.top, Math.min(cy, o.bottom))
      return Math.hypot(nx - cx, ny - cy) < 12
    })
    if (hits.length > 0)
      findings.push({
        kind: 'target',
        where: pathOf(el),
        detail: `${Math.round(r.width)}×${Math.round(r.height)} px, within 24 px of "${textOf(hits[0] as Element) || pathOf(hits[0] as Element)}" ("${textOf(el) || el.getAttribute('aria-label') || ''}")`,
        box: boxOf(r),
      })
  })

  // 5. Right-to-left pages: the words of a Latin or figure run must be drawn left to right, also when the
  // markup splits the run (a name in one element, its number in the next): a reader sees one run.
  if (getComputedStyle(doc).direction === 'rtl') {
    const word = /[A-Za-z0-9\u00C0-\u024F€$£%]+(?:[.,:'’/-][A-Za-z0-9\u00C0-\u024F€$£%]+)*/g
    const gap = /^[\s\u00A0\u202F,.:/()+-]*$/
    const blockOf = (el: Element): Element => {
      let node = el
      // Inline boxes flow in their block's lines; an inline-block or inline-flex box lays out its own.
      while (node.parentElement && ['inline', 'contents'].includes(getComputedStyle(node).display))
        node = node.parentElement
      return node
    }
    const rectOf = (text: Text, match: RegExpMatchArray) => {
      const range = document.createRange()
      range.setStart(text, match.index ?? 0)
      range.setEnd(text, (match.index ?? 0) + match[0].length)
      return range.getClientRects()[0]
    }
    /** The last word met, and the text written since it (across elements of the same block). */
    let last: { node: Text; match: RegExpMatchArray; block: Element; after: string } | undefined
    const flagged = new Set<Element>()
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
      const parent = node.parentElement
      const value = node.textContent ?? ''
      if (!parent || parent.closest('script,style,template,svg')) continue
      if (!shown(parent) || visuallyHidden(parent, getComputedStyle(parent))) continue
      const block = blockOf(parent)
      if (last && last.block !== block) last = undefined
      let from = 0
      for (const m of value.matchAll(word)) {
        const at = m.index ?? 0
        const between = (last ? last.after : '') + value.slice(from, at)
        const before = last
        last = { node, match: m, block, after: '' }
        from = at + m[0].length
        // Not one run: Arabic between them; a bracket opened after a space ("Neuilly-sur-Seine (+33 1 84…)",
        // an aside) or a label's colon ("Lille: 45 rue Nationale"), after which Arabic reading goes on
        // leftwards; nothing at all across elements (two boxes side by side).
        const apart = !gap.test(between) || /\s\(|:\s/.test(between) || between === ''
        if (!before || apart || flagged.has(block)) continue
        const ra = rectOf(before.node, before.match)
        const rb = rectOf(node, m)
        if (!ra || !rb || Math.abs(ra.top - rb.top) > ra.height / 2) continue // another line
        if (rb.left < ra.left) {
          flagged.add(block) // one finding per block
          findings.push({
            kind: 'bidi',
            where: pathOf(parent),
            detail: `"${before.match[0]}${between}${m[0]}" is drawn as "${m[0]}" left of "${before.match[0]}"`,
            box: boxOf(block.getBoundingClientRect()),
          })
        }
      }
      if (last) last.after += value.slice(from)
    }
  }
  return findings
}
