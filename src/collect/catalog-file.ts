import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { RawTool, ServerListing } from '../catalog/types.js'
import { CollectError } from './errors.js'

/** A stored `tools/list` result: `{tools: [...], instructions?}` (extra keys are ignored). */
export async function loadCatalogFile(server: string, file: string, baseDir: string): Promise<ServerListing> {
  const path = resolve(baseDir, file)
  let data: unknown
  try {
    data = JSON.parse(await readFile(path, 'utf8'))
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw new CollectError(server, code === 'ENOENT' ? `catalog file not found: ${file}` : `catalog file ${file} is not valid JSON: ${(err as Error).message}`)
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
