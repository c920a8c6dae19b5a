import { z } from 'zod'
import { CHECKOUT_MESSAGES, type CountryOption, NEW_ADDRESS_CHOICE, ORDER_NUMBER_PATTERN } from './checkout'
import { EmailSchema, MESSAGES, optionalText, requiredText } from './validation'

/**
 * The checkout forms' schemas, the actions' validation. The browser loads them only through a dynamic import
 * (useValidatedForm), so zod never enters a page's initial JavaScript.
 */

const optionalLine = optionalText(120)

/** Letters, digits, spaces and hyphens, as postcodes are written anywhere (1017 GC, SW1A 1AA, 75001, 1010-001). */
const POSTCODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u

/**
 * A postcode or phone as pasted (from a web page, a PDF, an e-mail signature, a phone's autocorrect): its Unicode
 * spaces are plain spaces and its dashes hyphens, so what looks right is taken, and is stored as the backend expects.
 */
function typedPlainly<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' ? value.replace(/\p{Zs}/gu, ' ').replace(/[\u2010-\u2015\u2212]/g, '-') : value,
    schema,
  )
}

/** A phone as people write it: digits with spaces, dots, slashes, hyphens, brackets, a + first or as "(+31)". */
const PHONE_PATTERN = /^\(?\+?[0-9 ()./-]{4,40}$/

/** The address form's raw fields, before the per-country rules. */
const addressShape = {
  firstname: requiredText({ max: 100 }),
  lastname: requiredText({ max: 100 }),
  street: requiredText({ max: 120 }),
  apartment: requiredText({ max: 40 }),
  neighborhood: optionalLine,
  extra: optionalLine,
  postcode: typedPlainly(requiredText({ max: 20, pattern: [POSTCODE_PATTERN, CHECKOUT_MESSAGES.invalidPostcode] })),
  city: requiredText({ min: 2, max: 100 }),
  country: z.string().trim().max(2, CHECKOUT_MESSAGES.invalidCountry).optional(),
  region: z.string().trim().max(10, CHECKOUT_MESSAGES.invalidRegion).optional(),
  telephone: typedPlainly(requiredText({ max: 40, pattern: [PHONE_PATTERN, CHECKOUT_MESSAGES.invalidPhone] })),
}

export type CheckoutAddress = {
  firstname: string
  lastname: string
  street: string
  apartment: string
  neighborhood?: string
  extra?: string
  postcode: string
  city: string
  countryCode: string
  region?: { id: number; name: string; code: string }
  telephone: string
}

type RawAddress = z.infer<z.ZodObject<typeof addressShape>>

type Location = { countryCode: string; region?: { id: number; name: string; code: string } }

/** Country from the list; a region from that country when it has regions ('Please select a country first' before). */
function resolveLocation(
  value: { country?: string; region?: string },
  countries: readonly CountryOption[],
  context: z.RefinementCtx,
): Location | undefined {
  const country = countries.find((candidate) => candidate.id === value.country)
  if (!value.country) {
    context.addIssue({ code: 'custom', message: MESSAGES.required, path: ['country'] })
    if (value.region) context.addIssue({ code: 'custom', message: MESSAGES.selectCountry, path: ['region'] })
    return undefined
  }
  if (!country) {
    context.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.invalidCountry, path: ['country'] })
    return undefined
  }
  if (country.regions.length === 0) return { countryCode: country.id }
  const match = country.regions.find((candidate) => String(candidate.id) === value.region)
  if (!match) {
    context.addIssue({
      code: 'custom',
      message: value.region ? CHECKOUT_MESSAGES.invalidRegion : MESSAGES.required,
      path: ['region'],
    })
    return undefined
  }
  return { countryCode: country.id, region: { id: match.id, name: match.name, code: match.code } }
}

function resolveAddress(value: RawAddress, location: Location): CheckoutAddress {
  return {
    firstname: value.firstname,
    lastname: value.lastname,
    street: value.street,
    apartment: value.apartment,
    neighborhood: value.neighborhood,
    extra: value.extra,
    postcode: value.postcode,
    city: value.city,
    countryCode: location.countryCode,
    region: location.region,
    telephone: value.telephone,
  }
}

export function createAddressSchema(countries: readonly CountryOption[]) {
  return z.object(addressShape).transform((value, context) => {
    const location = resolveLocation(value, countries, context)
    return location ? resolveAddress(value, location) : z.NEVER
  })
}

const SaveInAddressBookSchema = z.literal('on').optional()

/** A saved address's id, or "new" (also an empty value, as older pages send it) for the address typed below. */
const AddressIdSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^(\\d{1,10}|${NEW_ADDRESS_CHOICE})$`), CHECKOUT_MESSAGES.unknownSavedAddress)
  .transform((value) => (value === NEW_ADDRESS_CHOICE ? undefined : Number(value)))
  .optional()

/** A coarse bound before the fields' own checks (and their own lengths); past it the shop's words, not zod's. */
const looseText = z.string().max(4096, 'This field is far too long. Please shorten it.').optional()

/** Raw address fields that are only checked when a new address is given (not 'same as shipping', not a saved one). */
export const looseAddressShape = {
  firstname: looseText,
  lastname: looseText,
  street: looseText,
  apartment: looseText,
  neighborhood: looseText,
  extra: looseText,
  postcode: looseText,
  city: looseText,
  country: looseText,
  region: looseText,
  telephone: looseText,
}

/** `save`: a signed-in customer keeps a new address in the address book (Magento's save_in_address_book). */
export type AddressChoice =
  { kind: 'same' } | { kind: 'saved'; id: number } | { kind: 'new'; address: CheckoutAddress; save: boolean }

function chooseAddress(
  value: { sameAsShipping?: 'on'; savedAddressId?: number; saveInAddressBook?: 'on' } & Partial<
    Record<keyof typeof addressShape, string>
  >,
  countries: readonly CountryOption[],
  context: z.RefinementCtx,
): AddressChoice | undefined {
  if (value.sameAsShipping) return { kind: 'same' }
  if (value.savedAddressId !== undefined) return { kind: 'saved', id: value.savedAddressId }
  const address = parseNewAddress(value, countries, context)
  return address ? { kind: 'new', address, save: value.saveInAddressBook === 'on' } : undefined
}

/**
 * A typed address from loose fields, reporting every message at once: the fields' own, then country and region.
 * Shared by the checkout and the address book, so both say the same about the same input.
 */
export function parseNewAddress(
  value: Partial<Record<keyof typeof addressShape, string>>,
  countries: readonly CountryOption[],
  context: z.RefinementCtx,
): CheckoutAddress | undefined {
  const raw = z.object(addressShape).safeParse(value)
  if (!raw.success)
    for (const issue of raw.error.issues)
      if (issue.path[0] !== 'country' && issue.path[0] !== 'region')
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  const location = resolveLocation({ country: value.country?.trim(), region: value.region?.trim() }, countries, context)
  return raw.success && location ? resolveAddress(raw.data, location) : undefined
}

/** Whether stored address fields (a saved address, as form values) pass the address form's own rules. */
export function isValidAddress(
  values: Partial<Record<keyof typeof addressShape, string>>,
  countries: readonly CountryOption[],
): boolean {
  return z
    .null()
    .transform((_, context) => parseNewAddress(values, countries, context))
    .safeParse(null).success
}

export const ShippingMethodKeySchema = z
  .string()
  .trim()
  .max(130)
  .regex(/^[A-Za-z0-9_-]{1,64}\|[A-Za-z0-9_-]{1,64}$/, CHECKOUT_MESSAGES.chooseShippingMethod)

/** Shipping step: save the address (and show its methods), or save it with the chosen method and continue. */
export function createShippingSchema(countries: readonly CountryOption[]) {
  return z
    .object({
      ...looseAddressShape,
      savedAddressId: AddressIdSchema,
      saveInAddressBook: SaveInAddressBookSchema,
      intent: z.enum(['address', 'continue'], { error: CHECKOUT_MESSAGES.unknownIntent }).default('continue'),
      shippingMethod: ShippingMethodKeySchema.optional(),
    })
    .transform((value, context) => {
      if (value.intent === 'continue' && !value.shippingMethod)
        context.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.chooseShippingMethod, path: ['shippingMethod'] })
      const choice = chooseAddress(value, countries, context)
      if (!choice || choice.kind === 'same' || (value.intent === 'continue' && !value.shippingMethod)) return z.NEVER
      return { intent: value.intent, address: choice, shippingMethod: value.shippingMethod }
    })
}

/** Billing step: the same as shipping (not for a virtual cart), a saved address, or a new one. */
export function createBillingSchema(countries: readonly CountryOption[]) {
  return z
    .object({
      ...looseAddressShape,
      savedAddressId: AddressIdSchema,
      saveInAddressBook: SaveInAddressBookSchema,
      sameAsShipping: z.literal('on').optional(),
    })
    .transform((value, context) => chooseAddress(value, countries, context) ?? z.NEVER)
}

export const EmailStepSchema = z.object({ email: EmailSchema })

export const PaymentStepSchema = z.object({
  paymentMethod: z
    .string({ error: CHECKOUT_MESSAGES.choosePaymentMethod })
    .trim()
    .regex(/^[a-z0-9_]{1,64}$/, CHECKOUT_MESSAGES.choosePaymentMethod),
  /** The grand total the review showed (lib/checkout.ts totalChangedSince); a form without it is not compared. */
  reviewedTotal: z.number().optional(),
  /** The lines the review showed (checkout.server.ts reviewedLinesOf): another product at the same total is caught. */
  reviewedLines: z.string().max(32).optional(),
})

export function parseShippingMethodKey(key: string): { carrierCode: string; methodCode: string } | undefined {
  const parsed = ShippingMethodKeySchema.safeParse(key)
  if (!parsed.success) return undefined
  const [carrierCode = '', methodCode = ''] = parsed.data.split('|')
  return { carrierCode, methodCode }
}

/** The order number from the thank-you address: Magento increment ids are short and alphanumeric. */
export const OrderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN)

export type ShippingFormInput = z.input<ReturnType<typeof createShippingSchema>>
export type BillingFormInput = z.input<ReturnType<typeof createBillingSchema>>
export type ShippingFormValue = z.output<ReturnType<typeof createShippingSchema>>
export type BillingFormValue = z.output<ReturnType<typeof createBillingSchema>>
