import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js'
import { isWithheldFromManifest } from '../process/credentials.js'

const VAR_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g

/** Variable names whose values are treated as secrets when a manifest expands them. */
const SECRET_NAME = /TOKEN|SECRET|PASSW|API_?KEY|PRIVATE|CREDENTIAL|AUTH|COOKIE/i
/** Headers that carry credentials whatever their value's variable is called. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|x-api-key)$/i
const AUTH_SCHEME = /^(Bearer|Basic|Token)\s+/i
const MIN_SECRET_LENGTH = 4

/**
 * Values the manifest pulled in from the caller's environment by `${VAR}` whose name says
 * they are secret. Diagnostics (stderr tails, error text) and collected tool text have them
 * replaced by `***` before anything is printed, commented or written to the lock file.
 */
export class Secrets {
  private readonly values = new Set<string>()

  add(value: string): void {
    if (value.length >= MIN_SECRET_LENGTH) this.values.add(value)
  }

  /** `text` with every known secret value replaced by `***`. */
  redact(text: string): string {
    let out = text
    for (const value of this.values) out = out.replaceAll(value, '***')
    return out
  }

  /** A deep copy of a JSON value with secrets redacted in every string (keys included). */
  redactDeep<T>(value: T): { value: T; changed: boolean } {
    if (this.values.size === 0) return { value, changed: false }
    let changed = false
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') {
        const r = this.redact(v)
        if (r !== v) changed = true
        return r
      }
      if (Array.isArray(v)) return v.map(walk)
      if (v !== null && typeof v === 'object') {
        return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [walk(k) as string, walk(x)]))
      }
      return v
    }
    const out = walk(value) as T
    return { value: changed ? out : value, changed }
  }
}

/**
 * Expands `${VAR}` references from the caller's environment. Only explicit references are
 * read: nothing of the caller's environment reaches a server unless the manifest names it.
 */
export function expandVars(value: string, callerEnv: NodeJS.ProcessEnv, where: string, warn: (message: string) => void, secrets: Secrets): string {
  return value.replace(VAR_REF, (_, name: string) => {
    if (isWithheldFromManifest(name)) {
      warn(`${where}: \${${name}} is never read from the environment (GITHUB_TOKEN, ACTIONS_*, INPUT_* and RUNNER_* are withheld from the manifest); using an empty string`)
      return ''
    }
    const v = callerEnv[name]
    if (v === undefined) {
      warn(`${where}: \${${name}} is not set in the environment; using an empty string`)
      return ''
    }
    if (SECRET_NAME.test(name)) secrets.add(v)
    return v
  })
}

/** Every value of `values` expanded; `what` names them in warnings (`env KEY`, `header KEY`). */
function expandEach(
  values: Record<string, string>,
  what: string,
  callerEnv: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  secrets: Secrets
): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, expandVars(value, callerEnv, `${what} ${key}`, warn, secrets)]))
}

/**
 * The environment a server under test gets: the SDK's safe defaults (PATH, HOME, USER, SHELL,
 * TERM, LOGNAME) plus what the manifest names. The caller's GITHUB_TOKEN, INPUT_*, ACTIONS_*
 * and GITHUB_* never pass unless the manifest's `env` names them.
 */
export function serverEnvironment(
  manifestEnv: Record<string, string>,
  callerEnv: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  secrets: Secrets
): Record<string, string> {
  return { ...getDefaultEnvironment(), ...expandEach(manifestEnv, 'env', callerEnv, warn, secrets) }
}

/** HTTP `headers` with the same `${VAR}` expansion as `env`. */
export function expandHeaders(
  headers: Record<string, string>,
  callerEnv: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  secrets: Secrets
): Record<string, string> {
  const out = expandEach(headers, 'header', callerEnv, warn, secrets)
  // A header value is secret when its name says so, whatever the variable is called.
  for (const [key, value] of Object.entries(out)) {
    if (SECRET_HEADER.test(key) || SECRET_NAME.test(key)) secrets.add(value.replace(AUTH_SCHEME, ''))
  }
  return out
}
