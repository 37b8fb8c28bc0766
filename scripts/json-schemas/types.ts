/** A generated JSON Schema: its file, the files it describes (editor globs from the root), its content. */
export interface SchemaFile {
  path: string
  fileMatch: string[]
  schema: Record<string, unknown>
}
