/**
 * duplicate-neighbour: a server of the user's that repeats a bundled neighbour is reported
 * once, and the per-tool rules leave the neighbour's identical copies out.
 */
import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import type { ServerListing } from '../src/catalog/types.js'
import { lintManifest } from '../src/lint/run.js'
import { parseManifest } from '../src/manifest/load.js'
import { loadNeighbours } from '../src/neighbours/bundled.js'

const MANIFEST = parseManifest(
  'version: 1\nengines: [claude-code@2.1, codex, ai-sdk]\nservers:\n  chat: {catalog: chat.json}\nneighbours: [slack, github]\nqueries: []\n',
  'm.yml'
)

/** The neighbours' findings that compare a tool with the tools around it, and the pair's. */
const RULES = new Set(['duplicate-neighbour', 'neighbour-wins-own-name', 'ai-sdk-name-collision', 'self-findability'])

/** `chat`: the bundled slack's tools, `edit` applied to them. */
async function findings(edit: (tools: ServerListing['tools']) => ServerListing['tools']) {
  const neighbours = await loadNeighbours(['slack', 'github'])
  // A copy made by JSON, not structuredClone: that would make objects of another realm than the catalog's under jest.
  const copy = JSON.parse(JSON.stringify(neighbours[0].tools)) as ServerListing['tools']
  const chat: ServerListing = { name: 'chat', source: 'catalog', pages: 1, tools: edit(copy) }
  return lintManifest(MANIFEST, buildCatalog([chat, ...neighbours])).filter((f) => RULES.has(f.rule))
}

describe('duplicate-neighbour', () => {
  it('reports a server with every tool of a bundled neighbour once, and none of the per-tool findings its copies would cause', async () => {
    expect(await findings((tools) => tools)).toEqual([
      {
        rule: 'duplicate-neighbour',
        severity: 'warning',
        server: 'chat',
        tool: '',
        message:
          '`chat` repeats the bundled neighbour `slack`: all 8 tools of `slack` are in it with the same name, description and input schema, and a user runs one or the other. ' +
          'Leave `slack` out of `neighbours`, or name your server `slack` (`popular` then leaves it out). Your tools\' findings leave those copies out.',
        line: 4,
        col: 3
      }
    ])
  })

  it('keeps the per-tool findings of a tool that differs from the neighbour\'s, and counts the copies', async () => {
    const found = await findings((tools) => tools.map((t) => (t.name === 'slack_list_channels' ? { ...t, description: 'List the channels of the team.' } : t)))
    expect(found.map((f) => [f.rule, f.tool, f.message])).toEqual([
      [
        'duplicate-neighbour',
        '',
        '`chat` repeats the bundled neighbour `slack`: 7 of the 8 tools of `slack` are in it with the same name, description and input schema, and a user runs one or the other. ' +
          'Leave `slack` out of `neighbours`, or name your server `slack` (`popular` then leaves it out). Your tools\' findings leave those copies out.'
      ],
      [
        'neighbour-wins-own-name',
        'slack_list_channels',
        'its own name\'s words, "slack list channels", belong to a neighbour: slack/slack_list_channels is #1 under claude-code@2.1 (yours #2). ' +
          'The names a model chooses between: claude-code `mcp__chat__slack_list_channels` and `mcp__slack__slack_list_channels`; codex `mcp__chatslack_list_channels` and `mcp__slackslack_list_channels`; ' +
          'ai-sdk `slack_list_channels` and `slack_list_channels`. Name it for what it acts on, and start its description with those words.'
      ],
      [
        'ai-sdk-name-collision',
        'slack_list_channels',
        '`slack_list_channels` is also a tool of `slack`: an AI SDK app keeps one tool per name, so a search returns only one of them. Rename yours to say what it acts on.'
      ]
    ])
  })

  it('is no pair when only half of the neighbour\'s tools are copies: every tool keeps its findings', async () => {
    const found = await findings((tools) => tools.map((t, i) => (i < 4 ? { ...t, description: `${String(t.description)} (ours)` } : t)))
    expect(found.filter((f) => f.rule === 'duplicate-neighbour')).toEqual([])
    expect(found.filter((f) => f.rule === 'ai-sdk-name-collision').map((f) => f.tool)).toEqual([
      'slack_list_channels',
      'slack_post_message',
      'slack_reply_to_thread',
      'slack_add_reaction',
      'slack_get_channel_history',
      'slack_get_thread_replies',
      'slack_get_users',
      'slack_get_user_profile'
    ])
  })
})
