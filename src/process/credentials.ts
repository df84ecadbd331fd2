/**
 * The caller's variables that hold the runner's and the action's credentials: the GitHub
 * token, the action's inputs (its `github-token` among them) and the runner's `ACTIONS_*`
 * runtime tokens. The one list: nothing mcp-tool-rank starts or expands sees them, neither a
 * manifest's `${VAR}` nor a `setup` command.
 */
const CREDENTIAL_VARIABLE = /^(GITHUB_TOKEN$|INPUT_|ACTIONS_)/i

export function isCredentialVariable(name: string): boolean {
  return CREDENTIAL_VARIABLE.test(name)
}

/**
 * What a manifest's `${VAR}` never reads: the credentials, and the runner's RUNNER_*
 * settings (a pull request has no business reading the runner's paths and names either).
 */
export function isWithheldFromManifest(name: string): boolean {
  return isCredentialVariable(name) || /^RUNNER_/i.test(name)
}

/** `env` without the credential variables (and without unset ones). */
export function withoutCredentials(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && !isCredentialVariable(e[0])))
}
