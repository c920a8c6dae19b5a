import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'

/**
 * Without JavaScript the add-to-cart form posts to its own action and is redirected back to the product; a refused
 * add travels in this short-lived cookie so the same form shows the message with the shopper's input.
 */
export const CART_ADD_COOKIE = 'vsf-cart-add'
const MAX_COOKIE_CHARS = 3000

type Payload = string | Payload[] | { [key: string]: Payload }
const PayloadSchema: z.ZodType<Payload> = z.lazy(() =>
  z.union([z.string().max(MAX_COOKIE_CHARS), z.array(PayloadSchema), z.record(z.string(), PayloadSchema)]),
)

const StoredResultSchema = z.object({
  sku: z.string().max(64),
  result: z.object({
    status: z.enum(['error', 'success']).optional(),
    initialValue: z.record(z.string(), PayloadSchema).nullable().optional(),
    error: z.record(z.string(), z.array(z.string()).nullable()).nullable().optional(),
  }),
})
export type StoredAddResult = { sku: string; result: SubmissionResult }

export function serializeAddResult(sku: string, result: SubmissionResult): string {
  const full = JSON.stringify({ sku, result })
  // Oversized input is not worth keeping: the message is.
  return full.length <= MAX_COOKIE_CHARS ? full : JSON.stringify({ sku, result: { ...result, initialValue: null } })
}

export function parseAddResult(raw: string | undefined): StoredAddResult | null {
  if (!raw) return null
  try {
    const parsed = StoredResultSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) return null
    const { status, initialValue, error } = parsed.data.result
    return { sku: parsed.data.sku, result: { status, initialValue, error: error ?? undefined } }
  } catch {
    return null
  }
}
