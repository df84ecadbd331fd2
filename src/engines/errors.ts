/** An engine id that names no engine (or a client version the product cannot rank as). */
export class UnknownEngineError extends Error {}

/** A client version that has no tool search: nothing is deferred, so no ranking applies. */
export class EngineNotApplicableError extends UnknownEngineError {}
