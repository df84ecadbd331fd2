/** ESM jest over TypeScript: @actions/* are ESM-only, so tests run as native modules. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: ['TS151001'] } }]
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 2
}
