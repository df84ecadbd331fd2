/**
 * The largest MCP message read from a server, over stdio or HTTP: far above any real
 * tools/list (2,000 tools with long descriptions take a few MiB), far below what would
 * exhaust memory. A larger one fails its server with a message that says so.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024

export const MAX_MESSAGE_TEXT = '64 MiB'
