import { type IncomingMessage, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MAX_PREVIEW_BODY_BYTES,
  normalizeRequestTarget,
  previewErrorPage,
  refuseForbiddenMethods,
  refuseOversizedBodies,
} from '../../scripts/preview-error-page.mjs'

/**
 * `npm start` serves through `vite preview`, whose connect server answers an error it is handed with the stack. The
 * preview's error handler (registered in vite.config.ts) answers a plain 502 page instead.
 */
describe("the preview's error page", () => {
  let server: Server | undefined
  afterEach(() => {
    server?.close()
    vi.restoreAllMocks()
  })

  async function serveFailing(failure: Error, sendFirst = false): Promise<string> {
    server = createServer((request, response) => {
      if (sendFirst) response.writeHead(200, { 'Content-Type': 'text/html' }).write('<p>start')
      previewErrorPage(failure, request, response, () => undefined)
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('answers 502 with a plain page: no stack, no server path, the error logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failure = new TypeError('fetch failed')
    failure.stack =
      'TypeError: fetch failed\n    at dispatchFetch (/work/main/node_modules/miniflare/dist/index.js:1:1)'
    const response = await fetch(`${await serveFailing(failure)}/us_et/hair.html`)
    const body = await response.text()
    expect(response.status).toBe(502)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain('The shop could not answer')
    expect(body).not.toMatch(/fetch failed|node_modules|\/work\/|dispatchFetch/)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /us_et/hair.html'), 'fetch failed')
  })

  it("is registered after the preview's own handlers", async () => {
    const { readFileSync } = await import('node:fs')
    expect(readFileSync('vite.config.ts', 'utf8')).toMatch(
      /return \(\) => \{\s*server\.middlewares\.use\(previewErrorPage\)/,
    )
  })

  it('closes a connection whose answer had already started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const url = await serveFailing(new Error('broke midway'), true)
    await expect(fetch(url).then((response) => response.text())).rejects.toThrow()
  })

  it('refuses TRACE with 405 and lets other methods through', async () => {
    server = createServer((request, response) => {
      refuseForbiddenMethods(request, response, () => response.end('passed'))
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const { request } = await import('node:http')
    const send = (method: string) =>
      new Promise<{ status: number; body: string; allow: string | undefined }>((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, method, path: '/us_et' }, (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, allow: response.headers.allow }))
        })
        outgoing.on('error', reject)
        outgoing.end()
      })
    // Node's parser itself refuses TRACK, and hands CONNECT to a handler of its own: TRACE is the one to reach here.
    expect(await send('TRACE')).toEqual({ status: 405, body: 'Method not allowed', allow: 'GET, HEAD, POST' })
    expect(await send('GET')).toMatchObject({ status: 200, body: 'passed' })
    expect(await send('PROPFIND')).toMatchObject({ status: 200, body: 'passed' })
  })

  it('keeps only the path of an absolute-form target, and sends a path of several leading slashes to one', async () => {
    server = createServer((incoming: IncomingMessage & { originalUrl?: string }, response) => {
      normalizeRequestTarget(incoming, response, () =>
        response.end(`${incoming.url ?? ''} ${incoming.originalUrl ?? ''}`),
      )
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const { request } = await import('node:http')
    const send = (path: string) =>
      new Promise<{ status: number; body: string; location: string | undefined }>((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path }, (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }),
          )
        })
        outgoing.on('error', reject)
        outgoing.end()
      })
    expect(await send('http://evil.example/us_et/Faq?x=1')).toMatchObject({
      status: 200,
      body: '/us_et/Faq?x=1 /us_et/Faq?x=1',
    })
    expect(await send('//')).toMatchObject({ status: 301, location: '/' })
    expect(await send('///us_et/Faq')).toMatchObject({ status: 301, location: '/us_et/Faq' })
    expect(await send('/us_et//Faq')).toMatchObject({ status: 200, body: '/us_et//Faq ' })
  })

  it('reads an oversized body to its end and refuses it with 413; a body a route may read passes', async () => {
    server = createServer((request, response) => {
      refuseOversizedBodies(request, response, () => {
        let size = 0
        request.on('data', (chunk: Buffer) => (size += chunk.byteLength))
        request.on('end', () => response.end(`passed ${size}`))
      })
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/cache/purge`
    for (let attempt = 0; attempt < 3; attempt++) {
      const big = await fetch(url, { method: 'POST', body: 'a'.repeat(10 * 1024 * 1024) })
      expect(big.status).toBe(413)
      expect(await big.text()).toBe('The request is too large.')
    }
    const fitting = await fetch(url, { method: 'POST', body: 'a'.repeat(MAX_PREVIEW_BODY_BYTES) })
    expect(await fitting.text()).toBe(`passed ${MAX_PREVIEW_BODY_BYTES}`)
  })

  it('lets through every body the worker reads before answering', async () => {
    // Read from the source: this project's TypeScript (Node's) does not compile the app's modules.
    const { readFileSync } = await import('node:fs')
    const source = readFileSync('app/lib/form-body.server.ts', 'utf8')
    const megabytes = /export const MAX_DRAINED_BYTES = (\d+) \* 1024 \* 1024\b/.exec(source)?.[1]
    expect(megabytes).toBeDefined()
    expect(MAX_PREVIEW_BODY_BYTES).toBeGreaterThan(Number(megabytes) * 1024 * 1024)
  })

  it('is registered before the worker', async () => {
    const { readFileSync } = await import('node:fs')
    expect(readFileSync('vite.config.ts', 'utf8')).toContain('server.middlewares.use(refuseOversizedBodies)')
  })
})
