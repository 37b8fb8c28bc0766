// `npm run edit`: the browser editor on this working tree. Brings the JSON Schemas up to date, bundles the
// editor (Decap CMS) into dist/admin/, then serves it at http://127.0.0.1:8081/admin/ (EDIT_PORT to change)
// with decap-server's local back end: what is saved there is written into content/ and locales/, for
// git to show and commit. Stop it with Ctrl-C.
import { bundleEditor } from './editor/bundle.ts'
import { startEditor } from './editor/server.ts'
import { writeSchemas } from './json-schemas/write.ts'

const { changed } = writeSchemas()
if (changed) console.log(`JSON Schemas: ${changed} brought up to date (commit them with your changes).`)
console.log('Bundling the editor…')
await bundleEditor()
const editor = await startEditor({ port: Number(process.env.EDIT_PORT ?? 8081) })
console.log(`Editor: ${editor.url}  (saves into this working tree; Ctrl-C to stop)`)
const stop = () => editor.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
