import type { Cart } from './cart'
import { pageTitle } from './seo'

/** Pure checkout rules: the steps and their guard, the street-list mapping of spec §3 (the forms' schemas: checkout.schema.ts). */

export const CHECKOUT_STEPS = ['user-account', 'shipping', 'billing', 'payment'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]
export type StepState = 'complete' | 'incomplete' | 'skipped'
export type CheckoutProgress = Record<CheckoutStep, StepState>

export const STEP_LABELS: Record<CheckoutStep, string> = {
  'user-account': 'Email',
  shipping: 'Shipping',
  billing: 'Billing',
  payment: 'Payment',
}

/** Spec §9: checkout images are 100×100. */
export const CHECKOUT_IMAGE_SIZE = 100

/** The shipping methods' legend: where the page opens after an address asked for its methods. */
export const SHIPPING_METHODS_ANCHOR = 'shipping-method-legend'

export const CHECKOUT_MESSAGES = {
  noShippingMethods: 'We do not ship to this country yet. Please choose another address.',
  shippingMethodsFailed: 'Shipping methods could not be loaded. Please try again.',
  shippingMethodFailed: 'The shipping method could not be selected. Please try again.',
  chooseShippingMethod: 'Please choose a shipping method.',
  choosePaymentMethod: 'Please choose a payment method.',
  unavailable: 'The checkout is unavailable right now. Your cart is safe; please try again in a moment.',
  placeOrderFailed: 'Your order could not be placed. Please try again.',
  cartGone: 'Your cart could not be found. Please check your cart and try again.',
  signedOut: 'You were signed out (in another window?). Sign in to continue with your order: your cart is kept.',
  alreadyPlaced: 'This order has already been placed. You will find the confirmation in your email.',
  cartEmptied: 'Your cart was emptied since you reviewed it (in another window?), so no order was placed.',
  invalidPhone: 'Please enter a valid phone number: digits, with spaces, + ( ) . / - if you like',
  invalidPostcode: 'Please enter a valid zip code: letters, numbers, spaces and hyphens',
  invalidRegion: 'Please choose a state or province of the selected country',
  invalidCountry: 'Please choose a country from the list',
  unknownSavedAddress: 'That address is not in your address book. Please choose one of your addresses.',
  savedAddressIncomplete:
    'That address is missing something a delivery needs (such as the house number, or a valid postcode or phone ' +
    'number). Please edit it in your address book, or enter the address below.',
  unknownIntent: "This form was sent in a way it does not know. Please use the form's own buttons.",
  totalChanged:
    'Your cart changed since you reviewed it, and so did its total. Please check your order again before placing it.',
} as const

/**
 * The order's total is no longer the one the shopper reviewed (the cart changed in another tab or on another device):
 * the order is not placed at a total they never saw. Amounts compare to the cent; an unknown total changes nothing.
 */
export function totalChangedSince(reviewed: number, current: number | null | undefined): boolean {
  return typeof current === 'number' && Math.abs(current - reviewed) >= 0.005
}

export type CheckoutCartState = Pick<
  Cart,
  'email' | 'is_virtual' | 'shipping_addresses' | 'billing_address' | 'selected_payment_method'
>

/**
 * Where the cart stands. user-account: an email on the cart or a signed-in customer; shipping: an address with a
 * selected method, skipped for a virtual cart; billing: a billing address; payment: a selected method.
 */
export function checkoutProgress(cart: CheckoutCartState, signedIn: boolean): CheckoutProgress {
  const shipping = cart.shipping_addresses.find(Boolean)
  return {
    'user-account': signedIn || Boolean(cart.email) ? 'complete' : 'incomplete',
    shipping: cart.is_virtual
      ? 'skipped'
      : shipping?.selected_shipping_method?.carrier_code
        ? 'complete'
        : 'incomplete',
    billing: cart.billing_address ? 'complete' : 'incomplete',
    payment: cart.selected_payment_method?.code ? 'complete' : 'incomplete',
  }
}

export function firstIncompleteStep(progress: CheckoutProgress): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((step) => progress[step] === 'incomplete')
}

/** Where `/checkout` sends the shopper: the first incomplete step, or the last step (review) when all are done. */
export function checkoutStartStep(progress: CheckoutProgress): CheckoutStep {
  return firstIncompleteStep(progress) ?? 'payment'
}

/**
 * The enforced guard: a step whose earlier steps are incomplete gives the first incomplete one; a skipped step
 * gives the next open step. Undefined: the step may be shown.
 */
export function guardStep(progress: CheckoutProgress, step: CheckoutStep): CheckoutStep | undefined {
  const index = CHECKOUT_STEPS.indexOf(step)
  const blocking = CHECKOUT_STEPS.slice(0, index).find((earlier) => progress[earlier] === 'incomplete')
  if (blocking) return blocking
  if (progress[step] === 'skipped')
    return CHECKOUT_STEPS.slice(index + 1).find((later) => progress[later] !== 'skipped')
  return undefined
}

export function nextStep(progress: CheckoutProgress, step: CheckoutStep): CheckoutStep {
  const index = CHECKOUT_STEPS.indexOf(step)
  return CHECKOUT_STEPS.slice(index + 1).find((later) => progress[later] !== 'skipped') ?? 'payment'
}

export type StreetFields = { street: string; apartment?: string; neighborhood?: string; extra?: string }

/**
 * Spec §3: the street line, then apartment, neighbourhood and extra when present. Reading back goes by position,
 * so a line is only left out at the end: an empty middle line stays as '' and keeps extra information in
 * position 4 when there is no neighbourhood (else it would come back as the neighbourhood).
 */
export function toStreetLines({ street, apartment, neighborhood, extra }: StreetFields): string[] {
  const lines = [street, apartment, neighborhood, extra].map((line) => line?.trim() ?? '')
  while (lines.length > 1 && lines.at(-1) === '') lines.pop()
  return lines
}

/** Spec §3: the list read back by positions 1 to 4. */
export function fromStreetLines(
  lines: readonly (string | null | undefined)[] | null | undefined,
): Required<StreetFields> {
  const [street, apartment, neighborhood, extra] = (lines ?? []).map((line) => line ?? '')
  return { street: street ?? '', apartment: apartment ?? '', neighborhood: neighborhood ?? '', extra: extra ?? '' }
}

/**
 * The street list as an address is written: street and house number on one line (Keizersgracht 123, as in NL, DE
 * and FR), then the neighbourhood and the extra line.
 */
export function streetDisplayLines(lines: readonly (string | null | undefined)[] | null | undefined): string[] {
  const { street, apartment, neighborhood, extra } = fromStreetLines(lines)
  return [[street, apartment].filter(Boolean).join(' '), neighborhood, extra].filter(Boolean)
}

/** Magento increment ids, as the thank-you address and the order history carry them: short and alphanumeric. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,32}$/

export type CountryOption = { id: string; name: string; regions: { id: number; code: string; name: string }[] }

/** A country's name from the backend's list (in the store's language), its code when the list does not have it. */
export function countryNamer(countries: readonly CountryOption[]): (code: string) => string {
  return (code) => countries.find((country) => country.id === code)?.name ?? code
}

const CODE = /^[A-Z]{2}$/

/** The backend's countries, validated and sorted by name; entries without an id are dropped. */
export function toCountryOptions(
  countries:
    | readonly ({
        id: string | null
        full_name_locale: string | null
        full_name_english: string | null
        available_regions: readonly ({ id: number | null; code: string | null; name: string | null } | null)[] | null
      } | null)[]
    | null
    | undefined,
): CountryOption[] {
  return (countries ?? [])
    .flatMap((country) => {
      if (!country?.id || !CODE.test(country.id)) return []
      const regions = (country.available_regions ?? []).flatMap((region) =>
        region?.id !== null && region?.id !== undefined && region.name
          ? [{ id: region.id, code: region.code ?? '', name: region.name }]
          : [],
      )
      return [{ id: country.id, name: country.full_name_locale || country.full_name_english || country.id, regions }]
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

export type ShippingMethod = NonNullable<
  NonNullable<NonNullable<Cart['shipping_addresses'][number]>['available_shipping_methods']>[number]
>

export function shippingMethodKey(method: { carrier_code: string; method_code: string | null }): string {
  return `${method.carrier_code}|${method.method_code ?? ''}`
}

/** The methods the shopper may choose for the cart's shipping address. */
export function availableShippingMethods(cart: Pick<Cart, 'shipping_addresses'>): ShippingMethod[] {
  const address = cart.shipping_addresses.find(Boolean)
  return (address?.available_shipping_methods ?? []).flatMap((method) =>
    method?.available && method.method_code ? [method] : [],
  )
}

export function selectedShippingMethodKey(cart: Pick<Cart, 'shipping_addresses'>): string | undefined {
  const method = cart.shipping_addresses.find(Boolean)?.selected_shipping_method
  return method?.carrier_code && method.method_code ? shippingMethodKey(method) : undefined
}

/** A cart address as the form's default values (street list split back by spec §3). */
export function addressFormValues(
  address:
    | {
        firstname: string | null
        lastname: string | null
        street: readonly (string | null)[] | null
        city: string | null
        postcode: string | null
        telephone: string | null
        region: { region_id: number | null } | null
        country: { code: string | null }
      }
    | null
    | undefined,
): Record<string, string> {
  if (!address) return {}
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    ...fromStreetLines(address.street),
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    country: address.country.code ?? '',
    region: address.region?.region_id ? String(address.region.region_id) : '',
    telephone: address.telephone ?? '',
  }
}

/**
 * An external checkout's start address: only an http(s) URL from the configuration, the sync path (default
 * `/vue/cart/sync`), the customer token (or empty) and the cart id. Undefined when no usable URL is configured.
 */
export function externalCheckoutUrl(
  config: { url: string | undefined; syncPath: string | undefined },
  params: { token: string | undefined; cartId: string },
): string | undefined {
  if (!config.url) return undefined
  let base: URL
  try {
    base = new URL(config.url)
  } catch {
    return undefined
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined
  const rawPath = config.syncPath?.trim() || DEFAULT_SYNC_PATH
  const path =
    rawPath.startsWith('/') && !rawPath.startsWith('//') && !rawPath.includes('\\') ? rawPath : DEFAULT_SYNC_PATH
  const target = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`)
  target.searchParams.set('token', params.token ?? '')
  target.searchParams.set('cart', params.cartId)
  return target.toString()
}

export const DEFAULT_SYNC_PATH = '/vue/cart/sync'

/** The address book entry's key for "the same address" (see addressKey). */
export type SavedAddressOption = { id: number; label: string; isDefault: boolean; key: string }

/** The saved-address choice that means "the address typed below" (a value of its own, so a sent form keeps it). */
export const NEW_ADDRESS_CHOICE = 'new'

type ComparableAddress = {
  firstname: string | null
  lastname: string | null
  street: readonly (string | null)[] | null
  postcode: string | null
  city: string | null
}

/** Two addresses are the same when these read the same, whatever the case and spacing. */
export function addressKey(address: ComparableAddress, countryCode: string | null): string {
  return [address.firstname, address.lastname, ...(address.street ?? []), address.postcode, address.city, countryCode]
    .map((part) => (part ?? '').trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|')
}

/**
 * Where a step's saved-address choice starts: the saved address the cart already holds, "new" when the cart holds
 * an address typed before (never silently swapped for a saved one), else the default saved address.
 */
export function initialAddressChoice(
  cartAddress: (ComparableAddress & { country: { code: string | null } }) | null | undefined,
  options: readonly SavedAddressOption[],
): string | undefined {
  if (options.length === 0) return undefined
  if (!cartAddress) {
    const fallback = options.find((option) => option.isDefault)
    return fallback ? String(fallback.id) : undefined
  }
  const key = addressKey(cartAddress, cartAddress.country.code)
  const match = options.find((option) => option.key === key)
  return match ? String(match.id) : NEW_ADDRESS_CHOICE
}

/** A customer's saved address as one readable line (text only: React escapes it). */
export function savedAddressOption(
  address: {
    id: number | null
    firstname: string | null
    lastname: string | null
    street: readonly (string | null)[] | null
    postcode: string | null
    city: string | null
    country_code: string | null
    default_shipping: boolean | null
    default_billing: boolean | null
  },
  kind: 'shipping' | 'billing',
  countryName: (code: string) => string = (code) => code,
): SavedAddressOption | undefined {
  if (address.id === null) return undefined
  const parts = [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    streetDisplayLines(address.street).join(' '),
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.country_code ? countryName(address.country_code) : '',
  ].filter(Boolean)
  return {
    id: address.id,
    label: parts.join(', '),
    isDefault: Boolean(kind === 'shipping' ? address.default_shipping : address.default_billing),
    key: addressKey(address, address.country_code),
  }
}

/** A checkout page's title names its step (a tab, a screen reader, the history); no step is ever indexed. */
export function checkoutMeta(step?: string) {
  return [{ title: pageTitle(step ? `${step} – Checkout` : 'Checkout') }, { name: 'robots', content: 'noindex' }]
}

/** An address as the cart keeps it, with the parts a billing address may differ in. */
type CartAddressParts = ComparableAddress & {
  company?: string | null
  telephone?: string | null
  vat_id?: string | null
  region?: { code: string | null } | null
  country: { code: string | null } | null
}

/**
 * The billing address is the shipping one: every part the shopper wrote reads the same (addressKey, and company,
 * phone, VAT number and region). A billing address that differs in any of them is their own, and "Same as shipping
 * address" must not be ticked over it.
 */
export function sameAddress(a: CartAddressParts, b: CartAddressParts | null | undefined): boolean {
  if (!b) return false
  const key = (address: CartAddressParts) =>
    [address.company, address.telephone, address.vat_id, address.region?.code]
      .map((part) => (part ?? '').trim().toLowerCase())
      // Empty street lines (an apartment line left blank) count as none.
      .concat(
        addressKey(
          { ...address, street: (address.street ?? []).filter((line) => line?.trim()) },
          address.country?.code ?? null,
        ),
      )
      .join('|')
  return key(a) === key(b)
}
