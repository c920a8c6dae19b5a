import { z } from 'zod'
import { jsonResponse } from '../lib/http.ts'

/**
 * Development aid, the content twin of the commerce backend's `/latency`: `POST /_latency` with `{ ms, fail?,
 * match? }` makes story reads slow, or failing (a 503 after the delay, as a CDN in trouble answers), so that tests
 * can prove the storefront renders from its cached layout, or without the CMS parts, when content is down. `match`
 * limits the rule to story paths containing it (a slug), so parallel tests do not disturb each other. `DELETE`
 * clears every rule. Per isolate, in memory; never part of a real Storyblok.
 */
type Rule = { ms: number; fail: boolean; match: string | undefined }
let rules: Rule[] = []
const MAX_DELAY_MS = 20_000

export const LATENCY_PATH = '/_latency'

const ConfigSchema = z.object({
  ms: z.number().int().min(0).max(MAX_DELAY_MS),
  fail: z.boolean().optional(),
  match: z.string().min(1).max(200).optional(),
})

export async function handleLatencyConfig(request: Request): Promise<Response> {
  if (request.method === 'POST') {
    const parsed = ConfigSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return jsonResponse({ error: 'Expected { ms (0–20000), fail?, match? }' }, 400)
    const { ms, match } = parsed.data
    const fail = parsed.data.fail ?? false
    const others = rules.filter((rule) => rule.match !== match)
    // `ms: 0` without `fail` removes the rule.
    rules = ms === 0 && !fail ? others : [...others, { ms, fail, match }]
  } else if (request.method === 'DELETE') {
    rules = []
  }
  return jsonResponse({ rules })
}

/** For a story read: waits as a matching rule says, then the failure answer when the rule fails it, else null. */
export async function simulateStoryFault(pathname: string): Promise<Response | null> {
  const rule = rules.find((candidate) => !candidate.match || pathname.includes(candidate.match))
  if (!rule) return null
  if (rule.ms > 0) await new Promise((resolve) => setTimeout(resolve, rule.ms))
  return rule.fail ? jsonResponse({ error: 'Service Unavailable (development failure switch)' }, 503) : null
}
