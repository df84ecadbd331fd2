#!/usr/bin/env node
/**
 * Writes the README's inputs and outputs tables from action.yml, between the markers
 * `<!-- action-inputs -->` … `<!-- /action-inputs -->` and `<!-- action-outputs -->` …
 * `<!-- /action-outputs -->`, so the two cannot drift. action.yml is the source: edit a
 * description there, then run this.
 *
 *   node scripts/action-docs.mjs           rewrite the tables in README.md
 *   node scripts/action-docs.mjs --check   exit 1 when README.md's tables differ from action.yml
 *   --action FILE, --readme FILE           other files (tests use copies)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'

const { values } = parseArgs({
  options: {
    check: { type: 'boolean' },
    action: { type: 'string', default: 'action.yml' },
    readme: { type: 'string', default: 'README.md' }
  }
})

/** A table cell: one line, pipes escaped (GitHub's tables split on every unescaped `|`). */
function cell(text) {
  return String(text).replace(/\s*\n\s*/g, ' ').trim().replace(/\|/g, '\\|')
}

/** A value as inline code, with a fence long enough for backticks inside it. */
function code(text) {
  const longest = Math.max(0, ...(String(text).match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = longest > 0 ? ' ' : ''
  return cell(`${fence}${pad}${text}${pad}${fence}`)
}

function inputsTable(inputs) {
  const rows = Object.entries(inputs ?? {}).map(([name, input]) => {
    const fallback = input.default === undefined || input.default === '' ? '' : code(input.default)
    const required = input.required === true ? 'required' : ''
    const defaultCell = [required, fallback].filter(Boolean).join(', ')
    return `| ${code(name)} | ${defaultCell} | ${cell(input.description ?? '')} |`
  })
  return ['| input | default | what it does |', '|---|---|---|', ...rows].join('\n')
}

function outputsTable(outputs) {
  const rows = Object.entries(outputs ?? {}).map(([name, output]) => `| ${code(name)} | ${cell(output.description ?? '')} |`)
  return ['| output | what it holds |', '|---|---|', ...rows].join('\n')
}

/** Replaces what sits between `<!-- name -->` and `<!-- /name -->`; both must be present once. */
function replaceBetween(text, name, body, file) {
  const open = `<!-- ${name} -->`
  const close = `<!-- /${name} -->`
  const start = text.indexOf(open)
  const end = text.indexOf(close)
  if (start < 0 || end < start || text.indexOf(open, start + 1) >= 0) {
    throw new Error(`${file}: needs one \`${open}\` followed by one \`${close}\``)
  }
  // Blank lines around the table, so that the comments never read as rows of it.
  return text.slice(0, start + open.length) + '\n\n' + body + '\n\n' + text.slice(end)
}

try {
  const action = parse(readFileSync(values.action, 'utf8'))
  const readme = readFileSync(values.readme, 'utf8')
  let next = replaceBetween(readme, 'action-inputs', inputsTable(action.inputs), values.readme)
  next = replaceBetween(next, 'action-outputs', outputsTable(action.outputs), values.readme)
  if (values.check) {
    if (next !== readme) {
      console.error(`${values.readme}: the inputs or outputs tables differ from ${values.action}: run \`node scripts/action-docs.mjs\``)
      process.exit(1)
    }
  } else if (next !== readme) {
    writeFileSync(values.readme, next)
    console.log(`wrote the inputs and outputs tables of ${values.readme} from ${values.action}`)
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(2)
}
