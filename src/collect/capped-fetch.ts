import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js'
import { MAX_MESSAGE_BYTES } from './limits.js'

/** An answer that ran past MAX_MESSAGE_BYTES: reading it stopped there. */
class OversizedAnswer extends Error {}

/**
 * fetch for the SDK's HTTP transports with every answer's body capped at MAX_MESSAGE_BYTES:
 * a server that answers 400 MB would otherwise have all of it parsed in memory (several
 * times its size). `onOversized` learns of it, whatever error the SDK turns it into.
 */
export function cappedFetch(onOversized: () => void): FetchLike {
  return async (url, init) => {
    const response = await fetch(url, init)
    if (!response.body) return response
    const declared = Number(response.headers.get('content-length'))
    if (declared > MAX_MESSAGE_BYTES) {
      onOversized()
      await response.body.cancel().catch(() => {})
      throw new OversizedAnswer(`the answer has ${declared} bytes`)
    }
    let seen = 0
    const capped = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength
          if (seen > MAX_MESSAGE_BYTES) {
            onOversized()
            controller.error(new OversizedAnswer(`the answer ran past ${MAX_MESSAGE_BYTES} bytes`))
          } else controller.enqueue(chunk)
        }
      })
    )
    return new Response(capped, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
