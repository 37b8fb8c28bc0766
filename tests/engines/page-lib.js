// The page side of the engine journeys (../engines/driver.ts): finds elements as a visitor does, by role
// and accessible name, in every engine. Plain ES2019 in one scope, sent as text before each script (no
// build step between it and the browser), so the same code runs in Chromium, Firefox and WebKit.
// biome-ignore-all lint/correctness/noUnusedVariables: the functions are used by the scripts sent after this library
const norm = (s) =>
  String(s || '')
    .replace(/\s+/g, ' ')
    .trim()

function visible(el) {
  if (!el?.isConnected) return false
  if (el.tagName === 'DIALOG' && !el.open) return false
  // Also false inside a closed <details> (content-visibility) in the engines that have it.
  if (el.checkVisibility && !el.checkVisibility()) return false
  const style = getComputedStyle(el)
  if (style.visibility === 'hidden') return false
  return el.getClientRects().length > 0
}

/** What a screen reader reads inside an element: its text, without what is not rendered. */
function textOf(node) {
  let out = ''
  for (const child of node.childNodes) {
    if (child.nodeType === 3) out += child.data
    else if (child.nodeType === 1) {
      if (child.getAttribute('aria-hidden') === 'true') continue
      const style = getComputedStyle(child)
      if (style.display === 'none') continue
      const own =
        child.tagName === 'IMG'
          ? child.getAttribute('alt') || ''
          : child.getAttribute('aria-label') || textOf(child)
      out += style.display.startsWith('inline') ? own : ` ${own} `
    }
  }
  return out
}

const INPUT_ROLES = {
  checkbox: 'checkbox',
  radio: 'radio',
  submit: 'button',
  button: 'button',
  reset: 'button',
  search: 'searchbox',
}
const LANDMARK_PARENTS = 'article,aside,main,nav,section'

function roleOf(el) {
  const explicit = el.getAttribute('role')
  if (explicit) return explicit.split(' ')[0]
  const tag = el.tagName.toLowerCase()
  if (tag === 'a' || tag === 'area') return el.hasAttribute('href') ? 'link' : ''
  if (tag === 'button') return 'button'
  if (tag === 'input') {
    const type = (el.getAttribute('type') || 'text').toLowerCase()
    if (type === 'hidden') return ''
    return INPUT_ROLES[type] || 'textbox'
  }
  if (tag === 'textarea') return 'textbox'
  if (tag === 'select') return el.multiple || el.size > 1 ? 'listbox' : 'combobox'
  if (tag === 'dialog') return 'dialog'
  if (tag === 'section')
    return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : ''
  if (tag === 'footer') return el.parentElement?.closest(LANDMARK_PARENTS) ? '' : 'contentinfo'
  if (tag === 'header') return el.parentElement?.closest(LANDMARK_PARENTS) ? '' : 'banner'
  if (tag === 'nav') return 'navigation'
  if (tag === 'main') return 'main'
  if (/^h[1-6]$/.test(tag)) return 'heading'
  if (tag === 'output') return 'status'
  if (tag === 'ul' || tag === 'ol') return 'list'
  if (tag === 'li') return 'listitem'
  if (tag === 'form') return 'form'
  if (tag === 'summary') return 'button'
  return ''
}

const NAMED_BY_CONTENT = [
  'button',
  'link',
  'heading',
  'switch',
  'checkbox',
  'radio',
  'tab',
  'menuitem',
  'option',
  'cell',
]

function nameOf(el) {
  const label = el.getAttribute('aria-label')
  if (label) return norm(label)
  const by = el.getAttribute('aria-labelledby')
  if (by)
    return norm(
      by
        .split(/\s+/)
        .map((id) => {
          const ref = document.getElementById(id)
          return ref ? textOf(ref) : ''
        })
        .join(' '),
    )
  if (el.labels?.length) return norm([...el.labels].map(textOf).join(' '))
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) {
    if (/^(submit|button|reset)$/.test(el.type)) return norm(el.value)
    return norm(el.getAttribute('title') || el.getAttribute('placeholder'))
  }
  if (NAMED_BY_CONTENT.includes(roleOf(el))) return norm(textOf(el))
  return norm(el.getAttribute('title'))
}

function matches(el, target) {
  if (roleOf(el) !== target.role) return false
  if (target.name === undefined) return true
  const name = nameOf(el)
  return typeof target.name === 'string'
    ? name === norm(target.name)
    : new RegExp(target.name.source, target.name.flags).test(name)
}

/** Every element matching the target, shown or not. */
function findAll(target) {
  let scope = document
  if (target.within) {
    scope = find(target.within)
    if (!scope) return []
  }
  return [...scope.querySelectorAll('*')].filter((el) => matches(el, target))
}

/** The first shown element matching the target, or null. */
function find(target) {
  return findAll(target).find(visible) || null
}

/** What a visitor can tell of an element: shown, its text, state and value. */
function state(target) {
  const el = find(target)
  if (!el) return { shown: false }
  return {
    shown: true,
    name: nameOf(el),
    text: norm(textOf(el)),
    value: 'value' in el ? el.value : undefined,
    checked: el.getAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : el.checked,
    disabled: el.disabled === true || el.getAttribute('aria-disabled') === 'true',
    focused: document.activeElement === el,
    href: el.getAttribute('href'),
  }
}

/**
 * Where the focus is, as a keyboard visitor sees it: the focused element's role and name, and whether a
 * focus ring shows: an outline of 2 px or more, drawn by the element or by the box around it that draws its
 * focus (a search field's frame, a card), within three levels.
 */
function focusStop() {
  const el = document.activeElement
  if (!el || el === document.body) return { role: '', name: '', ring: false }
  const outlined = (node) => {
    const style = getComputedStyle(node)
    return (
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      !/rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor)
    )
  }
  let ring = false
  for (
    let node = el, level = 0;
    node && node !== document.body && level < 4;
    node = node.parentElement, level++
  )
    if (outlined(node)) {
      ring = true
      break
    }
  return { role: roleOf(el), name: nameOf(el), ring: ring && visible(el) }
}
