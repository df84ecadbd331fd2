import type { ServerListing } from '../catalog/types.js'
import { lockDrift, type DriftItem } from './drift.js'
import { LockError, readLock } from './lock.js'

export { describeDrift, lockDrift, type DriftItem } from './drift.js'
export { LockError, lockFromListings, lockToListings, parseLock, readLock, serializeLock, writeLock, type LockFile } from './lock.js'

/** The lock file compared with what the servers list now. */
export interface LockStatus {
  path: string
  /** Empty when the lock is up to date. */
  drift: DriftItem[]
  /** The lock exists but cannot be used (not JSON, wrong version, …); drift is then empty. */
  error?: string
}

/**
 * The pipeline's lock hook: undefined when there is no lock file. Never throws: a stale or
 * broken lock is a warning for `check`, not a failure.
 */
export async function checkLock(path: string, listings: readonly ServerListing[]): Promise<LockStatus | undefined> {
  try {
    const lock = await readLock(path)
    return { path, drift: lockDrift(lock, listings) }
  } catch (err) {
    if (err instanceof LockError && err.notFound) return undefined
    return { path, drift: [], error: (err as Error).message }
  }
}
