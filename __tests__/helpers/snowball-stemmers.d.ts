/** Minimal types for snowball-stemmers 0.6.0 (CommonJS, ships none): the tests compare the engine's stemmer (porter2) with it. */
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string
  }
  export function newStemmer(algorithm: string): Stemmer
  export function algorithms(): string[]
}
