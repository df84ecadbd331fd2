/** ESM jest over TypeScript: @actions/* are ESM-only, so tests run as native modules. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: ['TS151001'] } }]
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // A guard against a hang, not a speed limit: a suite's start-up (servers, CLI runs, git)
  // takes several times longer while other suites load the machine, and a test that fails for
  // that fails a good submission. Speed is `npm run bench`'s to measure.
  testTimeout: 300000,
  // Four workers on a 2-core machine: many suites mostly wait (on servers they start, on git,
  // on timeouts they provoke), so more workers fill that time (measured, warm cache: two
  // workers 141 s, three 111 s, four 103 s).
  maxWorkers: 4,
  // A worker's process ends within a second once its tests are done (its event loop is empty
  // at once; the rest is tearing down its heap), but on a busy machine that takes longer than
  // jest's default 500 ms and jest reports a leak that is not there. A real leak still shows:
  // a worker held open by a handle never exits and is reported after this.
  workerGracefulExitTimeout: 5000
}
