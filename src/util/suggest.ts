/** Levenshtein distance, small inputs only (keys, tool names). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]
}

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
