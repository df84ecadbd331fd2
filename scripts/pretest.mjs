// Tests run the bundled CLI and action: rebuild dist/ first when the sources changed since.
import { spawnSync } from 'node:child_process'
import { bundleIsFresh } from './bundle-stamp.mjs'

if (!bundleIsFresh()) {
  process.stderr.write('pretest: dist/ is not the bundle of the current sources; running `npm run bundle`\n')
  const { status } = spawnSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
