import {
  type CsvReadResult,
  FAST_ORDER_LIMITS,
  FAST_ORDER_TEXTS,
  PASTED_ORDER_TEXTS,
  checkFileMeta,
  readOrderBytes,
  readOrderCsv,
} from './fast-order-csv'

/** Inputs above this are read in a Web Worker, so a large file never blocks the page. */
const WORKER_THRESHOLD_BYTES = 64 * 1024

export type ReadInput = { file: File } | { text: string }

function inWorker(message: { bytes: ArrayBuffer } | { text: string }): Promise<CsvReadResult> {
  // A module worker of its own chunk: Vite builds it from this URL, and only this route's code refers to it.
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'fast-order-csv' })
  return new Promise<CsvReadResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CsvReadResult>) => {
      resolve(event.data)
      worker.terminate()
    }
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      reject(new Error('fast order: the CSV worker failed'))
    }
    if ('bytes' in message) worker.postMessage(message, [message.bytes])
    else worker.postMessage(message)
  })
}

/** Reads a chosen file or pasted text into rows, off the main thread when large (and Workers exist). */
export async function readOrder(input: ReadInput): Promise<CsvReadResult> {
  if ('file' in input) {
    const metaError = checkFileMeta(input.file.name, input.file.size)
    if (metaError) return { ok: false, error: metaError }
    const bytes = await input.file.arrayBuffer()
    if (bytes.byteLength > WORKER_THRESHOLD_BYTES && typeof Worker !== 'undefined') {
      try {
        return await inWorker({ bytes })
      } catch {
        // The bytes were transferred; read the file again on the main thread.
        return readOrderBytes(new Uint8Array(await input.file.arrayBuffer()))
      }
    }
    return readOrderBytes(new Uint8Array(bytes))
  }
  if (!input.text.trim()) return { ok: false, error: FAST_ORDER_TEXTS.nothingToRead }
  if (input.text.length > FAST_ORDER_LIMITS.maxBytes) return { ok: false, error: PASTED_ORDER_TEXTS.tooLarge }
  if (input.text.length > WORKER_THRESHOLD_BYTES && typeof Worker !== 'undefined') {
    try {
      return await inWorker({ text: input.text })
    } catch {
      return readOrderCsv(input.text, 'paste')
    }
  }
  return readOrderCsv(input.text, 'paste')
}
