import { expect, test } from './support.ts'

test.describe('navigation bar (desktop)', () => {
  test('has the top strip, logo, dropdowns, links, switcher and contact button', async ({ page }) => {
    await page.goto('/')
    const strip = page.getByRole('navigation', { name: 'Accès rapides' })
    await expect(strip.getByRole('link', { name: 'Rejoindre la communauté' })).toHaveAttribute(
      'href',
      '/community',
    )
    await expect(strip.getByRole('link', { name: 'Nearshore Tunisie' })).toHaveAttribute(
      'href',
      '/services/nearshore',
    )
    expect((await strip.boundingBox())?.height).toBe(40)
    const bar = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(page.getByRole('banner').getByRole('link', { name: /^Qualixa/ })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(bar.getByRole('link', { name: 'Études de cas' })).toHaveAttribute('href', '/case-studies')
    await expect(bar.getByRole('link', { name: 'Carrières' })).toHaveAttribute('href', '/careers')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('the About dropdown opens on hover with its three sub-pages', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: 'Navigation principale' })
    const sub = bar.getByRole('link', { name: 'Nos bureaux' })
    await expect(sub).toBeHidden()
    await bar.getByRole('link', { name: 'À propos' }).hover()
    await expect(sub).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Pourquoi Qualixa' })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Méthodologies' })).toBeVisible()
  })

  test('the expertise dropdown opens on keyboard focus and lists the eight domains and the full offer', async ({
    page,
  }) => {
    await page.goto('/en')
    const bar = page.getByRole('navigation', { name: 'Main navigation' })
    await bar.getByRole('link', { name: 'Expertise' }).focus()
    const menu = bar
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Cloud' }) })
      .last()
    await expect(bar.getByRole('link', { name: 'Cloud' })).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText([
      'Web and mobile',
      'Embedded and IoT',
      'Robotics',
      'AI and machine learning',
      'Data and analytics',
      'Blockchain',
      'Cloud',
      'Augmented and virtual reality',
      'Our full offer',
    ])
    await page.keyboard.press('Tab')
    await expect(bar.getByRole('link', { name: 'Web and mobile' })).toBeFocused()
    await expect(bar.getByRole('link', { name: 'Our full offer' })).toHaveAttribute(
      'href',
      '/en/our-expertise',
    )
    await bar.getByRole('link', { name: 'Web and mobile' }).press('Enter')
    await expect(page).toHaveURL(/\/en\/offre\/applications$/)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  test('opens, holds the same links and is closed on the page a link leads to', async ({ page }) => {
    await page.goto('/en/careers')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    await page.getByText('Menu', { exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link', { name: 'Our offices' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Robotics' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Contact us' })).toBeVisible()
    await menu.getByRole('link', { name: 'Our offices' }).click()
    await expect(page).toHaveURL(/\/en\/about\/offices$/)
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  })
})

test('breadcrumb: on every page but home, from the path segments, the last item not a link', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveCount(0)
  await page.goto('/about/offices')
  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" })
  await expect(crumbs.getByRole('listitem')).toHaveText(['Accueil', 'À propos', 'Nos bureaux'])
  await expect(crumbs.getByRole('link')).toHaveText(['Accueil', 'À propos'])
  await expect(crumbs.getByText('Nos bureaux')).toHaveAttribute('aria-current', 'page')
  await page.goto('/en/offre/cloud')
  const en = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(en.getByRole('listitem')).toHaveText(['Home', 'Offer', 'Cloud'])
  await expect(en.getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/en/our-expertise')
})

test('footer: newsletter, columns, social and legal links, copyright 2024', async ({ page }) => {
  await page.goto('/en/about')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Newsletter' })).toBeVisible()
  for (const column of ['Company', 'Expertise', 'Resources']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible()
  }
  await expect(footer.getByRole('link', { name: 'Qualixa on LinkedIn' })).toBeVisible()
  const legal = footer.getByRole('navigation', { name: 'Legal information' })
  await expect(legal.getByRole('link')).toHaveText([
    'Legal notice',
    'Privacy policy',
    'Terms of service',
    'Cookie policy',
    'Accessibility',
  ])
  await expect(footer.getByText('© 2024 Qualixa. All rights reserved.')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('pages read and navigate, and the mobile menu still opens', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Carrières' })
      .click()
    await expect(page).toHaveURL(/\/careers$/)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByText('Menu', { exact: true }).click()
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Nos bureaux' }),
    ).toBeVisible()
  })
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/en/careers')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await skip.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})
