import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunkError } from '~/lib/chunk-reload'

describe('chunk reload guard', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/route-abc.js')

  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads at most once per 60 s', () => {
    expect(shouldReloadForChunkError(chunkError, undefined, 1_000_000)).toBe(true)
    expect(shouldReloadForChunkError(chunkError, 1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(shouldReloadForChunkError(chunkError, 1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(shouldReloadForChunkError(new Error('other'), undefined, 0)).toBe(false)
  })
})
