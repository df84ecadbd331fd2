/** Process exit codes shared by the CLI and the action. */
export const ExitCode = {
  /** Every expectation holds. */
  Ok: 0,
  /** An expectation (or another `fail-on` condition) failed. */
  Failed: 1,
  /** The manifest, a server, or the command line is wrong: nothing was judged. */
  ConfigError: 2,
  /** A bug in mcp-tool-rank itself. */
  InternalError: 3
} as const
