import { z } from 'zod'

/**
 * Development aid: makes named operations slow, so that a test can prove the storefront streams its page shell
 * before slow, deferred data, or copes with a backend that times out. A delay can be limited to requests whose
 * query or variables contain a string (a cart id), so tests running in parallel do not slow each other. With
 * `fail`, the operation then answers 503, as an unreachable backend would. `operationName: '*'` covers every
 * operation (a whole backend down). Per isolate, in memory; the embedded backend is never a production Magento.
 */
type Delay = { ms: number; match: string | undefined; fail: boolean }
const delays = new Map<string, Delay[]>()
const MAX_DELAY_MS = 20_000
const ANY_OPERATION = '*'

const ConfigSchema = z.object({
  operationName: z.string().min(1).max(100),
  ms: z.number().int().min(0).max(MAX_DELAY_MS),
  match: z.string().min(1).max(200).optional(),
  fail: z.boolean().optional(),
})

export async function handleLatencyConfig(request: Request): Promise<Response> {
  if (request.method === 'POST') {
    const parsed = ConfigSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success)
      return Response.json({ error: 'Expected { operationName, ms (0–20000), match?, fail? }' }, { status: 400 })
    const { operationName, ms, match, fail = false } = parsed.data
    const others = (delays.get(operationName) ?? []).filter((delay) => delay.match !== match)
    const next = ms === 0 && !fail ? others : [...others, { ms, match, fail }]
    if (next.length === 0) delays.delete(operationName)
    else delays.set(operationName, next)
  } else if (request.method === 'DELETE') {
    delays.clear()
  }
  return Response.json(Object.fromEntries(delays))
}

/** Waits as configured; answers the simulated outage when the operation is set to fail. */
export async function simulateLatency(request: Request): Promise<Response | undefined> {
  if (delays.size === 0) return
  const url = new URL(request.url)
  const body = request.method === 'POST' ? await request.clone().text() : ''
  const name = url.searchParams.get('operationName') ?? operationNameOf(body)
  const candidates = [...((name ? delays.get(name) : undefined) ?? []), ...(delays.get(ANY_OPERATION) ?? [])]
  // The customer token counts as mentioned too, so a test can single out one customer's calls.
  const haystack = `${url.search}${body}${request.headers.get('Authorization') ?? ''}`
  const delay = candidates.find((candidate) => !candidate.match || haystack.includes(candidate.match))
  if (!delay) return
  await new Promise((resolve) => setTimeout(resolve, delay.ms))
  return delay.fail ? new Response('Service unavailable (simulated)', { status: 503 }) : undefined
}

function operationNameOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    return typeof parsed === 'object' &&
      parsed !== null &&
      'operationName' in parsed &&
      typeof parsed.operationName === 'string'
      ? parsed.operationName
      : undefined
  } catch {
    return undefined
  }
}
