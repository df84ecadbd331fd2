// Loaded with --require by `npm run bench` in each process it times: at exit, writes the
// process's peak resident set size (KiB, from getrusage) to $BENCH_PEAK_RSS_FILE.
/* global require */
// A CommonJS file: --require loads it without starting the ES module loader in a bare `node -e 0`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { writeFileSync } = require('node:fs')

process.on('exit', () => {
  writeFileSync(process.env.BENCH_PEAK_RSS_FILE, String(process.resourceUsage().maxRSS))
})
