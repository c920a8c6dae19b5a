import { z } from 'zod'
import { WISHLIST_MESSAGES } from './wishlist'
import { SKU_PATTERN } from '../sku'

/** The wishlist forms' schema (the toggle, the wishlist's remove buttons): the action's validation, server only. */

const SkuSchema = z
  .string({ error: WISHLIST_MESSAGES.productNotFound })
  .trim()
  .max(64, WISHLIST_MESSAGES.productNotFound)
  .regex(SKU_PATTERN, WISHLIST_MESSAGES.productNotFound)

/** Magento wishlist item ids are whole numbers. */
const ItemIdSchema = z
  .string({ error: WISHLIST_MESSAGES.itemNotFound })
  .trim()
  .regex(/^\d{1,12}$/, WISHLIST_MESSAGES.itemNotFound)

const ReturnToSchema = z.string().max(1024).optional()

/**
 * The toggle and the wishlist's remove buttons. `add` names the product (and a configurable's chosen variant);
 * `remove` names the items to remove. The button says which one it is, so the shopper gets what it says.
 */
export const WishlistFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), sku: SkuSchema, variant: SkuSchema.optional(), returnTo: ReturnToSchema }),
    z.object({
      intent: z.literal('remove'),
      ids: z.array(ItemIdSchema).min(1, WISHLIST_MESSAGES.itemNotFound).max(100, WISHLIST_MESSAGES.itemNotFound),
      name: z.string().trim().max(255).optional(),
      returnTo: ReturnToSchema,
    }),
  ],
  { error: WISHLIST_MESSAGES.unknownRequest },
)
export type WishlistFormInput = z.infer<typeof WishlistFormSchema>
