import { expect, test } from '@playwright/test'
import { articles } from '../../content/index.ts'
import { config } from '../../renderer/config.ts'

const slug = articles[0]?.slug ?? ''
const path = `/en/blog/${slug}`

test.beforeEach(async ({ context }) => {
  // Never reach the real networks: the share windows only need their address.
  await context.route(/twitter\.com|facebook\.com|linkedin\.com/, (route) => route.abort())
})

test('each network opens a 600×400 share window on the page address', async ({ page, baseURL }) => {
  await page.goto(path)
  const share = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Share on LinkedIn' }) })
  for (const [name, prefix] of [
    ['Share on LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url='],
    ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
    ['Share on X (Twitter)', 'https://twitter.com/intent/tweet?url='],
  ] as const) {
    const popupPromise = page.waitForEvent('popup')
    await share.getByRole('link', { name }).click()
    const popup = await popupPromise
    const url = popup.url()
    expect(url.startsWith(prefix)).toBe(true)
    expect(decodeURIComponent(url)).toContain(`${baseURL}${path}`)
    if (name.includes('Twitter')) expect(url).toContain('&text=')
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 400])
    await popup.close()
  }
})

test('copy link writes the address to the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(path)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'The article link has been copied to your clipboard.' }),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the three networks are plain share links and copy-link is not offered', async ({ page }) => {
    await page.goto(path)
    const canonical = encodeURIComponent(`${config().siteUrl}${path}`)
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${canonical}`,
    )
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com\/sharer/,
    )
    await expect(page.getByRole('link', { name: 'Share on X (Twitter)' })).toHaveAttribute(
      'href',
      /twitter\.com\/intent\/tweet/,
    )
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden()
  })
})
