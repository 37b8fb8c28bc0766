import { Island } from '../../islands/Island.tsx'
import { config } from '../../renderer/config.ts'
import { usePage } from '../../renderer/PageContext.tsx'
import { absoluteUrl } from '../../renderer/urls.ts'

/** The article share buttons island; `title` is the article title. */
export function ShareSlot({ title }: { title: string }) {
  const page = usePage()
  return <Island name="Share" props={{ title, url: absoluteUrl(config().siteUrl, page.canonical) }} />
}
