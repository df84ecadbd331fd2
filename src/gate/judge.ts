import type { Judge } from '../evaluate/types.js'

/** Judge expectations on the user's own servers alone, or with the manifest's neighbours connected too. */
export const JUDGES: readonly Judge[] = ['alone', 'with-neighbours']

/** `alone` or `with-neighbours`; a bad value throws a message that reads after the option's name. */
export function parseJudge(text: string): Judge {
  const value = text.trim().toLowerCase()
  if (!(JUDGES as readonly string[]).includes(value)) throw new Error(`must be ${JUDGES.join(' or ')}, got \`${text}\``)
  return value as Judge
}
