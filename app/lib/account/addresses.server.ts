import { data } from 'react-router'
import {
  CreateCustomerAddressDocument,
  type CustomerAddressFragment,
  CustomerAddressesDocument,
  DeleteCustomerAddressDocument,
  UpdateCustomerAddressDocument,
} from '~graphql/generated'
import { CommerceError } from '../commerce.server'
import type { RequestServices } from '../context.server'
import { COOKIE, serializeCookie } from '../cookies'
import { ADDRESS_MESSAGES, ADDRESS_TITLE, type AddressBookValue, toCustomerAddressInput } from './addresses'

/** A change the customer should read on the form (the input kept), or a 404 for an address that is not theirs. */
export class AddressBookError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message)
    this.name = 'AddressBookError'
  }
}

/** The customer's address book: one backend call. */
export async function loadAddresses(services: RequestServices): Promise<CustomerAddressFragment[]> {
  const { customer } = await services.commerce.query(CustomerAddressesDocument, {})
  return (customer?.addresses ?? []).flatMap((address) => (address?.id ? [address] : []))
}

/** The address of the URL among the customer's own; anything else (foreign, deleted, made up) is a 404 page. */
export function ownAddressOr404(addresses: CustomerAddressFragment[], id: number | undefined): CustomerAddressFragment {
  const address = id === undefined ? undefined : addresses.find((candidate) => candidate.id === id)
  if (!address) throw data(null, { status: 404 })
  return address
}

function toAddressBookError(error: unknown): AddressBookError {
  if (error instanceof AddressBookError) return error
  if (error instanceof CommerceError && !error.network) {
    if (error.details.some((detail) => detail.category === 'graphql-no-such-entity'))
      return new AddressBookError(ADDRESS_MESSAGES.notFound, true)
    if (/can not be deleted/i.test(error.firstMessage))
      return new AddressBookError(ADDRESS_MESSAGES.defaultNotDeletable)
    return new AddressBookError(error.joinedMessage)
  }
  console.error('address book: backend unavailable', error instanceof Error ? error.message : error)
  return new AddressBookError(ADDRESS_MESSAGES.unavailable)
}

/**
 * Every change first checks that the address is the customer's own: Magento answers a foreign id with an
 * authorization error, which would sign the customer out (spec §4), so such an id never reaches the backend.
 */
async function assertOwn(services: RequestServices, id: number): Promise<CustomerAddressFragment[]> {
  const addresses = await loadAddresses(services)
  if (!addresses.some((address) => address.id === id)) throw new AddressBookError(ADDRESS_MESSAGES.notFound, true)
  return addresses
}

export async function createAddress(services: RequestServices, value: AddressBookValue): Promise<void> {
  try {
    // The first address is the default one: checkout preselects it.
    const first = (await loadAddresses(services)).length === 0
    const input = toCustomerAddressInput(first ? { ...value, defaultShipping: true, defaultBilling: true } : value)
    await services.commerce.mutate(CreateCustomerAddressDocument, { input })
  } catch (error) {
    throw toAddressBookError(error)
  }
}

export async function updateAddress(services: RequestServices, id: number, value: AddressBookValue): Promise<void> {
  try {
    await assertOwn(services, id)
    await services.commerce.mutate(UpdateCustomerAddressDocument, { id, input: toCustomerAddressInput(value) })
  } catch (error) {
    throw toAddressBookError(error)
  }
}

export async function deleteAddress(services: RequestServices, id: number): Promise<void> {
  try {
    const addresses = await assertOwn(services, id)
    const address = addresses.find((candidate) => candidate.id === id)
    if (address?.default_billing || address?.default_shipping)
      throw new AddressBookError(ADDRESS_MESSAGES.defaultNotDeletable)
    const { deleteCustomerAddress } = await services.commerce.mutate(DeleteCustomerAddressDocument, { id })
    if (!deleteCustomerAddress) throw new AddressBookError(ADDRESS_MESSAGES.unavailable)
  } catch (error) {
    throw toAddressBookError(error)
  }
}

/** The success notice after the redirect back to the list. */
export function flashAddressMessage(
  services: RequestServices,
  message: string,
  type: 'success' | 'warning' = 'success',
): void {
  services.responseCookies.push(
    serializeCookie(COOKIE.message, JSON.stringify({ message, type, title: ADDRESS_TITLE })),
  )
}

export function addressesPath(services: RequestServices): string {
  return `/${services.store}/customer/addresses-details`
}
