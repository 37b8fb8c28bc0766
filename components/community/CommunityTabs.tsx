import { useTranslation } from '../../ui/useTranslation.ts'
import { BlogPanel } from './BlogPanel.tsx'
import { SlackPanel } from './SlackPanel.tsx'

const TAB =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md px-5 font-semibold text-muted transition-colors hover:text-ink'
/** The selected tab: raised in white; in a contrast theme (no backgrounds, no shadows), in its selection colours. */
const CHECKED = {
  blog: 'forced-colors:peer-checked/blog:bg-[Highlight] forced-colors:peer-checked/blog:text-[HighlightText] peer-checked/blog:bg-white peer-checked/blog:text-brand-800 peer-checked/blog:shadow-sm peer-focus-visible/blog:outline-3 peer-focus-visible/blog:outline-offset-2 peer-focus-visible/blog:outline-brand-500',
  slack:
    'forced-colors:peer-checked/slack:bg-[Highlight] forced-colors:peer-checked/slack:text-[HighlightText] peer-checked/slack:bg-white peer-checked/slack:text-brand-800 peer-checked/slack:shadow-sm peer-focus-visible/slack:outline-3 peer-focus-visible/slack:outline-offset-2 peer-focus-visible/slack:outline-brand-500',
} as const

/**
 * Blog / Slack tabs that work without JavaScript: a native radio group styled as tabs (arrow keys switch
 * natively), and CSS :has() shows the panel of the checked radio. Slack is the default tab.
 */
export function CommunityTabs() {
  const { t } = useTranslation('community')
  return (
    <div className="[&:has(#tab-blog:checked)_.panel-slack]:hidden [&:has(#tab-slack:checked)_.panel-blog]:hidden">
      <fieldset className="flex justify-center">
        <legend className="sr-only">{t('tabs.legend')}</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <input type="radio" id="tab-blog" name="community-tab" value="blog" className="peer/blog sr-only" />
          <label htmlFor="tab-blog" className={`${TAB} ${CHECKED.blog}`}>
            {t('tabs.blog')}
          </label>
          <input
            type="radio"
            id="tab-slack"
            name="community-tab"
            value="slack"
            defaultChecked
            className="peer/slack sr-only"
          />
          <label htmlFor="tab-slack" className={`${TAB} ${CHECKED.slack}`}>
            {t('tabs.slack')}
          </label>
        </div>
      </fieldset>
      <div className="panel-blog mt-10">
        <BlogPanel />
      </div>
      <div className="panel-slack mt-10">
        <SlackPanel />
      </div>
    </div>
  )
}
