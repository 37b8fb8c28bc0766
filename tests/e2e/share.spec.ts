import { articles } from '../../content/index.ts'
import { config } from '../../core/config.ts'
import { expect, test } from './support.ts'

const slug = articles[0]?.slug ?? ''
const path = `/en/blog/${slug}`

test.beforeEach(async ({ context }) => {
  // Never reach the real networks: the share windows only need their address.
  await context.route(/twitter\.com|facebook\.com|linkedin\.com/, (route) => route.abort())
})

test('each network opens a 600×400 share window on the page address', async ({ page, baseURL }) => {
  // Record what the page asks the browser to open, instead of leaving for the real networks.
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    ;(window as unknown as { shareCalls: unknown[][] }).shareCalls = calls
    window.open = (...args: unknown[]) => {
      calls.push(args)
      return null
    }
  })
  await page.goto(path)
  for (const name of ['Share on LinkedIn', 'Share on Facebook', 'Share on X (Twitter)']) {
    await page.getByRole('link', { name }).click()
    // The first click wakes the island and is replayed once it has loaded.
    await expect(page.locator('[data-island="Share"][data-hydrated="true"]')).toHaveCount(1)
  }
  const calls =
    (await page.evaluate(() => (window as unknown as { shareCalls: string[][] }).shareCalls)) ?? []
  const address = encodeURIComponent(`${baseURL}${path}`)
  expect(calls.map((c) => c[0])).toEqual([
    `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    expect.stringMatching(
      new RegExp(
        `^https://twitter\\.com/intent/tweet\\?url=${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&text=.+`,
      ),
    ),
  ])
  for (const call of calls) expect(call[2]).toContain('width=600,height=400')
  await expect(page).toHaveURL(new RegExp(`${path}$`))
})

test('copy link writes the address to the clipboard and says so', { tag: '@smoke' }, async ({
  page,
  context,
  baseURL,
}) => {
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
