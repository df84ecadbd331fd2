import module from 'node:module'

/**
 * Turns on V8's compile cache (Node.js 22.1 and later): the code a start compiles is kept on
 * disk (under the system's temporary folder, or NODE_COMPILE_CACHE), so later starts skip
 * compiling it. Node.js 20 has no such call, and runs as before. Call it before importing what
 * the process runs: only modules loaded after it are cached.
 */
export function enableCompileCache(): void {
  // Not in @types/node 20, the oldest runtime package.json `engines` names.
  const withCache = module as { enableCompileCache?: () => unknown }
  withCache.enableCompileCache?.()
}
