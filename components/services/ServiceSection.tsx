import type { ServiceSection as Content } from '../../content/servicePage.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { CardGrid } from './CardGrid.tsx'
import { CoverageBars } from './CoverageBars.tsx'
import { FigureBand } from './FigureBand.tsx'
import { formatPercent } from './format.ts'
import { SERVICE_ICONS } from './icons.tsx'
import { ProcessSteps } from './ProcessSteps.tsx'
import { ToolsGrid } from './ToolsGrid.tsx'
import { TunisOffice } from './TunisOffice.tsx'

/** One section of a service page, drawn as its type in content/services.json says. */
export function ServiceSection({ section }: { section: Content }) {
  const lang = useLang()
  switch (section.type) {
    case 'figures':
      return (
        <FigureBand id={section.id} title={section.title} intro={section.intro} figures={section.items} />
      )
    case 'office':
      return <TunisOffice section={section} />
  }
  const { id, tone, title, intro } = section
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      {section.type === 'cards' && (
        <CardGrid
          columns={section.columns}
          items={section.items.map(({ icon, ...card }) => {
            const Icon = SERVICE_ICONS[icon]
            return { ...card, icon: <Icon /> }
          })}
        />
      )}
      {section.type === 'steps' && <ProcessSteps steps={section.items} />}
      {section.type === 'tools' && <ToolsGrid tools={section.items} />}
      {section.type === 'coverage' && (
        <CoverageBars
          items={section.items.map((item) => ({ ...item, value: formatPercent(item.percent, lang) }))}
        />
      )}
    </Section>
  )
}
