import { data } from 'react-router'

/** What an HTML form sends: URL-encoded fields, or multipart with its boundary. */
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i
const MULTIPART_TYPE = /^multipart\/form-data\s*;.*\bboundary=/i
/** Our largest form (a grouped product, a CSV fast order) is far below these. */
export const MAX_FORM_BYTES = 1024 * 1024
export const MAX_FORM_FIELDS = 500
/**
 * How much of a refused body is read (and dropped) before the answer. Answering while the client is still sending
 * left the connection broken under `vite preview` (a 502, or the next request on it failing); a larger body is
 * refused by the preview itself before the worker sees it (scripts/preview-error-page.mjs), and on Cloudflare the
 * rest is simply cancelled.
 */
export const MAX_DRAINED_BYTES = 4 * 1024 * 1024

export const FORM_BODY_MESSAGES = {
  unsupported: 'This address accepts form submissions only (application/x-www-form-urlencoded or multipart/form-data).',
  unreadable: 'The form could not be read. Please reload the page and try again.',
  tooLarge: 'The form is too large.',
} as const

/**
 * The one way an action reads its body. `request.formData()` throws on anything that is not a well-formed form
 * (no Content-Type, JSON, text/plain, XML, a multipart body without or with another boundary), which would be a 500;
 * here each case is the client's error: 415 for a body that is not a form, 413 for an oversized one, 400 for a form
 * that cannot be read. Thrown as route error responses, so pages and `.data` requests answer alike.
 */
export async function readFormBody(
  request: Request,
  { maxBytes = MAX_FORM_BYTES }: { /** A form that uploads a file may allow more. */ maxBytes?: number } = {},
): Promise<FormData> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!FORM_TYPE.test(type) && !MULTIPART_TYPE.test(type)) {
    await discardBody(request)
    throw refusal(415, FORM_BODY_MESSAGES.unsupported)
  }
  const length = Number(request.headers.get('Content-Length') ?? '0')
  if (length > maxBytes) {
    await discardBody(request)
    throw refusal(413, FORM_BODY_MESSAGES.tooLarge)
  }
  // Read with a bound whatever the headers say: a chunked body has no Content-Length to refuse it by.
  const bytes = await readBoundedBody(request, maxBytes)
  if (bytes === 'too-large') throw refusal(413, FORM_BODY_MESSAGES.tooLarge)
  let form: FormData
  try {
    if (bytes === 'unreadable') throw new Error('body unreadable')
    form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
  } catch {
    throw refusal(400, FORM_BODY_MESSAGES.unreadable)
  }
  if ([...form.keys()].length > MAX_FORM_FIELDS) throw refusal(413, FORM_BODY_MESSAGES.tooLarge)
  return form
}

/**
 * A request's body, read up to `maxBytes` and kept no further: past the bound the rest is dropped as it comes, up to
 * MAX_DRAINED_BYTES, and then cancelled ('too-large'), so a client sending a body without Content-Length (chunked)
 * cannot make the worker hold more than the bound.
 */
export async function readBoundedBody(
  request: Pick<Request, 'body' | 'bodyUsed'>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'> {
  if (request.bodyUsed) return 'unreadable'
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > maxBytes) {
        await drain(reader, size)
        return 'too-large'
      }
      chunks.push(chunk.value)
    }
  } catch {
    return 'unreadable'
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Reads and drops a body that is refused unread, up to MAX_DRAINED_BYTES. Answering while the client is still
 * sending leaves the connection in a state the next request on it can trip over (seen under `vite preview`: a
 * request after a 403 or 415 failed with `fetch failed`, a 500; a 413 to a 2 MB upload became a 502).
 */
export async function discardBody(request: Pick<Request, 'body' | 'bodyUsed'>): Promise<void> {
  if (!request.body || request.bodyUsed) return
  await drain(request.body.getReader(), 0)
}

/** Drops what is left of a body, `read` bytes in, until its end or MAX_DRAINED_BYTES; then the rest is cancelled. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<void> {
  let total = read
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      total += chunk.value.byteLength
      if (total > MAX_DRAINED_BYTES) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // A client that gave up mid-body: nothing left to drop.
  }
}

function refusal(status: 400 | 413 | 415, message: string) {
  return data(message, { status, statusText: message, headers: { 'Cache-Control': 'no-store' } })
}
