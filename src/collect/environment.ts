import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js'

/**
 * The environment a server under test gets: the SDK's safe defaults (PATH, HOME, …) plus
 * what the manifest names. `${VAR}` expands from the caller's environment, so a secret reaches
 * the server only when the manifest asks for it by name.
 */
export function serverEnvironment(
  manifestEnv: Record<string, string>,
  callerEnv: NodeJS.ProcessEnv,
  warn: (message: string) => void = () => {}
): Record<string, string> {
  const env: Record<string, string> = { ...getDefaultEnvironment() }
  for (const [key, value] of Object.entries(manifestEnv)) {
    env[key] = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
      const v = callerEnv[name]
      if (v === undefined) warn(`env ${key}: \${${name}} is not set in the environment; using an empty string`)
      return v ?? ''
    })
  }
  return env
}
