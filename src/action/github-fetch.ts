/**
 * The fetch every GitHub API request of the action goes through: each request, its answer's
 * body included, is bounded in time, all of them together by one budget, and an answer that
 * says it is JSON but does not parse is an error that says so. Octokit has no timeout of its
 * own, so without this an API that accepts the connection and never answers holds the step
 * until the job's timeout.
 */
import { formatDuration } from '../util/duration.js'

/** Per request; MCP_TOOL_RANK_GITHUB_TIMEOUT (milliseconds) changes it, the budget follows. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000
/** All requests of one step (retries and their waits included) get this many request timeouts. */
const BUDGET_REQUESTS = 6
/** The most an answer may have: a page of 100 comments of 65,536 characters each fits. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024

export interface ApiLimits {
  requestMs: number
  budgetMs: number
}

/** The limits from MCP_TOOL_RANK_GITHUB_TIMEOUT, or the defaults when it is unset or not a positive number. */
export function apiLimits(env: NodeJS.ProcessEnv = process.env): ApiLimits {
  const value = Number(env.MCP_TOOL_RANK_GITHUB_TIMEOUT)
  const requestMs = Number.isFinite(value) && value >= 1 && value <= 600_000 ? Math.round(value) : DEFAULT_REQUEST_TIMEOUT_MS
  return { requestMs, budgetMs: requestMs * BUDGET_REQUESTS }
}

/**
 * A failure not worth retrying (the budget is spent, the answer is not JSON): Octokit passes
 * an error named AbortError through as it is, and plugin-retry retries only its own
 * RequestErrors. Any other error (one request that got no answer) becomes a retriable
 * RequestError with status 500.
 */
class NotRetried extends Error {
  override name = 'AbortError'
}

const NULL_BODY = new Set([101, 103, 204, 205, 304])

async function readCapped(response: Response): Promise<Uint8Array> {
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => {})
      throw new Error(`the answer exceeded ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function where(input: string | URL | Request, init?: RequestInit): string {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
  return `${init?.method ?? 'GET'} ${url.pathname}`
}

export interface BoundedFetch {
  /** For Octokit's `request.fetch`. */
  fetch: typeof fetch
  /** Milliseconds of the budget left. */
  left(): number
}

/** A fetch for Octokit within `limits`, whose budget starts now, over `base` (the runner's proxy-aware fetch). */
export function boundedFetch(limits: ApiLimits, base: typeof fetch = fetch): BoundedFetch {
  const deadline = Date.now() + limits.budgetMs
  const fetchWithin: typeof fetch = async (input, init) => {
    const what = where(input, init)
    const left = deadline - Date.now()
    if (left <= 0) throw new NotRetried(`the GitHub API did not answer within ${formatDuration(limits.budgetMs)} in all; stopped before ${what}`)
    const ms = Math.min(limits.requestMs, left)
    const timeout = AbortSignal.timeout(ms)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    try {
      const response = await base(input, { ...init, signal })
      const body = NULL_BODY.has(response.status) ? null : await readCapped(response)
      if (body && /json/i.test(response.headers.get('content-type') ?? '')) {
        try {
          JSON.parse(Buffer.from(body).toString('utf8'))
        } catch {
          throw new NotRetried(`GitHub answered ${what} (HTTP ${response.status}) with malformed JSON (${body.byteLength} bytes)`)
        }
      }
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } catch (err) {
      if (timeout.aborted) throw new Error(`${what} got no answer within ${formatDuration(ms)}`)
      throw err
    }
  }
  return { fetch: fetchWithin, left: () => deadline - Date.now() }
}
