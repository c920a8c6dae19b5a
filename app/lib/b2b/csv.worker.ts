import { readOrderBytes, readOrderCsv } from './fast-order-csv'

/** The fast order's CSV reader off the main thread: bytes or text in, rows (or the file's error) out. */
self.onmessage = (event: MessageEvent<{ bytes: ArrayBuffer } | { text: string }>) => {
  const message = event.data
  self.postMessage(
    'bytes' in message ? readOrderBytes(new Uint8Array(message.bytes)) : readOrderCsv(message.text, 'paste'),
  )
}
