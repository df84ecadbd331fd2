import { readdirSync, readFileSync } from 'node:fs'

/** Pids of live processes whose command line contains `needle`, read from /proc. */
export function processesMatching(needle: string): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ')
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0]
      if (cmdline.includes(needle) && state !== 'Z' && Number(entry) !== process.pid) pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}
