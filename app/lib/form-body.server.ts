import { data } from 'react-router'

/** What an HTML form sends: URL-encoded fields, or multipart with its boundary. */
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i
const MULTIPART_TYPE = /^multipart\/form-data\s*;.*\bboundary=/i
/** Our largest form (a grouped product, a CSV fast order) is far below these. */
export const MAX_FORM_BYTES = 1024 * 1024
export const MAX_FORM_FIELDS = 500

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
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw refusal(400, FORM_BODY_MESSAGES.unreadable)
  }
  if ([...form.keys()].length > MAX_FORM_FIELDS) throw refusal(413, FORM_BODY_MESSAGES.tooLarge)
  return form
}

/**
 * Reads and drops a body that is refused unread, up to a bound. Answering while the client is still sending leaves
 * the connection in a state the next request on it can trip over (seen under `vite preview`: a request after a 403
 * or 415 failed with `fetch failed`, a 500).
 */
export async function discardBody(request: Pick<Request, 'body' | 'bodyUsed'>, limit = MAX_FORM_BYTES): Promise<void> {
  if (!request.body || request.bodyUsed) return
  const reader = request.body.getReader()
  let read = 0
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      read += chunk.value.byteLength
      if (read > limit) {
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
