import type { Judge } from '../evaluate/types.js'
import { DEFAULT_FAIL_ON, FAIL_ON, type FailOn } from './verdict.js'

/** The view words of `fail-on`: judge expectations on the user's own servers alone, or with the manifest's neighbours connected too. */
const VIEWS: readonly Judge[] = ['alone', 'with-neighbours']

const isView = (item: string): item is Judge => (VIEWS as readonly string[]).includes(item)

/** What a `fail-on` list says: the classes that fail the check and, when it names one, the view they are judged in. */
export interface FailOnChoice {
  failOn: FailOn[]
  judge?: Judge
}

/**
 * A `fail-on` value as the CLI's `--fail-on` and the action's input give it, such as
 * `missing,regression,alone` (items split by commas or lines). Unset or blank is the default
 * (missing, regression) on both; `none` turns the gate off, and a view word with no class
 * (`alone`) judges the default classes in that view: a required check must not go quiet because
 * only the view was named. A bad value throws a message that reads after the option's name:
 * "takes a comma list of …".
 */
export function failOnChoice(text: string | undefined): FailOnChoice {
  const items = (text ?? '')
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
  const views = items.filter(isView)
  if (views.length > 1) throw new Error(`takes one view, \`alone\` or \`with-neighbours\`; got ${views.map((v) => `\`${v}\``).join(' and ')}`)
  const judge = views.length ? { judge: views[0]! } : {}
  const classes = items.filter((i) => !isView(i))
  if (classes.length === 0) return { failOn: [...DEFAULT_FAIL_ON], ...judge }
  if (classes.length === 1 && classes[0] === 'none') return { failOn: [], ...judge }
  const bad = classes.filter((i) => !(FAIL_ON as readonly string[]).includes(i))
  if (bad.length) throw new Error(`takes a comma list of ${FAIL_ON.join(', ')} or none, and with neighbours alone or with-neighbours; unknown value ${bad.map((b) => `\`${b}\``).join(', ')}`)
  return { failOn: classes as FailOn[], ...judge }
}
