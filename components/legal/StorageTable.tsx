import { useTranslation } from '../../ui/useTranslation.ts'
import { DataTable } from './DataTable.tsx'

const COLUMNS = ['name', 'storage', 'purpose', 'category', 'duration'] as const
const ROWS = ['language', 'consent', 'chat', 'recaptcha'] as const

/** Cookie policy: everything the site stores in the browser, why and for how long. */
export function StorageTable() {
  const { t } = useTranslation('legal')
  return (
    <DataTable
      caption={t('cookies.table.caption')}
      columns={COLUMNS}
      rows={ROWS}
      header={(column) => t(`cookies.table.headers.${column}`)}
      cell={(row, column) => t(`cookies.table.rows.${row}.${column}`)}
    />
  )
}
