// Writes schema/manifest.schema.json from src/manifest/schema.ts (via the TypeScript compiler).
import { mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

const out = 'lib/schema-gen'
rmSync(out, { recursive: true, force: true })
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', 'src/manifest/schema.ts', '--outDir', out, '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--target', 'ES2022'], { stdio: 'inherit' })
const { manifestSchema } = await import(pathToFileURL(`${out}/schema.js`).href)
mkdirSync('schema', { recursive: true })
writeFileSync('schema/manifest.schema.json', JSON.stringify(manifestSchema, null, 2) + '\n')
rmSync(out, { recursive: true, force: true })
