import { CLAUDE_CODE_ENV } from '../engines/deferral/types.js'

/**
 * The manifest's JSON Schema. It is the single source: `schema/manifest.schema.json` is
 * generated from it (`npm run schema`) and a test keeps the two identical.
 */
/**
 * Where the schema is published: the file at the action's major release tag, so the URL
 * resolves once that tag exists and stays put for every release of the major version.
 * The README, `init` and the SchemaStore catalog entry use this same URL (a test checks).
 */
export const SCHEMA_URL = 'https://raw.githubusercontent.com/mcp-tool-rank/mcp-tool-rank/v1/schema/manifest.schema.json'

const stringList = {
  oneOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }
  ]
}

const duration = {
  description: 'A duration: seconds as a number, or a string such as `500ms`, `30s`, `2m`.',
  oneOf: [
    { type: 'number', exclusiveMinimum: 0 },
    { type: 'string', pattern: '^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$' }
  ]
}

const stringMap = { type: 'object', additionalProperties: { type: 'string' } }

const share = { type: 'number', minimum: 0, maximum: 1 }

/**
 * The engine ids and aliases, kept equal to src/engines/registry.ts by a test (the schema
 * stays standalone). In a per-engine mapping a family name (`claude-code`) sets every engine
 * of the family.
 */
export const ENGINE_KEYS = [
  'claude-code@2.0',
  'claude-code@B',
  'claude-code@C',
  'claude-code@D',
  'claude-code@E',
  'claude-code@F',
  'claude-code@G',
  'claude-code@H',
  'claude-code@H1',
  'claude-code@H2',
  'claude-code@H3',
  'claude-code@H4',
  'claude-code@2.1',
  'codex',
  'ai-sdk',
  'spring-ai-regex',
  'server',
  'fastmcp-bm25',
  'fastmcp-regex',
  'claude-code',
  'claude-code@latest'
]

/** `family@client-version`, e.g. `claude-code@2.1.230`: the generation that shipped in that version. */
const ENGINE_VERSION_PATTERN = '^[a-z0-9-]+@\\d+(\\.\\d+){2,}$'

/**
 * A value for every engine, or a mapping from engine id (or alias, or `family@version`) to the
 * value for that engine; engines the mapping leaves out get the default. The ids are listed
 * for editors' completion.
 */
function perEngine(value: object, description: string): object {
  return {
    description: `${description} A mapping from engine id to value sets it per engine.`,
    oneOf: [
      value,
      {
        type: 'object',
        minProperties: 1,
        properties: Object.fromEntries(ENGINE_KEYS.map((id) => [id, value])),
        patternProperties: { [ENGINE_VERSION_PATTERN]: value },
        additionalProperties: false
      }
    ]
  }
}

/** The lint rules' ids, kept equal to src/lint/registry.ts by a test (the schema stays standalone). */
export const LINT_RULE_IDS = [
  'shared-boilerplate',
  'prerequisite-pollution',
  'jargon',
  'docstring-sections',
  'self-findability',
  'neighbour-wins-own-name',
  'duplicate-neighbour',
  'deprecated-outranks-replacement',
  'name-length',
  'name-characters',
  'name-word-separator',
  'server-name-separator',
  'duplicate-name',
  'description-missing',
  'description-cut',
  'paginated-tools-list',
  'contradictory-annotations',
  'uncovered-tool',
  'ai-sdk-name-collision',
  'always-load-not-boolean',
  'always-load-overridden',
  'search-hint-guidance',
  'unread-deferral-key'
]

/**
 * The bundled neighbours, in the order `popular` connects them. Kept equal to
 * neighbours/neighbours.json by a test (the schema stays standalone).
 */
export const NEIGHBOUR_NAMES = [
  'github',
  'gitlab',
  'slack',
  'notion',
  'ms365',
  'playwright',
  'chrome-devtools',
  'filesystem',
  'memory',
  'everything',
  'postgres',
  'mongodb',
  'azure',
  'context7',
  'brave-search',
  'sequential-thinking'
]

const deferral = {
  description: 'The setup your users run each client with, which decides whether it defers your tools at all (docs/engines/deferral.md). Each client\'s default when omitted.',
  type: 'object',
  additionalProperties: false,
  properties: {
    'claude-code': {
      type: 'object',
      additionalProperties: false,
      properties: {
        enable_tool_search: { type: ['string', 'boolean', 'integer'], description: 'ENABLE_TOOL_SEARCH as set: `auto`, `auto:N`, `true`, `false` (default unset: every MCP tool deferred).' },
        model: { type: 'string', minLength: 1, description: 'The model id; its context window sets the `auto` threshold (default claude-opus-5-5).' },
        session: { enum: ['interactive', 'print'], description: 'An interactive session, or `claude -p` (default interactive).' },
        always_load: { type: 'object', additionalProperties: { type: 'boolean' }, description: 'The server-level `alwaysLoad` of your users\' MCP configuration, by server name.' },
        scope: { enum: ['user', 'dynamic'], description: 'Where the servers are configured: user, project or local files (`user`, the default), or `--mcp-config`, plugins and the Agent SDK (`dynamic`).' },
        built_in_chars: { type: 'integer', minimum: 0, description: 'The built-in tools\' characters from your own `--debug` line (`Auto tool search …`), instead of the measured table.' },
        env: {
          type: 'object',
          additionalProperties: false,
          description: 'Other Claude Code variables the decision reads.',
          properties: Object.fromEntries(CLAUDE_CODE_ENV.map((name) => [name, { type: ['string', 'boolean', 'integer'] }]))
        }
      }
    },
    codex: {
      type: 'object',
      additionalProperties: false,
      properties: {
        build: { enum: ['current', 'count'], description: '`current`: Codex 0.147.0 and later, which defer every MCP tool; `count`: older builds, which defer at 100 MCP tools (default current).' },
        search_tool: { type: 'boolean', description: 'The model\'s catalog entry has `supports_search_tool` (default true).' },
        omit_tools_from: {
          type: 'object',
          description: '`omit_tools_from` of `[mcp_servers.<name>]`, by server name.',
          additionalProperties: { type: 'array', items: { enum: ['direct', 'deferred', 'code_mode'] }, uniqueItems: true }
        }
      }
    },
    'ai-sdk': {
      type: 'object',
      additionalProperties: false,
      properties: { defer_loading: { type: 'boolean', description: 'The app registers the tools with `deferLoading: true` (default true: otherwise nothing is searched).' } }
    },
    cost_change: { type: 'number', exclusiveMinimum: 0, description: 'The change of a server\'s context cost, in percent, from which the pull request comment reports it (default 10).' }
  }
}

/** `neighbours: popular`: every bundled neighbour. */
export const POPULAR = 'popular'

export const manifestSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_URL,
  title: 'mcp-tool-rank manifest',
  description: 'Queries an MCP server\'s tools must be found by, under the deferred tool search of LLM clients.',
  type: 'object',
  additionalProperties: false,
  required: ['version', 'servers', 'queries'],
  properties: {
    version: { const: 1, description: 'Manifest format version.' },
    engines: {
      description: 'Engine ids to rank with (default [claude-code]); `family@client-version` picks the generation that shipped in that version.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
      minItems: 1
    },
    max_results: perEngine({ type: 'integer', minimum: 1 }, 'The cut line: how many tools the client returns. Each engine\'s own default when omitted.'),
    lock: {
      description: 'Lock file path, relative to the manifest (default mcp-tools.lock.json).',
      type: 'string',
      minLength: 1
    },
    servers: {
      description: 'MCP servers in the client\'s connection order (it breaks ties). The key is the server name.',
      type: 'object',
      minProperties: 1,
      additionalProperties: { $ref: '#/definitions/server' }
    },
    neighbours: {
      description:
        'Published servers your users run beside yours, from the recorded set shipped with mcp-tool-rank: a list of names, or `popular` for all of them. ' +
        'They compete like `catalog:` servers and connect after yours, in the order given (it breaks ties).',
      oneOf: [
        { enum: [POPULAR] },
        // Listed for editors' completion.
        { type: 'array', items: { enum: NEIGHBOUR_NAMES }, minItems: 1, uniqueItems: true }
      ]
    },
    deferral,
    queries: {
      description: 'Search queries and the tools each must (or must not) find.',
      type: 'array',
      items: { $ref: '#/definitions/query' }
    },
    wording: {
      description:
        'How many other wordings of each query (word forms, synonyms, the server\'s name, filler words) still find its expected tools, measured and reported for every expectation by default: ' +
        'a share (0.8) or `{ min: 0.8 }` that every expectation must reach, `synonyms` to add your own words, `false` to measure only the queries that set their own `wording`.',
      oneOf: [
        { type: 'boolean' },
        share,
        {
          type: 'object',
          additionalProperties: false,
          properties: {
            min: { ...share, description: 'The share of wordings that must find each expected tool.' },
            synonyms: {
              description: 'Your own synonyms: a word and the words a model may use instead (`ticket: [issue]`), tried before the built-in table.',
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }
            }
          }
        }
      ]
    },
    lint: {
      type: 'object',
      additionalProperties: false,
      properties: {
        rules: {
          description: 'Severity per lint rule (docs/lint-rules.md); rules left out keep their default.',
          type: 'object',
          // Listed for editors' completion; a test keeps this list equal to the lint registry.
          propertyNames: { enum: LINT_RULE_IDS },
          additionalProperties: { enum: ['off', 'info', 'warning', 'error'] }
        }
      }
    }
  },
  definitions: {
    server: {
      type: 'object',
      additionalProperties: false,
      properties: {
        command: {
          description: 'Start the server over stdio: the program (or program and arguments as a list).',
          oneOf: [
            { type: 'string', minLength: 1 },
            { type: 'array', items: { type: 'string' }, minItems: 1 }
          ]
        },
        args: { type: 'array', items: { type: 'string' } },
        env: { ...stringMap, description: 'Environment for the server, beyond the safe defaults. `${VAR}` expands from the caller\'s environment.' },
        cwd: { type: 'string', description: 'Working directory, relative to the repository root.' },
        timeout: duration,
        url: { type: 'string', pattern: '^https?://', description: 'Connect over Streamable HTTP (or SSE) instead.' },
        headers: stringMap,
        transport: { enum: ['auto', 'streamable-http', 'sse'] },
        start: { type: 'string', minLength: 1, description: 'A command started before connecting to `url`, stopped afterwards.' },
        catalog: { type: 'string', minLength: 1, description: 'A stored tools/list result (JSON with a `tools` array) that competes without being started.' },
        search: {
          description:
            'The server\'s own search tool, which engine `server` asks each query: `{ tool, query }` names the tool and the argument the query goes in. ' +
            'Detected for FastMCP\'s BM25SearchTransform (`query`) and RegexSearchTransform (`pattern`); `false` turns detection off.',
          oneOf: [
            { const: false },
            {
              type: 'object',
              additionalProperties: false,
              required: ['tool', 'query'],
              properties: {
                tool: { type: 'string', minLength: 1, description: 'The search tool\'s name, e.g. `search_tools`.' },
                query: { type: 'string', minLength: 1, description: 'The argument the query goes in: `query`, or `pattern` for a regex search (whose tools are then listed in full).' }
              }
            }
          ]
        }
      }
    },
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['query'],
      properties: {
        query: { type: 'string', description: 'What the model would search for.' },
        expect: { ...stringList, description: 'Tools that must all be within the cut, every one of them (tool, server/tool, or mcp__server__tool).' },
        expect_any: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          minItems: 1,
          description: 'Tools of which at least one must be within the cut (or at `rank`): any of them will do.'
        },
        forbid: { ...stringList, description: 'Tools that must not be within the cut.' },
        rank: perEngine({ type: 'integer', minimum: 1 }, 'Expected tools (and one of `expect_any`) must rank at or above this.'),
        engines: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
        known_failure: perEngine(
          { type: 'string', minLength: 1 },
          'This query is known to fail for the reason given: reported, but not counted as a failure. Ignored for an engine that is not run.'
        ),
        wording: {
          description: 'The share of this query\'s other wordings that must find its expected tools (0.8); `true` to measure it only (the default), `false` to leave the query out.',
          oneOf: [share, { type: 'boolean' }]
        }
      }
    }
  }
} as const
