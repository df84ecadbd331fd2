import type { LintRule } from '../types.js'
import { neighbourCopies } from '../neighbour-copies.js'

export const duplicateNeighbour: LintRule = {
  id: 'duplicate-neighbour',
  defaultSeverity: 'warning',
  summary: 'A server of yours repeats a bundled neighbour: most of the neighbour\'s tools are identical copies of yours.',
  doc:
    'When more than half of a bundled neighbour\'s tools have an identical copy (the same name, description and input schema) ' +
    'in one of your servers, your server is that neighbour again: a fork under another name, or the published server itself. ' +
    'A user runs one or the other, not both, so every copied tool would tie with its copy, lose to it, or collide with its ' +
    'name. Lint reports the pair once, and the per-tool rules (self-findability, neighbour-wins-own-name, ' +
    'prerequisite-pollution, ai-sdk-name-collision) set the copies aside; tools that differ from the neighbour\'s keep their findings. Leave the ' +
    'neighbour out of `neighbours`, or give your server its name (`popular` then leaves it out).',
  check(ctx, report) {
    for (const pair of neighbourCopies(ctx).pairs) {
      const how = pair.copies === pair.neighbourTools ? `all ${pair.copies} tools` : `${pair.copies} of the ${pair.neighbourTools} tools`
      report({
        server: pair.server,
        message:
          `\`${pair.server}\` repeats the bundled neighbour \`${pair.neighbour}\`: ${how} of \`${pair.neighbour}\` are in it with the same name, description and input schema, and a user runs one or the other. ` +
          `Leave \`${pair.neighbour}\` out of \`neighbours\`, or name your server \`${pair.neighbour}\` (\`popular\` then leaves it out). ` +
          'Your tools\' findings leave those copies out.'
      })
    }
  }
}
