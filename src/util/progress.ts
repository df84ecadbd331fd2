/**
 * How a long step tells the person waiting what it is doing. The CLI draws it on the terminal
 * (or prints plain lines), the action folds each step into a log group; tests pass SILENT.
 */
export interface Progress {
  /** Runs a long step under a title, shown while it runs. */
  step<T>(title: string, run: () => Promise<T>): Promise<T>
  /** One line of information inside the current step. */
  note(message: string): void
  /** How far the current step has come, for one that counts (`340 of 1,000`). */
  advance(done: number, total: number): void
}

export const SILENT: Progress = {
  step: (_title, run) => run(),
  note: () => undefined,
  advance: () => undefined
}
