// What still moves for a visitor who asked for reduced motion, measured in the page (page.evaluate: the
// function must not use anything from outside its own body).

/** The properties a transition or an animation may change when motion is reduced: fades and colours. */
export const STILL_PROPERTIES = [
  'opacity',
  'color',
  'background-color',
  'border-color',
  'outline-color',
  'text-decoration-color',
  'fill',
  'stroke',
]

/**
 * Everything in the page that would move: a transition (declared, with a duration) or an animation (its
 * keyframes) of another property than `allowed`, on any element or its ::before and ::after; a running
 * animation of the document (document.getAnimations) that does; and smooth scrolling anywhere.
 */
export function findMotion(allowed: string[]): string[] {
  const found: string[] = []
  const still = new Set(allowed)
  const keyframes = new Map<string, string[]>()
  const readRules = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSKeyframesRule) {
        const props = new Set<string>()
        for (const frame of rule.cssRules)
          for (const name of (frame as CSSKeyframeRule).style) if (!name.startsWith('--')) props.add(name)
        keyframes.set(rule.name, [...props])
      } else if ('cssRules' in rule) readRules((rule as CSSGroupingRule).cssRules)
    }
  }
  for (const sheet of document.styleSheets) readRules(sheet.cssRules)
  const labelOf = (el: Element, pseudo: string) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${pseudo}.${[...el.classList].slice(0, 3).join('.')}`
  for (const el of document.querySelectorAll('*')) {
    for (const pseudo of ['', '::before', '::after']) {
      const style = getComputedStyle(el, pseudo || null)
      if (pseudo && style.content === 'none') continue
      const durations = style.transitionDuration.split(',').map((d) => Number.parseFloat(d))
      style.transitionProperty.split(',').forEach((property, i) => {
        const name = property.trim()
        const duration = durations[i % durations.length] ?? 0
        if (duration > 0 && name !== 'none' && !still.has(name) && !name.startsWith('--'))
          found.push(`${labelOf(el, pseudo)} transitions ${name}`)
      })
      for (const name of style.animationName.split(',').map((n) => n.trim())) {
        if (name === 'none') continue
        const moved = (keyframes.get(name) ?? ['(unknown keyframes)']).filter((p) => !still.has(p))
        if (moved.length) found.push(`${labelOf(el, pseudo)} animates ${name}: ${moved.join(', ')}`)
      }
      if (!pseudo && style.scrollBehavior === 'smooth') found.push(`${labelOf(el, '')} scrolls smoothly`)
    }
  }
  for (const animation of document.getAnimations()) {
    const effect = animation.effect as KeyframeEffect | null
    const props = new Set(
      (effect?.getKeyframes() ?? []).flatMap((frame) =>
        Object.keys(frame).filter((k) => !['offset', 'easing', 'composite', 'computedOffset'].includes(k)),
      ),
    )
    const moved = [...props]
      .map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))
      .filter((p) => !still.has(p) && !p.startsWith('--'))
    if (moved.length) found.push(`a running animation changes ${moved.join(', ')}`)
  }
  return found
}
