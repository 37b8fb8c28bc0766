import { Button } from '../../ui/Button.tsx'
import { Bookmark, Heart } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ShareSlot } from '../slots/ShareSlot.tsx'

/**
 * Like and save buttons, then the share island. Like and save do nothing (the spec's honest no-ops:
 * nothing is recorded), so they are plain buttons with no state.
 */
export function ArticleActions({ title }: { title: string }) {
  const { t } = useTranslation('blog')
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Button variant="outline" size="sm" aria-label={t('article.likeLabel')}>
            <Heart />
            {t('article.like')}
          </Button>
        </li>
        <li>
          <Button variant="outline" size="sm" aria-label={t('article.saveLabel')}>
            <Bookmark />
            {t('article.save')}
          </Button>
        </li>
      </ul>
      <ShareSlot title={title} />
    </div>
  )
}
