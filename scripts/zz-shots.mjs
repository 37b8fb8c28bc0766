import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
const base = 'http://localhost:4173'
for (const width of [360, 1440]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ar' })
  const page = await ctx.newPage()
  for (const [name, path] of [['home', '/ar'], ['offre-cloud', '/ar/offre/cloud'], ['contact', '/ar/contact']]) {
    await page.goto(base + path)
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false })
  }
  await page.goto(base + '/ar')
  await page.getByRole('button', { name: /إعدادات|تخصيص|تفضيلات/ }).first().click().catch(() => {})
  await page.waitForTimeout(500)
  await page.screenshot({ path: `/tmp/shots/consent-${width}.png` })
  await ctx.close()
}
await browser.close()
