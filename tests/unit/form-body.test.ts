import { describe, expect, it } from 'vitest'
import {
  FORM_BODY_MESSAGES,
  MAX_DRAINED_BYTES,
  MAX_FORM_BYTES,
  MAX_FORM_FIELDS,
  discardBody,
  readBoundedBody,
  readFormBody,
} from '~/lib/form-body.server'

function post(body: BodyInit | null, type?: string): Request {
  return new Request('http://shop.test/us_et/cart/add', {
    method: 'POST',
    body,
    headers: type ? { 'Content-Type': type } : {},
  })
}

/** The status and message a refusal would answer with, or 'accepted'. */
async function outcome(request: Request): Promise<{ status: number; message: unknown } | 'accepted'> {
  try {
    await readFormBody(request)
    return 'accepted'
  } catch (thrown) {
    if (typeof thrown === 'object' && thrown !== null && 'init' in thrown && 'data' in thrown) {
      const init = thrown.init as ResponseInit | null
      return { status: init?.status ?? 0, message: thrown.data }
    }
    throw thrown
  }
}

/** A body sent in chunks, without Content-Length: `chunks` of `size` bytes of the text, counted as they are pulled. */
function chunked(text: string, chunks: number, pulls = { count: 0 }): ReadableStream<Uint8Array<ArrayBuffer>> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    pull(controller) {
      if (pulls.count++ >= chunks) controller.close()
      else controller.enqueue(bytes.slice())
    },
  })
}

function chunkedPost(body: ReadableStream<Uint8Array<ArrayBuffer>>): Request {
  return new Request('http://shop.test/us_et/cart/add', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    duplex: 'half',
  } as RequestInit)
}

const multipart = '--b1\r\nContent-Disposition: form-data; name="sku"\r\n\r\nET-H00004\r\n--b1--\r\n'

describe('readFormBody', () => {
  it.each([
    ['URL-encoded', post('sku=ET-H00004&quantity=1', 'application/x-www-form-urlencoded')],
    ['URL-encoded with a charset', post('sku=ET-H00004', 'application/x-www-form-urlencoded; charset=UTF-8')],
    ['multipart', post(multipart, 'multipart/form-data; boundary=b1')],
  ])('reads a %s form', async (_label, request) => {
    expect(await outcome(request)).toBe('accepted')
  })

  it.each([
    ['no Content-Type', post('sku=ET-H00004')],
    ['JSON', post('{"sku":"ET-H00004"}', 'application/json')],
    ['text/plain', post('sku=ET-H00004', 'text/plain')],
    ['XML', post('<sku>ET-H00004</sku>', 'application/xml')],
    ['multipart without a boundary', post(multipart, 'multipart/form-data')],
    ['no body at all', post(null)],
  ])('answers 415 with a clear message for %s', async (_label, request) => {
    expect(await outcome(request)).toEqual({ status: 415, message: FORM_BODY_MESSAGES.unsupported })
  })

  it.each([
    ['multipart with another boundary', post(multipart, 'multipart/form-data; boundary=other')],
    ['truncated multipart', post(multipart.slice(0, 30), 'multipart/form-data; boundary=b1')],
  ])('answers 400 with a clear message for %s', async (_label, request) => {
    expect(await outcome(request)).toEqual({ status: 400, message: FORM_BODY_MESSAGES.unreadable })
  })

  it('answers 413 to a form with thousands of fields', async () => {
    const body = Array.from({ length: MAX_FORM_FIELDS * 4 }, (_, index) => `junk${index}=x`).join('&')
    expect(await outcome(post(body, 'application/x-www-form-urlencoded'))).toMatchObject({ status: 413 })
  })
})

describe('a body sent in chunks, without Content-Length', () => {
  it('is read when it is within the bound', async () => {
    expect(await outcome(chunkedPost(chunked('sku=ET-H00004&quantity=1&', 3)))).toBe('accepted')
  })

  it('answers 413 past the bound and stops reading there', async () => {
    const pulls = { count: 0 }
    const request = chunkedPost(chunked(`junk=${'x'.repeat(64 * 1024)}&`, 10_000, pulls))
    expect(await outcome(request)).toEqual({ status: 413, message: FORM_BODY_MESSAGES.tooLarge })
    // About 1 MB kept and 3 MB more dropped, in 64 KB chunks, not the 640 MB the client would send.
    expect(pulls.count).toBeLessThan(MAX_DRAINED_BYTES / (64 * 1024) + 4)
    expect(pulls.count).toBeGreaterThan(MAX_FORM_BYTES / (64 * 1024))
  })

  it('readBoundedBody returns the bytes whole, or says the body was too large', async () => {
    const whole = await readBoundedBody({ body: chunked('abc', 3), bodyUsed: false }, 9)
    expect(whole).toEqual(new TextEncoder().encode('abcabcabc'))
    expect(await readBoundedBody({ body: chunked('abc', 4), bodyUsed: false }, 9)).toBe('too-large')
    expect(await readBoundedBody({ body: null, bodyUsed: false }, 9)).toEqual(new Uint8Array(0))
  })
})

describe('discardBody', () => {
  it('reads a refused body to its end, so the connection is free for the next request', async () => {
    const request = new Request('http://shop.test/us_et/cart/add', { method: 'POST', body: '{"json":true}' })
    await discardBody(request)
    expect(request.bodyUsed).toBe(true)
  })

  it('stops reading past its bound', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    await discardBody({ body, bodyUsed: false })
    expect(pulled).toBeLessThan(MAX_DRAINED_BYTES / (64 * 1024) + 4)
  })

  it('reads a body over the kept bound to its end when it is within the drained one', async () => {
    const pulls = { count: 0 }
    expect(await readBoundedBody({ body: chunked('x'.repeat(1024), 2048, pulls), bodyUsed: false }, 1024)).toBe(
      'too-large',
    )
    // 2 MB in all: every chunk was pulled, and the end too, so the client finished sending before the answer.
    expect(pulls.count).toBe(2049)
  })
})
