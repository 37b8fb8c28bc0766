import { PROCESSING_COLUMNS } from '../../content/schemas/legalText.ts'
import { DataTable } from './DataTable.tsx'
import { useLegalText } from './useLegalText.ts'

/** Privacy policy: each processing of personal data with its data, legal basis and retention. */
export function ProcessingTable() {
  const { caption, headers, rows } = useLegalText('privacy').table
  return <DataTable caption={caption} columns={PROCESSING_COLUMNS} headers={headers} rows={rows} />
}
