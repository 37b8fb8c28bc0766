// A visitor who asked for reduced motion (prefers-reduced-motion: reduce): nothing slides, turns, grows or
// scrolls smoothly, on every template and in the states that animate (the expertise menu hovered, the
// chat's typing dots, a form's spinner). Fades and colour changes only (tests/layout/motion.ts).

import type { Page } from '@playwright/test'
import { recordCheck } from '../a11y/record.ts'
import { findMotion, STILL_PROPERTIES } from '../layout/motion.ts'
import { TEMPLATES } from '../layout/templates.ts'
import { expect, test } from './support.ts'

test.use({ reducedMotion: 'reduce' })
// Each check that passed, for the accessibility statement's figures (tests/a11y/).
test.afterEach(({ browserName: _ }, info) => {
  if (info.status === 'passed') recordCheck('reduced-motion', info.title)
})

const motion = (page: Page) =>
  page.evaluate(
    `(() => { const __name = (f) => f; return (${findMotion.toString()})(${JSON.stringify(STILL_PROPERTIES)}) })()`,
  ) as Promise<string[]>

/** Holds the answers of this endpoint until the returned function is called. */
async function hold(page: Page, url: string, body: unknown): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.fulfill({ status: 200, json: body })
  })
  return release
}

test('every template, its expertise menu open under the pointer, moves nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const found: string[] = []
  for (const path of Object.values(TEMPLATES)) {
    await page.goto(path)
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Expertises', exact: true })
      .hover()
    found.push(...(await motion(page)).map((m) => `${path}: ${m}`))
  }
  expect(found).toEqual([])
})

test("the chat's typing dots fade instead of bouncing; with motion allowed they bounce", async ({ page }) => {
  const answer = await hold(page, '**/functions/v1/chat-with-ai', { response: 'Bonjour.' })
  await page.goto('/')
  await page.getByRole('button', { name: "Ouvrir l'assistant" }).click()
  const panel = page.getByRole('dialog', { name: 'Assistant Qualixa' })
  await panel.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour')
  await panel.getByRole('textbox', { name: 'Votre message' }).press('Enter')
  await expect(panel.getByText("L'assistant rédige une réponse…")).toBeVisible()
  expect(await motion(page)).toEqual([])
  // The check sees motion where there is some: the same dots for a visitor who did not ask.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect((await motion(page)).filter((m) => m.includes('animates bounce')).length).toBe(3)
  answer()
  await expect(panel.getByText('Bonjour.')).toBeVisible()
})

test("the contact form's spinner fades instead of turning", async ({ page }) => {
  const answer = await hold(page, '**/f/contact', { ok: true })
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Formulaire de contact' })
  await form.getByRole('textbox', { name: 'Nom complet' }).fill('Jeanne Martin')
  await form.getByRole('textbox', { name: 'E-mail professionnel' }).fill('jeanne@example.org')
  await form.getByRole('combobox', { name: 'Sujet' }).selectOption({ index: 1 })
  await form.getByRole('textbox', { name: 'Votre message' }).fill('Nous voulons un audit de nos tests.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled()
  expect(await motion(page)).toEqual([])
  answer()
  await expect(page.getByRole('status').filter({ hasText: 'Message envoyé avec succès !' })).toBeVisible()
})
