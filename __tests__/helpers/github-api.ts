/**
 * A loopback stand-in for the parts of the GitHub REST and GraphQL API the action uses, over
 * real HTTP: issue comments (list with Link paging, create, update, delete), pull requests
 * of a commit or a head branch, and GraphQL `viewer`. Faults are queued per route.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StoredComment {
  id: number
  issue: number
  body: string
  login: string
}

export interface RecordedRequest {
  method: string
  path: string
  body?: unknown
  authorization?: string
}

export interface PullRequestStub {
  number: number
  headSha: string
  headLabel: string
  state?: 'open' | 'closed'
}

interface Fault {
  status: number
  body: unknown
  headers?: Record<string, string>
  /** Sent as it is instead of `body` as JSON. */
  raw?: string
}

export class GitHubApi {
  readonly comments: StoredComment[] = []
  readonly requests: RecordedRequest[] = []
  readonly pulls: PullRequestStub[] = []
  /** What GraphQL `viewer { login }` answers (the default token's viewer has no [bot]). */
  viewer = 'github-actions'
  /** The login new comments are authored by. */
  author = 'github-actions[bot]'
  perPageLimit = 100
  private nextId = 1000
  private readonly faults = new Map<string, Fault[]>()
  /** Accepts every request and never answers (an API that hangs). */
  hanging = false
  private server?: Server

  constructor(
    readonly owner = 'octo',
    readonly repo = 'tools'
  ) {}

  get url(): string {
    const { port } = this.server!.address() as AddressInfo
    return `http://127.0.0.1:${port}`
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => this.send(res, 500, { message: String(err) }))
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop(): Promise<void> {
    if (!this.server) return
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }

  /** Answers the next request to `METHOD /path-pattern` (`:n` matches a number) with a fault. */
  failNext(route: string, status: number, body: unknown = { message: `stand-in fault ${status}` }, headers?: Record<string, string>): void {
    const list = this.faults.get(route) ?? []
    list.push({ status, body, headers })
    this.faults.set(route, list)
  }

  /** Answers the next request to `route` with `text` as its body, as a broken proxy might. */
  rawNext(route: string, status: number, text: string, contentType = 'application/json; charset=utf-8'): void {
    this.failNext(route, status, undefined, { 'content-type': contentType })
    this.faults.get(route)!.at(-1)!.raw = text
  }

  addComment(issue: number, body: string, login: string): StoredComment {
    const comment = { id: this.nextId++, issue, body, login }
    this.comments.push(comment)
    return comment
  }

  commentsOn(issue: number): StoredComment[] {
    return this.comments.filter((c) => c.issue === issue)
  }

  reset(): void {
    this.comments.length = 0
    this.requests.length = 0
    this.pulls.length = 0
    this.faults.clear()
    this.viewer = 'github-actions'
    this.author = 'github-actions[bot]'
    this.hanging = false
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = body === undefined ? '' : JSON.stringify(body)
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(text)
  }

  private json(c: StoredComment): object {
    const base = `https://github.com/${this.owner}/${this.repo}`
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      body: c.body,
      html_url: `${base}/pull/${c.issue}#issuecomment-${c.id}`,
      user: { login: c.login, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' }
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    this.requests.push({ method, path: url.pathname + url.search, body, authorization: req.headers.authorization })

    const repoPrefix = `/repos/${this.owner}/${this.repo}`
    const route = `${method} ${url.pathname.replace(repoPrefix, '/repos/:owner/:repo').replace(/\/\d+(?=\/|$)/g, '/:n')}`
    if (this.hanging) return
    const fault = this.faults.get(route)?.shift()
    if (fault?.raw !== undefined) {
      res.writeHead(fault.status, fault.headers)
      return void res.end(fault.raw)
    }
    if (fault) return this.send(res, fault.status, fault.body, fault.headers)

    if (method === 'POST' && url.pathname === '/graphql') {
      if (!/viewer\s*{\s*login\s*}/.test(String(body?.query))) return this.send(res, 200, { errors: [{ message: 'the stand-in knows only viewer { login }' }] })
      return this.send(res, 200, { data: { viewer: { login: this.viewer } } })
    }
    let m = new RegExp(`^${repoPrefix}/issues/(\\d+)/comments$`).exec(url.pathname)
    if (m && method === 'GET') {
      const issue = Number(m[1])
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.perPageLimit)
      const page = Number(url.searchParams.get('page') ?? 1)
      const all = this.commentsOn(issue)
      const last = Math.max(1, Math.ceil(all.length / perPage))
      const headers: Record<string, string> = {}
      if (page < last) {
        const link = (p: number): string => `<${this.url}${url.pathname}?per_page=${perPage}&page=${p}>`
        headers.link = `${link(page + 1)}; rel="next", ${link(last)}; rel="last"`
      }
      return this.send(res, 200, all.slice((page - 1) * perPage, page * perPage).map((c) => this.json(c)), headers)
    }
    if (m && method === 'POST') {
      if (typeof body?.body !== 'string') return this.send(res, 422, { message: 'body is missing' })
      if (body.body.length > 65536) return this.send(res, 422, { message: 'Body is too long (maximum is 65536 characters)' })
      return this.send(res, 201, this.json(this.addComment(Number(m[1]), body.body, this.author)))
    }
    m = new RegExp(`^${repoPrefix}/issues/comments/(\\d+)$`).exec(url.pathname)
    if (m) {
      const comment = this.comments.find((c) => c.id === Number(m![1]))
      if (!comment) return this.send(res, 404, { message: 'Not Found' })
      if (method === 'PATCH') {
        if (typeof body?.body !== 'string') return this.send(res, 422, { message: 'body is missing' })
        if (body.body.length > 65536) return this.send(res, 422, { message: 'Body is too long (maximum is 65536 characters)' })
        comment.body = body.body
        return this.send(res, 200, this.json(comment))
      }
      if (method === 'DELETE') {
        this.comments.splice(this.comments.indexOf(comment), 1)
        res.writeHead(204)
        return void res.end()
      }
    }
    m = new RegExp(`^${repoPrefix}/commits/([0-9a-f]+)/pulls$`).exec(url.pathname)
    if (m && method === 'GET') {
      const sha = m[1]
      return this.send(res, 200, this.pulls.filter((p) => p.headSha === sha).map((p) => this.pullJson(p)))
    }
    if (url.pathname === `${repoPrefix}/pulls` && method === 'GET') {
      const head = url.searchParams.get('head')
      const state = url.searchParams.get('state') ?? 'open'
      const list = this.pulls.filter((p) => (!head || p.headLabel === head) && (state === 'all' || (p.state ?? 'open') === state))
      return this.send(res, 200, list.map((p) => this.pullJson(p)))
    }
    return this.send(res, 404, { message: `Not Found: ${method} ${url.pathname}` })
  }

  private pullJson(p: PullRequestStub): object {
    return { number: p.number, state: p.state ?? 'open', head: { sha: p.headSha, label: p.headLabel }, base: { sha: '0'.repeat(40) } }
  }
}
