import type { CountryCodeEnum, CustomerAddressFragment, CustomerAddressInput } from '~graphql/generated'
import { type CountryOption, fromStreetLines, streetDisplayLines, toStreetLines } from '../checkout'
import type { CheckoutAddress } from '../checkout.schema'

/** The address book of My Account: its mapping to Magento and back (the forms' schemas: addresses.schema.ts). */

export const ADDRESS_MESSAGES = {
  created: 'You saved the address.',
  updated: 'You saved the address.',
  deleted: 'You deleted the address.',
  notFound: 'This address could not be found. It may have been deleted.',
  goneWhileEditing:
    'This address is no longer in your address book (deleted in another window?), so your changes were not saved.',
  defaultNotDeletable: 'A default address cannot be deleted. Choose another default address first.',
  unavailable: 'Your address book is unavailable right now. Please try again in a moment.',
  firstIsDefault: 'Your first address becomes your default shipping and billing address.',
} as const

export const ADDRESS_TITLE = 'Address book'

export type AddressBookValue = { address: CheckoutAddress; defaultShipping: boolean; defaultBilling: boolean }

/** An address id from the URL: digits only, else no such address (a 404 without asking the backend). */
export function parseAddressId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined
  const id = Number(raw)
  return id > 0 ? id : undefined
}

/** Magento's CountryCodeEnum is exactly the ISO 3166-1 alpha-2 codes; the country also came from its own list. */
function isCountryCode(code: string): code is CountryCodeEnum {
  return /^[A-Z]{2}$/.test(code)
}

/** Spec §3: the street list is the street line, then apartment, neighbourhood and extra. */
export function toCustomerAddressInput(value: AddressBookValue): CustomerAddressInput {
  const { address } = value
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: toStreetLines(address),
    city: address.city,
    postcode: address.postcode,
    country_code: isCountryCode(address.countryCode) ? address.countryCode : undefined,
    // Magento keeps the region's name when a country has no list; null clears a region of an earlier country.
    region: address.region
      ? { region: address.region.name, region_code: address.region.code, region_id: address.region.id }
      : { region: null, region_code: null, region_id: null },
    telephone: address.telephone,
    // Only ever set, never unset: Magento has no "no default", another address becomes the default instead.
    ...(value.defaultShipping ? { default_shipping: true } : {}),
    ...(value.defaultBilling ? { default_billing: true } : {}),
  }
}

/** A saved address as the form's default values (the street list read back by spec §3). */
export function addressBookFormValues(address: CustomerAddressFragment): Record<string, string | undefined> {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    ...fromStreetLines(address.street),
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    country: address.country_code ?? '',
    region: address.region?.region_id ? String(address.region.region_id) : '',
    telephone: address.telephone ?? '',
    defaultShipping: address.default_shipping ? 'on' : undefined,
    defaultBilling: address.default_billing ? 'on' : undefined,
  }
}

export type AddressCard = {
  id: number
  name: string
  lines: string[]
  telephone: string
  defaultShipping: boolean
  defaultBilling: boolean
}

/** A saved address for display: text only (React escapes it), the country by its name from the backend's list. */
export function toAddressCard(
  address: CustomerAddressFragment,
  countries: readonly CountryOption[],
): AddressCard | undefined {
  if (address.id === null) return undefined
  const country = countries.find((option) => option.id === address.country_code)
  return {
    id: address.id,
    name: [address.firstname, address.lastname].filter(Boolean).join(' '),
    lines: [
      ...streetDisplayLines(address.street),
      [address.postcode, address.city].filter(Boolean).join(' '),
      address.region?.region ?? '',
      country?.name ?? address.country_code ?? '',
    ].filter(Boolean),
    telephone: address.telephone ?? '',
    defaultShipping: Boolean(address.default_shipping),
    defaultBilling: Boolean(address.default_billing),
  }
}

/** Defaults first (shipping, then billing), the rest in the order they were added. */
export function sortAddressCards(cards: AddressCard[]): AddressCard[] {
  const rank = (card: AddressCard) => (card.defaultShipping ? 0 : card.defaultBilling ? 1 : 2)
  return [...cards].sort((a, b) => rank(a) - rank(b) || a.id - b.id)
}
