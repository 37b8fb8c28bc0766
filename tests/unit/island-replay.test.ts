// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { announceFields, replayActions, snapshotFields, trackFields } from '../../islands/replay.ts'

// What an island's fields tell React once it has hydrated (islands/hydrate.tsx: snapshot, track while
// React hydrates, announce at the commit). React itself is not here: its onChange is played by the
// `change` events the announcement fires.

beforeEach(() => {
  document.body.innerHTML = `
    <div id="island">
      <input type="checkbox" name="marketing">
      <input type="email" name="email">
      <textarea name="message"></textarea>
    </div>`
})

const root = () => document.getElementById('island') as HTMLElement
const field = <T extends HTMLElement>(name: string) => root().querySelector(`[name="${name}"]`) as T
const changes = () => {
  const seen: string[] = []
  root().addEventListener('change', (e) => seen.push((e.target as HTMLInputElement).name))
  return seen
}

describe('the fields handed to React at the commit', () => {
  it('a switch the visitor turned on while React hydrated stays on, and React is told', () => {
    const snapshot = snapshotFields(root())
    const stop = trackFields(root(), snapshot)
    field<HTMLInputElement>('marketing').click()
    stop()
    const seen = changes()
    announceFields(snapshot)
    expect(field<HTMLInputElement>('marketing').checked).toBe(true)
    expect(seen).toContain('marketing')
  })

  it("a switch the page's own script set back after the visitor's tap keeps the script's state", () => {
    // The consent dialog: the visitor turns Marketing on, cancels, and opens it again, which loads the
    // stored choice (Marketing off) into the switches without an event, all while React hydrates.
    const snapshot = snapshotFields(root())
    const stop = trackFields(root(), snapshot)
    field<HTMLInputElement>('marketing').click()
    field<HTMLInputElement>('marketing').checked = false
    stop()
    announceFields(snapshot)
    expect(field<HTMLInputElement>('marketing').checked).toBe(false)
  })

  it('text typed before and during hydration is kept in an input and in a textarea reset by hydration', () => {
    field<HTMLInputElement>('email').value = 'ada@example.com'
    const snapshot = snapshotFields(root())
    const stop = trackFields(root(), snapshot)
    const message = field<HTMLTextAreaElement>('message')
    message.value = 'Bonjour'
    message.dispatchEvent(new Event('input', { bubbles: true }))
    message.value = '' // what hydration does to a controlled textarea
    stop()
    announceFields(snapshot)
    expect(field<HTMLInputElement>('email').value).toBe('ada@example.com')
    expect(message.value).toBe('Bonjour')
  })
})

describe('what was held, replayed once the island has hydrated', () => {
  let submitted = 0
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="island">
        <form data-self-validating><input name="name" required><button>Send</button></form>
        <form id="search"><input name="q" required></form>
      </div>`
    submitted = 0
    root().addEventListener('submit', (event) => {
      event.preventDefault()
      submitted += 1
    })
  })
  const selfValidating = () => root().querySelector('form[data-self-validating]') as HTMLFormElement

  it("a self-validating form answers with its own errors from then on, before React's next render", async () => {
    // React renders the form noValidate only on its render after hydration: a submission before that
    // would stop at the browser's bubble, and the visitor would see no error (seen on a busy machine).
    await replayActions(root(), { clicks: [] })
    expect(selfValidating().noValidate).toBe(true)
    expect((document.getElementById('search') as HTMLFormElement).noValidate).toBe(false)
    expect(submitted).toBe(0)
  })

  it('a held click on Send is replayed once, with the form validating itself', async () => {
    await replayActions(root(), { clicks: [root().querySelector('button') as HTMLButtonElement] })
    expect(selfValidating().noValidate).toBe(true)
    expect(submitted).toBe(1)
  })

  it('without a held click still on the page, a held submission is sent again', async () => {
    await replayActions(root(), { clicks: [document.createElement('button')], submit: selfValidating() })
    expect(submitted).toBe(1)
  })
})
