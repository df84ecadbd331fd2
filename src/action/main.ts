import * as core from '@actions/core'
import { resolve } from 'node:path'
import { describeFailure } from '../errors.js'
import { DEFAULT_MANIFEST } from '../manifest/load.js'
import { runPipeline } from '../pipeline.js'
import { installSignalHandlers } from '../collect/processes.js'

/** Runs the check for the workflow step: outputs and the verdict. */
export async function run(): Promise<void> {
  installSignalHandlers()
  const workdir = resolve(core.getInput('working-directory') || '.')
  const config = core.getInput('config') || DEFAULT_MANIFEST
  try {
    const result = await runPipeline({ config: resolve(workdir, config), baseDir: workdir, callerEnv: process.env })
    const s = result.evaluation.summary
    core.setOutput('passed', s.passed)
    core.setOutput('failed', s.failed)
    core.setOutput('regressions', 0)
    if (s.failed > 0) core.setFailed(`${s.failed} of ${s.queries} queries failed`)
  } catch (err) {
    const failure = describeFailure(err)
    core.setFailed(failure.lines.join('\n'))
  }
}
