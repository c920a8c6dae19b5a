import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'

/**
 * Without JavaScript the add-to-cart form posts to its own action and is redirected back to the product; a refused
 * add travels in this short-lived cookie so the same form shows the message with the shopper's input.
 */
export const CART_ADD_COOKIE = 'vsf-cart-add'
const MAX_COOKIE_CHARS = 3000
/** What the add-to-cart form itself sends (see AddToCartSchema); nothing else a request carries is echoed back. */
const KNOWN_FIELDS = ['sku', 'quantity', 'selected', 'entered', 'grouped', 'training'] as const
const KNOWN_ITEM_FIELDS = new Set(['uid', 'value', 'sku', 'quantity'])
const MAX_ECHO_CHARS = 255
const MAX_ECHO_ITEMS = 50
/** The cookie as sent (percent-encoded) stays well below the browser's 4 KB per cookie. */
const MAX_ENCODED_CHARS = 3000

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
  const echoed = {
    sku: sku.slice(0, 64),
    result: { status: result.status, initialValue: knownInput(result.initialValue), error: knownErrors(result.error) },
  }
  const full = JSON.stringify(echoed)
  // Oversized input is not worth keeping: the message is.
  if (encodeURIComponent(full).length <= MAX_ENCODED_CHARS) return full
  return JSON.stringify({ sku: echoed.sku, result: { ...echoed.result, initialValue: null } })
}

/** The shopper's input to show again: only the form's own fields, each value and list bounded. */
function knownInput(initialValue: SubmissionResult['initialValue']): Record<string, Payload> | null {
  if (!initialValue) return null
  const kept: Record<string, Payload> = {}
  for (const field of KNOWN_FIELDS) {
    const value = bounded(initialValue[field], 0)
    if (value !== undefined) kept[field] = value
  }
  return kept
}

function bounded(value: unknown, depth: number): Payload | undefined {
  if (typeof value === 'string') return value.slice(0, MAX_ECHO_CHARS)
  if (depth >= 2 || typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ECHO_ITEMS).flatMap((item) => {
      const kept = bounded(item, depth + 1)
      return kept === undefined ? [] : [kept]
    })
  }
  const kept: Record<string, Payload> = {}
  for (const [key, item] of Object.entries(value)) {
    const inner = KNOWN_ITEM_FIELDS.has(key) ? bounded(item, depth + 1) : undefined
    if (inner !== undefined) kept[key] = inner
  }
  return kept
}

/** Messages of the form's own fields only (the schema knows no others; a form-level message has the key ''). */
function knownErrors(error: SubmissionResult['error']): Record<string, string[] | null> | null {
  if (!error) return null
  const kept: Record<string, string[] | null> = {}
  for (const [key, messages] of Object.entries(error)) {
    if (key !== '' && !(KNOWN_FIELDS as readonly string[]).includes(key.split(/[.[]/, 1)[0] ?? '')) continue
    kept[key] = messages ? messages.slice(0, 5).map((message) => message.slice(0, MAX_ECHO_CHARS)) : null
  }
  return kept
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
