import type { ComponentType, SVGProps } from 'react'
import { Award, Briefcase, Calendar, FileText, Sparkles, Users } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

type BenefitKey = 'peers' | 'watch' | 'experts' | 'events' | 'jobs' | 'resources'

const BENEFITS: readonly { key: BenefitKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'peers', Icon: Users },
  { key: 'watch', Icon: Sparkles },
  { key: 'experts', Icon: Award },
  { key: 'events', Icon: Calendar },
  { key: 'jobs', Icon: Briefcase },
  { key: 'resources', Icon: FileText },
]

/** What members get from the Slack workspace. */
export function SlackBenefits() {
  const { t } = useTranslation('community')
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {BENEFITS.map(({ key, Icon }) => (
        <li key={key} className="flex min-w-0 gap-4 rounded-card border border-line bg-white p-5">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg text-brand-700">
            <Icon />
          </span>
          <div className="min-w-0">
            <h4 className="font-bold text-ink">{t(`slack.benefits.${key}.title`)}</h4>
            <p className="mt-1 break-words text-muted">{t(`slack.benefits.${key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
