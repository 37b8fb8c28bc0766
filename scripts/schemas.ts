// `npm run schemas`: writes the JSON Schemas of the content and locale files (scripts/json-schemas/) into
// schemas/, and .vscode/settings.json, which points editors at them. Run it after changing a zod schema
// or a French text (tests/unit/json-schemas.test.ts says when they are stale).
import { writeSchemas } from './json-schemas/write.ts'

const { written, changed, removed } = writeSchemas()
console.log(
  `JSON Schemas: ${written - 1} in schemas/ and .vscode/settings.json; ${changed} updated${removed ? `, ${removed} removed` : ''}.`,
)
