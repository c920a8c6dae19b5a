import { z } from 'zod'
import { SKU_PATTERN } from '../sku'

/**
 * A guest's wishlist add, kept across sign-in. Set only in answer to our own POST (httpOnly, SameSite=Lax), so no
 * other site can plant an add; read defensively like every cookie.
 */
export const PENDING_WISHLIST_COOKIE = 'vsf-wishlist-pending'

const SkuSchema = z.string().max(64).regex(SKU_PATTERN)

const PendingAddSchema = z.object({ sku: SkuSchema, variant: SkuSchema.optional() })
export type PendingAdd = z.infer<typeof PendingAddSchema>

export function serializePendingAdd(input: PendingAdd): string {
  return JSON.stringify(input.variant ? { sku: input.sku, variant: input.variant } : { sku: input.sku })
}

export function parsePendingAdd(raw: string | undefined): PendingAdd | null {
  if (!raw || raw.length > 300) return null
  try {
    const parsed = PendingAddSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
