import { discardBody, readBoundedBody } from './form-body.server'

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415 }

/**
 * The one way an endpoint reads a JSON body: 415 when it is not sent as JSON (a cross-site form cannot send that
 * type without the browser asking first), 413 over `maxBytes`, 400 when it does not parse. Never throws.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) {
    await discardBody(request)
    return { ok: false, status: 415 }
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) {
    await discardBody(request)
    return { ok: false, status: 413 }
  }
  const bytes = await readBoundedBody(request, maxBytes)
  if (bytes === 'too-large') return { ok: false, status: 413 }
  if (bytes === 'unreadable') return { ok: false, status: 400 }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, status: 400 }
  }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, status: 400 }
  }
}
