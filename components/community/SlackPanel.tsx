import { company } from '../../content/index.ts'
import { Check, MessageCircle } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { JoinCommunitySlot } from '../slots/JoinCommunitySlot.tsx'
import { SlackBenefits } from './SlackBenefits.tsx'

/** The Slack tab: description, benefits, the join button (island) and the free / instant-invitation note. */
export function SlackPanel() {
  const { t } = useTranslation('community')
  return (
    <section aria-labelledby="community-slack-title" className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      <div className="min-w-0">
        <h2 id="community-slack-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('slack.title')}
        </h2>
        <p className="mt-4 text-lg text-muted">{t('slack.description', { brand: company.brand })}</p>
        <h3 className="mt-10 text-xl font-bold text-ink">{t('slack.benefitsTitle')}</h3>
        <SlackBenefits />
      </div>
      <div className="self-start rounded-card bg-brand-900 p-6 text-white shadow-card sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-white/10 text-2xl text-accent-400">
          <MessageCircle />
        </span>
        <h3 id="community-join-title" className="mt-4 text-2xl font-bold">
          {t('slack.joinTitle')}
        </h3>
        <div className="mt-6">
          <JoinCommunitySlot />
        </div>
        <p className="mt-4 flex items-center gap-2 text-slate-200">
          <Check className="text-accent-400" />
          {t('slack.note')}
        </p>
      </div>
    </section>
  )
}
