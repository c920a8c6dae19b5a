import { z } from 'zod'

/**
 * Development aid: makes named operations slow, so that a test can prove the storefront streams its page shell
 * before slow, deferred data. Per isolate, in memory; the embedded backend is never a production Magento.
 */
const delays = new Map<string, number>()
const MAX_DELAY_MS = 20_000

const ConfigSchema = z.object({ operationName: z.string().min(1).max(100), ms: z.number().int().min(0).max(MAX_DELAY_MS) })

export async function handleLatencyConfig(request: Request): Promise<Response> {
  if (request.method === 'POST') {
    const parsed = ConfigSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return Response.json({ error: 'Expected { operationName, ms (0–20000) }' }, { status: 400 })
    if (parsed.data.ms === 0) delays.delete(parsed.data.operationName)
    else delays.set(parsed.data.operationName, parsed.data.ms)
  } else if (request.method === 'DELETE') {
    delays.clear()
  }
  return Response.json(Object.fromEntries(delays))
}

export async function simulateLatency(request: Request): Promise<void> {
  if (delays.size === 0) return
  const name = await operationName(request)
  const ms = name ? delays.get(name) : undefined
  if (ms) await new Promise((resolve) => setTimeout(resolve, ms))
}

async function operationName(request: Request): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get('operationName')
  if (fromQuery) return fromQuery
  if (request.method !== 'POST') return undefined
  const body: unknown = await request.clone().json().catch(() => undefined)
  return typeof body === 'object' && body !== null && 'operationName' in body && typeof body.operationName === 'string' ? body.operationName : undefined
}
