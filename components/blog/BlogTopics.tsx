import { CATEGORIES } from '../../content/schemas/blog.ts'
import { Card } from '../../ui/Card.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { CATEGORY_ICONS } from './categoryIcons.ts'

/** Blog index: the subjects the blog covers, one card per category. */
export function BlogTopics() {
  const { t } = useTranslation('blog')
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category]
        return (
          <li key={category} className="flex">
            <Card className="w-full" title={t(`categories.${category}`)} icon={<Icon />}>
              <p>{t(`index.topics.items.${category}`)}</p>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
