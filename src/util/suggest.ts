import { distance } from 'fastest-levenshtein'

/** The closest candidate within a third of the word's length, for "did you mean" hints. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  const limit = Math.max(2, Math.ceil(word.length / 3))
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return bestDistance <= limit ? best : undefined
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  const hit = nearest(word, candidates)
  return hit ? `, did you mean \`${hit}\`?` : ''
}
