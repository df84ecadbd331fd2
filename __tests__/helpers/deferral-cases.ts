import type { RawTool } from '../../src/catalog/types.js'

/** The measured deferral cases (fixtures/engines/deferral.json): a server's tools, its measured total and the client's verdicts. */
export interface DeferralRun {
  mode: 'print' | 'interactive'
  model: string
  servers?: string[]
  total: number
  threshold: number
  verdict: 'deferred' | 'not deferred'
}
export interface DeferralCase {
  id: string
  server: { name: string }
  tools: RawTool[]
  mcpChars?: number
  status?: 'estimate'
  runs?: DeferralRun[]
  variants?: Array<{ serverConfig: string; mcpChars: number }>
}

