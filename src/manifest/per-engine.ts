/**
 * A manifest value (`rank`, `known_failure`, `max_results`) given once for every engine, or
 * per engine. A mapping's keys are resolved when the manifest loads: a family name
 * (`claude-code`, `codex`, `ai-sdk`) sets every engine of that family, an engine id
 * (`claude-code@2.0`, `claude-code@2.1.230`) only that engine, and wins over its family.
 */
export type PerEngine<T> = { all: T } | { engines: Readonly<Record<string, T>>; families: Readonly<Record<string, T>> }

/** What a value is looked up by: an engine's id and family. */
export interface EngineName {
  id: string
  family: string
}

/** Which entry of `value` applies to `engine`: `*` for a value for every engine, else the id or family key; undefined when none does. */
export function entryFor<T>(value: PerEngine<T> | undefined, engine: EngineName): string | undefined {
  if (value === undefined) return undefined
  if ('all' in value) return '*'
  if (Object.hasOwn(value.engines, engine.id)) return engine.id
  if (Object.hasOwn(value.families, engine.family)) return engine.family
  return undefined
}

/** The value for one engine, or undefined when the mapping leaves it out. */
export function forEngine<T>(value: PerEngine<T> | undefined, engine: EngineName): T | undefined {
  if (value === undefined) return undefined
  if ('all' in value) return value.all
  if (Object.hasOwn(value.engines, engine.id)) return value.engines[engine.id]
  return Object.hasOwn(value.families, engine.family) ? value.families[engine.family] : undefined
}

/** The engine ids a mapping names by id; undefined for a value given for every engine. */
export function enginesOf<T>(value: PerEngine<T> | undefined): string[] | undefined {
  return value !== undefined && 'engines' in value ? Object.keys(value.engines) : undefined
}
