import type { Plugin } from 'vite'

/** Longer strings than this go to the TextEncoder. */
export const SHORT_CHUNK: number

/** `stringToChunk` as React calls it: the UTF-8 bytes of `content`, a short ASCII string's copied by hand. */
export function encodeShortAscii(content: string, encoder: TextEncoder): Uint8Array

/** The renderer's source with its `stringToChunk` replaced, or null when the function is not found as expected. */
export function withShortAsciiChunks(source: string): string | null

/** Vite plugin: the worker's React DOM server renderer with encodeShortAscii as its stringToChunk. */
export function reactServerChunks(): Plugin
