import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { runInThisContext } from 'node:vm'
import { createElement, type ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { SHORT_CHUNK, encodeShortAscii, withShortAsciiChunks } from '../../scripts/react-server-chunks.mjs'

/**
 * The worker's React DOM server renderer writes short ASCII chunks without the runtime's TextEncoder
 * (scripts/react-server-chunks.mjs). The bytes must be the encoder's, and the renderer the installed React's.
 */
const require = createRequire(import.meta.url)
const REACT_DOM = dirname(require.resolve('react-dom/package.json'))
const renderer = (kind: string, mode: string) => join(REACT_DOM, 'cjs', `react-dom-server.${kind}.${mode}.js`)
const RENDERERS = ['edge', 'browser'].flatMap((kind) =>
  ['production', 'development'].map((mode) => renderer(kind, mode)),
)

type ServerRenderer = {
  renderToReadableStream: (element: ReactElement) => Promise<ReadableStream<Uint8Array>>
}

/** A CommonJS renderer evaluated from its source (Node's own module wrapper), as the worker's bundle holds it. */
function rendererFrom(source: string, file: string): ServerRenderer {
  const module = { exports: {} }
  const evaluate: unknown = runInThisContext(`(function (exports, require, module) {${source}\n})`, { filename: file })
  if (typeof evaluate !== 'function') throw new Error('not a module wrapper')
  Reflect.apply(evaluate, undefined, [module.exports, createRequire(file), module])
  return module.exports as ServerRenderer
}

async function html(renderer: ServerRenderer, element: ReactElement): Promise<Uint8Array> {
  const stream = await renderer.renderToReadableStream(element)
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

describe('short ASCII chunks', () => {
  const encoder = new TextEncoder()

  it('are the bytes TextEncoder gives, for every kind of string', () => {
    const ascii = 'class="rounded-full px-4"'
    const samples = [
      '',
      'a',
      ascii,
      '\u0000\t\n\u007f',
      'x'.repeat(SHORT_CHUNK),
      'x'.repeat(SHORT_CHUNK + 1),
      'Crème brûlée',
      'Pflegespülung für trockenes Haar',
      '€ 12,95',
      'emoji 😀 after',
      'a lone surrogate \ud800 here',
      '\udc00',
      `${'y'.repeat(SHORT_CHUNK - 1)}é`,
    ]
    for (const sample of samples) expect(encodeShortAscii(sample, encoder), sample).toEqual(encoder.encode(sample))
  })

  it('leave long and non-ASCII strings to the encoder', () => {
    let calls = 0
    const counting = { encode: (input: string) => (calls++, encoder.encode(input)) } as TextEncoder
    encodeShortAscii('short', counting)
    expect(calls).toBe(0)
    encodeShortAscii('é', counting)
    encodeShortAscii('z'.repeat(SHORT_CHUNK + 1), counting)
    expect(calls).toBe(2)
  })
})

describe("the worker's React DOM server renderer", () => {
  it.each(RENDERERS.map((file) => [basename(file), file]))(
    'has the stringToChunk the plugin replaces: %s',
    (_, file) => {
      const replaced = withShortAsciiChunks(readFileSync(file, 'utf8'))
      expect(replaced, 'React DOM changed its stringToChunk: update scripts/react-server-chunks.mjs').not.toBeNull()
      expect(replaced).toContain('return encodeShortAscii(content, textEncoder);')
      expect(replaced?.match(/function stringToChunk\(/g)).toHaveLength(1)
    },
  )

  it('renders the same bytes with the replacement', async () => {
    const file = renderer('edge', 'production')
    const source = readFileSync(file, 'utf8')
    const original = rendererFrom(source, file)
    const replaced = rendererFrom(withShortAsciiChunks(source) ?? '', file)
    const page = createElement(
      'main',
      { className: 'mx-auto max-w-3xl', 'data-x': 'ü' },
      createElement('h1', null, 'Warenkorb – Crème 😀'),
      createElement('a', { href: '/de_et/pflege.html', title: '"quoted" & <escaped>' }, 'x'.repeat(200)),
      createElement('input', { name: 'quantity', defaultValue: '2', 'aria-label': 'Menge für \ud800' }),
    )
    const [before, after] = await Promise.all([html(original, page), html(replaced, page)])
    expect(after.length).toBeGreaterThan(200)
    expect(after).toEqual(before)
  })

  it('is left as it is when the function is not found', () => {
    expect(withShortAsciiChunks('function stringToChunk(content) { return content }')).toBeNull()
  })
})
