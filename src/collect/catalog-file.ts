import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { RawTool, ServerListing } from '../catalog/types.js'
import { CollectError } from './errors.js'

/** A stored `tools/list` result: `{tools: [...], instructions?}` (extra keys are ignored). */
export async function loadCatalogFile(server: string, file: string, baseDir: string): Promise<ServerListing> {
  let text: string
  try {
    text = await readFile(resolve(baseDir, file), 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw new CollectError(server, code === 'ENOENT' ? `catalog file not found: ${file}` : `cannot read catalog file ${file}: ${(err as Error).message}`)
  }
  return parseCatalogFile(server, file, text)
}

/** The listing in a stored catalog file's text; `file` only names it in errors. */
export function parseCatalogFile(server: string, file: string, text: string): ServerListing {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    throw new CollectError(server, `catalog file ${file} is not valid JSON: ${(err as Error).message}`)
  }
  const tools = (data as { tools?: unknown })?.tools
  if (!Array.isArray(tools)) throw new CollectError(server, `catalog file ${file} has no \`tools\` array (expected a stored tools/list result)`)
  const bad = tools.findIndex((t) => typeof (t as RawTool | null)?.name !== 'string')
  if (bad !== -1) throw new CollectError(server, `catalog file ${file}: tools[${bad}] has no string \`name\``)
  const instructions = (data as { instructions?: unknown }).instructions
  return {
    name: server,
    source: 'catalog',
    tools: tools as RawTool[],
    pages: 1,
    ...(typeof instructions === 'string' ? { instructions } : {})
  }
}
