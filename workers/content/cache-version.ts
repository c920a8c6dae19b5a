import { SEED_CV } from './seed/define-story.ts'

const CV_KEY = 'space:cv'

export async function readCacheVersion(kv: KVNamespace): Promise<number> {
  const stored = Number(await kv.get(CV_KEY))
  return Number.isInteger(stored) && stored > SEED_CV ? stored : SEED_CV
}

/** Moves the space's cv to "now" in seconds, always strictly past the previous one (two publishes in one second). */
export async function bumpCacheVersion(kv: KVNamespace): Promise<number> {
  const next = Math.max(Math.floor(Date.now() / 1000), (await readCacheVersion(kv)) + 1)
  await kv.put(CV_KEY, String(next))
  return next
}
