import { useTranslation } from '../../ui/useTranslation.ts'
import { DataTable } from './DataTable.tsx'

const COLUMNS = ['purpose', 'data', 'basis', 'retention'] as const
const ROWS = ['contact', 'community', 'newsletter', 'chat', 'security'] as const

/** Privacy policy: each processing of personal data with its data, legal basis and retention. */
export function ProcessingTable() {
  const { t } = useTranslation('legal')
  return (
    <DataTable
      caption={t('privacy.table.caption')}
      columns={COLUMNS}
      rows={ROWS}
      header={(column) => t(`privacy.table.headers.${column}`)}
      cell={(row, column) => t(`privacy.table.rows.${row}.${column}`)}
    />
  )
}
