import { VERSION } from '../version.js'

/** How mcp-tool-rank introduces itself in `initialize`. */
export const CLIENT_INFO = { name: 'mcp-tool-rank', version: VERSION }
