import { CollectError } from './collect/errors.js'
import { CollectErrors } from './collect/collect.js'
import { UnknownEngineError } from './engines/registry.js'
import { issueLine, ManifestError, ManifestNotFoundError } from './manifest/errors.js'
import { LockError } from './lock/lock.js'
import { ExitCode } from './exit-codes.js'
import { fileErrorText } from './util/file-error.js'

/** A user-facing error: the lines to print and the exit code. Unknown errors are bugs. */
export function describeFailure(err: unknown): { lines: string[]; exitCode: number; internal: boolean } {
  if (err instanceof ManifestError) return { lines: err.issues.map(issueLine), exitCode: ExitCode.ConfigError, internal: false }
  if (err instanceof CollectErrors) return { lines: err.errors.map((e) => e.describe()), exitCode: ExitCode.ConfigError, internal: false }
  if (err instanceof CollectError) return { lines: [err.describe()], exitCode: ExitCode.ConfigError, internal: false }
  if (err instanceof UnknownEngineError || err instanceof UsageError || err instanceof LockError || err instanceof ManifestNotFoundError) return { lines: [err.message], exitCode: ExitCode.ConfigError, internal: false }
  const message = err instanceof Error ? err.message : String(err)
  return { lines: [`internal error: ${message}`], exitCode: ExitCode.InternalError, internal: true }
}

/** A command-line mistake. */
export class UsageError extends Error {}

/** A file the user named that cannot be written: why, in words, and what to do. */
export function cannotWrite(file: string, err: unknown): UsageError {
  return new UsageError(`cannot write ${file}: ${fileErrorText(err)}; give a path that can be written`)
}
