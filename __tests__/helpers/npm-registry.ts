/**
 * A loopback stand-in for the one route of the npm registry the version check asks: a
 * package's dist-tags. It can also accept requests and never answer (a registry that hangs).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export class NpmRegistry {
  /** Package name -> what its `latest` tag answers (any JSON value); a package left out is a 404. */
  latest: Record<string, unknown> = {}
  /** Answers these bytes instead of JSON. */
  raw?: string
  /** Accepts every request and never answers. */
  hanging = false
  readonly requests: string[] = []
  private server?: Server

  get url(): string {
    const { port } = this.server!.address() as AddressInfo
    return `http://127.0.0.1:${port}/`
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '')
      if (this.hanging) return
      const name = /^\/-\/package\/(.+)\/dist-tags$/.exec(req.url ?? '')?.[1]
      const pkg = name ? decodeURIComponent(name) : undefined
      if (this.raw !== undefined) return res.writeHead(200, { 'content-type': 'application/json' }).end(this.raw)
      if (pkg === undefined || !(pkg in this.latest)) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}')
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ latest: this.latest[pkg] }))
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  reset(): void {
    this.latest = {}
    this.raw = undefined
    this.hanging = false
    this.requests.length = 0
    this.server?.closeAllConnections()
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }
}
