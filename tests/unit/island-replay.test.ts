// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { announceFields, snapshotFields, trackFields } from '../../islands/replay.ts'

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
