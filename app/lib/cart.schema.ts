import { z } from 'zod'
import { CART_MESSAGES, COUPON_MAX_LENGTH, MAX_QUANTITY, OPTION_VALUE_MAX_LENGTH } from './cart'
import { SKU_PATTERN } from './sku'

/**
 * The cart forms' schemas, the actions' validation. The browser loads them only through a dynamic import
 * (useValidatedForm), so zod never enters a page's initial JavaScript.
 */

/** A quantity from a form: a whole number from 1 to MAX_QUANTITY; anything else gets a message, never a 500. */
export const QuantitySchema = z
  .string({ error: CART_MESSAGES.quantityWhole })
  .trim()
  .max(12, { error: CART_MESSAGES.quantityMax(MAX_QUANTITY), abort: true })
  .regex(/^\d+$/, { error: CART_MESSAGES.quantityWhole, abort: true })
  .transform(Number)
  .pipe(
    z
      .number()
      .int(CART_MESSAGES.quantityWhole)
      .min(1, CART_MESSAGES.quantityWhole)
      .max(MAX_QUANTITY, CART_MESSAGES.quantityMax(MAX_QUANTITY)),
  )

/** Grouped children may be left at 0. */
const OptionalQuantitySchema = z
  .string()
  .trim()
  .max(12, { error: CART_MESSAGES.quantityMax(MAX_QUANTITY), abort: true })
  .regex(/^\d*$/, { error: CART_MESSAGES.groupedQuantityWhole, abort: true })
  .transform((value) => (value === '' ? 0 : Number(value)))
  .pipe(z.number().int().min(0).max(MAX_QUANTITY, CART_MESSAGES.quantityMax(MAX_QUANTITY)))
  .optional()

const SkuSchema = z
  .string({ error: CART_MESSAGES.productNotFound })
  .trim()
  .max(64, CART_MESSAGES.productNotFound)
  .regex(SKU_PATTERN, CART_MESSAGES.productNotFound)

/** An option's uid as the page sends it; anything else was not sent by the page: the shopper is asked to choose. */
const UidSchema = z
  .string({ error: CART_MESSAGES.chooseOptions })
  .trim()
  .max(200, CART_MESSAGES.chooseOptions)
  .regex(/^[A-Za-z0-9+/=_-]+$/, CART_MESSAGES.chooseOptions)

const OptionValueSchema = z
  .string()
  .trim()
  .max(OPTION_VALUE_MAX_LENGTH, `The field should have at most ${OPTION_VALUE_MAX_LENGTH} characters`)
  .optional()

/**
 * The add-to-cart form of every product type. The product's own rules (type, stock, variant, then a training's date
 * and name) are checked on top by cartItemsFor, in the browser and on the server, in that order: a training without
 * its format is asked for the format first. `training` marks a training's form.
 */
export const AddToCartSchema = z
  .object({
    sku: SkuSchema,
    quantity: QuantitySchema.optional(),
    selected: z.array(UidSchema.optional()).max(50).optional(),
    entered: z
      .array(z.object({ uid: UidSchema, value: OptionValueSchema }))
      .max(10)
      .optional(),
    grouped: z
      .array(z.object({ sku: SkuSchema, quantity: OptionalQuantitySchema }))
      .max(50)
      .optional(),
    training: z.literal('1', { error: CART_MESSAGES.unknownForm }).optional(),
    returnTo: z.string().max(1024, CART_MESSAGES.unknownForm).optional(),
  })
  .superRefine((value, context) => {
    if (value.grouped?.length) {
      if (!value.grouped.some((child) => (child.quantity ?? 0) > 0))
        context.addIssue({ code: 'custom', message: CART_MESSAGES.groupedNone, path: [] })
    } else if (value.quantity === undefined) {
      context.addIssue({ code: 'custom', message: CART_MESSAGES.quantityWhole, path: ['quantity'] })
    }
  })
export type AddToCartInput = z.infer<typeof AddToCartSchema>

/**
 * A quantity change in the cart: 0 is accepted here (it is no mistake), and `isQuantityUpdate` then ignores it,
 * as spec §5 ignores an update unless the quantity is above 0.
 */
export const UpdateQuantitySchema = z.object({
  intent: z.literal('update'),
  uid: UidSchema,
  quantity: z
    .string({ error: CART_MESSAGES.quantityWhole })
    .trim()
    .max(12, { error: CART_MESSAGES.quantityMax(MAX_QUANTITY), abort: true })
    .regex(/^\d+$/, { error: CART_MESSAGES.quantityWhole, abort: true })
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_QUANTITY, CART_MESSAGES.quantityMax(MAX_QUANTITY))),
})

export const RemoveItemSchema = z.object({
  intent: z.literal('remove'),
  uid: UidSchema,
  name: z.string().trim().max(255).optional(),
})

export const CouponSchema = z.object({
  intent: z.literal('coupon'),
  code: z
    .string()
    .trim()
    .max(COUPON_MAX_LENGTH, `The field should have at most ${COUPON_MAX_LENGTH} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, "The coupon code isn't valid. Verify the code and try again.")
    .optional(),
})
