import { describe, expect, it } from 'vitest'
import { criticalCss, pageMarkup } from '../../scripts/critical-css.ts'
import { selectorNeeds } from '../../scripts/css-rules.ts'

describe('selectorNeeds', () => {
  it('lists, per alternative, the classes and element types a selector needs', () => {
    expect(selectorNeeds('.a .b>.c,ol li')).toEqual([
      { classes: ['a', 'b', 'c'], elements: [] },
      { classes: [], elements: ['ol', 'li'] },
    ])
  })

  it('reads escaped class names back to their HTML form, hex escapes included', () => {
    expect(selectorNeeds('.hover\\:bg-brand-50:hover')[0]?.classes).toEqual(['hover:bg-brand-50'])
    expect(selectorNeeds('.\\32 xl\\:p-4')[0]).toEqual({ classes: ['2xl:p-4'], elements: [] })
    expect(selectorNeeds('.\\[\\&\\>p\\:first-child\\]\\:mt-0>p:first-child')[0]).toEqual({
      classes: ['[&>p:first-child]:mt-0'],
      elements: ['p'],
    })
  })

  it('does not need what stands inside :not(…) or inside parentheses', () => {
    expect(selectorNeeds('html:not(.js) .requires-js')[0]).toEqual({
      classes: ['requires-js'],
      elements: ['html'],
    })
    expect(selectorNeeds('input:where([type=button],[type=reset])')[0]?.elements).toEqual(['input'])
    expect(selectorNeeds(':is(:where(.group):hover .group-hover\\:visible)')[0]?.classes).toEqual([
      'group',
      'group-hover:visible',
    ])
  })
})

describe('pageMarkup', () => {
  it('collects decoded class names, element types, and the classes the head script adds', () => {
    const page = pageMarkup('<main class="mt-4  [&amp;&gt;p]:mt-0"><P>x</P></main>')
    expect([...page.classes].sort()).toEqual(['[&>p]:mt-0', 'consent-needed', 'js', 'mt-4'])
    expect([...page.elements].sort()).toEqual(['main', 'p'])
  })

  it('reads class attributes only (after white space), wherever they are in the tag', () => {
    const page = pageMarkup('<div id="x"\nclass="a" data-class="b"><span xclass="c" class="d">t</span></div>')
    expect([...page.classes].sort()).toEqual(['a', 'consent-needed', 'd', 'js'])
    expect([...page.elements].sort()).toEqual(['div', 'span'])
  })
})

describe('criticalCss', () => {
  const css = [
    '@layer properties{@supports (x:y){*{--tw-old:0}}}',
    '@layer theme,base,utilities;',
    '@layer theme{:root{--color-a:red;--color-b:blue;--animate-spin:spin 1s linear infinite}}',
    '@layer base{*{margin:0}abbr:where([title]){text-decoration:underline}ol,ul{list-style:none}}',
    '@layer utilities{.text-a{color:var(--color-a)}.text-b{color:var(--color-b)}',
    '.animate-spin{animation:var(--animate-spin)}.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
    '@media (width>=40rem){.sm\\:text-a{color:var(--color-a)}}@media (width>=48rem){.md\\:text-b{color:var(--color-b)}}}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-unused{syntax:"*";inherits:false}',
    '@keyframes spin{to{transform:rotate(360deg)}}',
    '@keyframes bounce{50%{transform:none}}',
  ].join('')
  const subset = (html: string) => criticalCss(css).subset(pageMarkup(html))

  it("keeps exactly the rules the page's classes and elements match, in their groups and layer order", () => {
    const out = subset('<ul class="text-a sm:text-a"><li>x</li></ul>')
    expect(out).toContain('@layer theme,base,utilities;')
    expect(out).toContain('*{margin:0}')
    expect(out).toContain('ol,ul{list-style:none}')
    expect(out).toContain('.text-a{color:var(--color-a)}')
    expect(out).toContain('@media (width>=40rem){.sm\\:text-a{color:var(--color-a)}}')
    expect(out).not.toContain('abbr')
    expect(out).not.toContain('.text-b')
    expect(out).not.toContain('48rem')
  })

  it('keeps only the variables, @property and @keyframes the kept rules use', () => {
    const out = subset('<p class="text-a">x</p>')
    expect(out).toContain('--color-a:red')
    expect(out).not.toContain('--color-b')
    expect(out).not.toContain('@property')
    expect(out).not.toContain('@keyframes')
    const animated = subset('<p class="animate-spin shadow">x</p>')
    expect(animated).toContain('@keyframes spin{to{transform:rotate(360deg)}}')
    expect(animated).not.toContain('bounce')
    expect(animated).toContain('@property --tw-shadow{')
    expect(animated).not.toContain('--tw-unused')
  })

  it('leaves out the fallback layer for browsers without @property', () => {
    expect(subset('<p>x</p>')).not.toContain('--tw-old')
  })
})
