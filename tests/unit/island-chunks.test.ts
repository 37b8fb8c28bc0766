import { describe, expect, it } from 'vitest'
import { islandChunkGroups } from '../../scripts/island-chunks.ts'

/** The chunk a module goes into: the first group of the highest priority that takes it, as Rolldown picks. */
function chunkOf(root: string, id: string): string {
  const groups = islandChunkGroups(root).sort((a, b) => b.priority - a.priority)
  return groups.find((g) => g.test(id))?.name ?? 'its own'
}

// Checkouts whose folder names contain the groups' words: a deployment test builds in a random temp folder.
describe.each(['/tmp/qualixa-deploy-site-0oQ4ui/', '/home/forms/ui/runtime/site/'])(
  'a checkout in %s',
  (root) => {
    it('keeps each island in a chunk of its own', () => {
      for (const island of [
        'islands/share/Share.tsx',
        'islands/chat/Chat.tsx',
        'islands/contact/ContactForm.tsx',
      ])
        expect(chunkOf(root, `${root}${island}`), island).toBe('its own')
    })

    it('groups the project files each shared chunk names, by their path from the root', () => {
      expect(chunkOf(root, `${root}islands/hydrate.tsx`)).toBe('runtime')
      expect(chunkOf(root, `${root}ui/useTranslation.ts`)).toBe('runtime')
      expect(chunkOf(root, `${root}ui/icons.tsx`)).toBe('ui')
      expect(chunkOf(root, `${root}islands/toast/useNotify.ts`)).toBe('ui')
      expect(chunkOf(root, `${root}islands/forms/Field.tsx`)).toBe('forms')
      expect(chunkOf(root, `${root}shared/forms.ts`)).toBe('forms')
      expect(chunkOf(root, `${root}shared/chatHistory.ts`)).toBe('its own')
    })

    it('groups the npm packages wherever node_modules is (a linked one resolves outside the root)', () => {
      for (const modules of [`${root}node_modules/`, '/srv/elsewhere/node_modules/']) {
        expect(chunkOf(root, `${modules}react-dom/cjs/react-dom-client.production.js`)).toBe('runtime')
        expect(chunkOf(root, `${modules}zod/v4/classic/schemas.js`)).toBe('forms')
        expect(chunkOf(root, `${modules}react-hot-toast/dist/index.mjs`)).toBe('ui')
        // A package whose files are named like the project's folders stays out of them.
        expect(chunkOf(root, `${modules}@floating-ui/dom/dist/floating-ui.dom.mjs`)).toBe('its own')
      }
    })
  },
)
