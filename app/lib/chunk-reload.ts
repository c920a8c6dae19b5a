/** Spec §4/§9: a failed page-chunk load triggers one full reload at most every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'

const CHUNK_ERROR =
  /(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS)/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : ''
  return CHUNK_ERROR.test(message)
}

export function shouldReloadForChunkError(error: unknown, lastReloadAt: number | undefined, now: number): boolean {
  if (!isChunkLoadError(error)) return false
  return lastReloadAt === undefined || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
