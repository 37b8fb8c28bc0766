import { AccessibilityResults } from '../../components/legal/AccessibilityResults.tsx'
import { LegalPage } from '../../components/legal/LegalPage.tsx'
import { useLegalText } from '../../components/legal/useLegalText.ts'

/** Accessibility statement (RGAA's model): what the tests measured (content/accessibility.json), then its sections. */
export default function Page() {
  const { results } = useLegalText('accessibility')
  return (
    <LegalPage
      doc="accessibility"
      leading={[{ id: 'results', title: results.title, content: <AccessibilityResults /> }]}
    />
  )
}
