// Writes schema/manifest.schema.json from src/manifest/schema.ts and schema/report.schema.json
// from src/report/schema.ts (the sources compiled as the library build compiles them), and the
// manifest's precompiled validator src/manifest/validate.generated.ts.
import { mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { manifestValidatorSource } from './manifest-validator.mjs'

const out = 'lib/schema-gen'
rmSync(out, { recursive: true, force: true })
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', out, '--declaration', 'false'], { stdio: 'inherit' })
const { manifestSchema } = await import(pathToFileURL(`${out}/manifest/schema.js`).href)
const { reportJsonSchema } = await import(pathToFileURL(`${out}/report/schema.js`).href)
mkdirSync('schema', { recursive: true })
writeFileSync('schema/manifest.schema.json', JSON.stringify(manifestSchema, null, 2) + '\n')
writeFileSync('schema/report.schema.json', JSON.stringify(reportJsonSchema(), null, 2) + '\n')
writeFileSync('src/manifest/validate.generated.ts', manifestValidatorSource(manifestSchema))
rmSync(out, { recursive: true, force: true })
