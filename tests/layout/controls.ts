// What a visitor in a contrast theme (forced colors) would miss: controls that vanish or lose their shape
// once the theme has replaced the page's colours. Run in the page (page.evaluate): each function must use
// nothing from outside its own body.

/** One control a contrast theme leaves unusable. */
export interface ControlFinding {
  /** invisible: no text, no edge and no icon (a switch drawn by backgrounds only); shapeless: a button
   * drawn by a background or a shadow, which themes remove, and no border; edgeless: a field with no
   * border, so nothing shows where to type. */
  kind: 'invisible' | 'shapeless' | 'edgeless'
  /** A CSS path to the control. */
  where: string
  /** Its accessible name as far as it can be read here, to find it. */
  detail: string
}

/** The controls checked: what a visitor clicks, types into or switches. */
export const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=switch], [role=tab], [role=checkbox], [role=radio]'

/**
 * Marks, in the designer's colours, every visible control drawn as a shape: a border, a background unlike
 * what is behind it, a gradient or a shadow. A text link is not marked: it is drawn by its text alone.
 * Run before forced colors are switched on; `findControlDefects` reads the marks.
 */
export function markShapes(selector: string): number {
  const opaque = (color: string) => {
    const m = /(?:rgba?|oklab|oklch|color)\(([^)]+)\)/.exec(color)
    if (!m) return color !== 'transparent'
    const parts = (m[1] ?? '').split(/[\s,/]+/).filter(Boolean)
    const alpha = color.startsWith('rgb') ? parts[3] : color.includes('/') ? parts.at(-1) : undefined
    return alpha === undefined || Number(alpha) > 0
  }
  const behind = (el: Element): string => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor
      if (opaque(bg)) return bg
    }
    return 'rgb(255, 255, 255)'
  }
  let marked = 0
  for (const el of document.querySelectorAll(selector)) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const style = getComputedStyle(el)
    const border = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) =>
        Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        opaque(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
    )
    const filled = opaque(style.backgroundColor) && style.backgroundColor !== behind(el)
    // Tailwind composes its shadows and rings from layers of which the unused ones are transparent.
    const shadow = (style.boxShadow.match(/(?:rgba?|oklab|oklch|color)\([^)]*\)/g) ?? []).some(opaque)
    const shaped = border || filled || style.backgroundImage !== 'none' || shadow
    if (shaped) {
      el.setAttribute('data-probe-shape', '')
      marked++
    } else el.removeAttribute('data-probe-shape')
  }
  return marked
}

/**
 * Finds, in the colours the page has now (a contrast theme), the visible controls a visitor cannot see
 * or cannot tell from text: no text, edge or icon at all (invisible); marked as a shape by `markShapes`
 * and now without an edge (shapeless); a field without an edge (edgeless). An edge is a border (themes
 * keep borders and show transparent ones), a fill of its own (only a system colour survives a theme), or
 * the engine's own drawing of a checkbox or radio.
 */
export function findControlDefects(selector: string): ControlFinding[] {
  const findings: ControlFinding[] = []
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  /** Too small to see, or visually hidden on purpose (the sr-only pattern, a skip link until focused). */
  const tiny = (el: Element) => {
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return (
      r.width <= 1 ||
      r.height <= 1 ||
      style.clipPath === 'inset(50%)' ||
      /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)
    )
  }
  const pathOf = (el: Element): string => {
    const parts: string[] = []
    for (let node: Element | null = el; node && node !== document.documentElement && parts.length < 3; ) {
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`)
      if (node.id) break
      node = node.parentElement
    }
    return parts.join(' > ')
  }
  const nameOf = (el: Element) =>
    (
      el.getAttribute('aria-label') ||
      (el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent) ||
      el.textContent ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60)
  const opaque = (color: string) =>
    !/^transparent$|rgba\([^)]*,\s*0\)|\/\s*0\)$/.test(color) && color !== 'rgba(0, 0, 0, 0)'
  const behind = (el: Element): string => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor
      if (opaque(bg)) return bg
    }
    return ''
  }
  const hasEdge = (el: Element) => {
    const style = getComputedStyle(el)
    if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type))
      if (style.appearance !== 'none') return true
    // A fill of its own in a system colour (the current page in the selection colour) is a shape too.
    if (opaque(style.backgroundColor) && style.backgroundColor !== behind(el)) return true
    return ['top', 'right', 'bottom', 'left'].some(
      (side) =>
        Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
        !/rgba\([^)]*,\s*0\)|transparent/.test(style.getPropertyValue(`border-${side}-color`)),
    )
  }
  const hasText = (el: Element) => {
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement
      if (!node.textContent?.trim() || !parent || !shown(parent)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const r = range.getBoundingClientRect()
      if (r.width > 1 && r.height > 1 && !parent.closest('.sr-only')) return true
    }
    return false
  }
  const hasIcon = (el: Element) =>
    [...el.querySelectorAll('svg, img')].some((icon) => shown(icon) && !tiny(icon))
  const field = (el: Element) =>
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(
        el.type,
      ))
  for (const el of document.querySelectorAll(selector)) {
    if (!shown(el) || tiny(el)) continue
    const edge = hasEdge(el)
    if (edge) continue
    const where = pathOf(el)
    const detail = nameOf(el)
    if (field(el)) findings.push({ kind: 'edgeless', where, detail })
    else if (!hasText(el) && !hasIcon(el)) findings.push({ kind: 'invisible', where, detail })
    else if (el.hasAttribute('data-probe-shape')) findings.push({ kind: 'shapeless', where, detail })
  }
  return findings
}
