#!/usr/bin/env node
// A small issue tracker exposed as an MCP server over stdio: the example that
// `npm start` checks. In-memory data; every tool really works.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { z } from 'zod'

const issues = new Map()
const projects = new Map([['WEB', { key: 'WEB', name: 'Website' }], ['API', { key: 'API', name: 'Public API' }]])
let nextId = 1

function issueKey(project) {
  return `${project}-${nextId++}`
}

function text(value) {
  return { content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] }
}

function find(key) {
  const issue = issues.get(key)
  if (!issue) throw new Error(`no issue ${key}`)
  return issue
}

const server = new McpServer(
  { name: 'issue-tracker', version: '1.0.0' },
  { instructions: 'Issue tracker for the WEB and API projects. Issue keys look like WEB-12.' }
)

const readOnly = { readOnlyHint: true, openWorldHint: false }

server.registerTool(
  'whoami',
  {
    description: 'Show the signed-in user: login, display name and the projects they can access.',
    annotations: readOnly,
    _meta: { 'anthropic/alwaysLoad': true }
  },
  async () => text({ login: 'octo', name: 'Octo Cat', projects: [...projects.keys()] })
)

server.registerTool(
  'create_issue',
  {
    description: 'Create a new issue in a project with a title, description, type and priority. Returns the new issue key.',
    inputSchema: {
      project: z.string().describe('Project key, e.g. WEB'),
      title: z.string(),
      body: z.string().optional(),
      type: z.enum(['bug', 'task', 'story']).default('task'),
      priority: z.enum(['low', 'medium', 'high']).default('medium')
    },
    annotations: { destructiveHint: false, openWorldHint: false }
  },
  async ({ project, title, body, type, priority }) => {
    const key = issueKey(project)
    issues.set(key, { key, project, title, body: body ?? '', type, priority, state: 'open', labels: [], comments: [], assignee: null })
    return text({ key })
  }
)

server.registerTool(
  'get_issue',
  {
    description: 'Get one issue by its key: title, description, state, assignee, labels and comments.',
    inputSchema: { key: z.string().describe('Issue key, e.g. WEB-12') },
    annotations: readOnly
  },
  async ({ key }) => text(find(key))
)

server.registerTool(
  'list_issues',
  {
    description: 'List issues of a project, filtered by state, assignee or label, newest first.',
    inputSchema: {
      project: z.string(),
      state: z.enum(['open', 'closed', 'all']).default('open'),
      assignee: z.string().optional(),
      label: z.string().optional()
    },
    annotations: readOnly
  },
  async ({ project, state, assignee, label }) =>
    text(
      [...issues.values()].filter(
        (i) =>
          i.project === project &&
          (state === 'all' || i.state === state) &&
          (!assignee || i.assignee === assignee) &&
          (!label || i.labels.includes(label))
      )
    )
)

server.registerTool(
  'search_issues',
  {
    description: 'Full-text search across all issues and their comments. Use for questions like "which tickets mention login".',
    inputSchema: { text: z.string() },
    annotations: readOnly,
    _meta: { 'anthropic/searchHint': 'find tickets text query' }
  },
  async ({ text: needle }) =>
    text([...issues.values()].filter((i) => `${i.title} ${i.body} ${i.comments.join(' ')}`.toLowerCase().includes(needle.toLowerCase())))
)

server.registerTool(
  'update_issue',
  {
    description: 'Edit an issue: change its title, description, type or priority.',
    inputSchema: {
      key: z.string(),
      title: z.string().optional(),
      body: z.string().optional(),
      priority: z.enum(['low', 'medium', 'high']).optional()
    },
    annotations: { destructiveHint: false, idempotentHint: true }
  },
  async ({ key, ...changes }) => text(Object.assign(find(key), Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))))
)

server.registerTool(
  'close_issue',
  {
    description: 'Close an issue as done or as won\'t fix, with an optional resolution note.',
    inputSchema: { key: z.string(), resolution: z.enum(['done', 'wont_fix', 'duplicate']).default('done') },
    annotations: { destructiveHint: false, idempotentHint: true }
  },
  async ({ key, resolution }) => text(Object.assign(find(key), { state: 'closed', resolution }))
)

server.registerTool(
  'reopen_issue',
  {
    description: 'Reopen a closed issue.',
    inputSchema: { key: z.string() },
    annotations: { destructiveHint: false, idempotentHint: true }
  },
  async ({ key }) => text(Object.assign(find(key), { state: 'open', resolution: undefined }))
)

server.registerTool(
  'assign_issue',
  {
    description: 'Assign an issue to a user, or unassign it when no user is given.',
    inputSchema: { key: z.string(), user: z.string().optional() },
    annotations: { destructiveHint: false, idempotentHint: true }
  },
  async ({ key, user }) => text(Object.assign(find(key), { assignee: user ?? null }))
)

server.registerTool(
  'add_comment',
  {
    description: 'Add a comment to an issue.',
    inputSchema: { key: z.string(), body: z.string() },
    annotations: { destructiveHint: false }
  },
  async ({ key, body }) => {
    find(key).comments.push(body)
    return text('ok')
  }
)

server.registerTool(
  'add_label',
  {
    description: 'Add a label to an issue, such as bug, regression or needs-triage.',
    inputSchema: { key: z.string(), label: z.string() },
    annotations: { destructiveHint: false, idempotentHint: true }
  },
  async ({ key, label }) => {
    const issue = find(key)
    if (!issue.labels.includes(label)) issue.labels.push(label)
    return text(issue.labels)
  }
)

server.registerTool(
  'list_projects',
  {
    description: 'List the projects you can file issues in, with their keys.',
    annotations: readOnly
  },
  async () => text([...projects.values()])
)

server.registerTool(
  'delete_issue',
  {
    description: 'Delete an issue permanently. This cannot be undone; prefer closing it.',
    inputSchema: { key: z.string() },
    annotations: { destructiveHint: true, idempotentHint: true }
  },
  async ({ key }) => {
    find(key)
    issues.delete(key)
    return text('deleted')
  }
)

await server.connect(new StdioServerTransport())
