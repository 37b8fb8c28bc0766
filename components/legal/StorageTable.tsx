import { STORAGE_COLUMNS } from '../../content/schemas/legalText.ts'
import { DataTable } from './DataTable.tsx'
import { useLegalText } from './useLegalText.ts'

/** Cookie policy: everything the site stores in the browser, why and for how long. */
export function StorageTable() {
  const { caption, headers, rows } = useLegalText('cookies').table
  return <DataTable caption={caption} columns={STORAGE_COLUMNS} headers={headers} rows={rows} />
}
