import { orUnavailable } from '~/lib/outage.server'
import { refuseFormOfAnotherSession, sessionMark } from '~/lib/session.server'
import { seoMeta } from '~/lib/seo'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { AddressBookForm } from '~/components/account/address-book-form'
import { ADDRESS_MESSAGES, addressBookFormValues, parseAddressId } from '~/lib/account/addresses'
import { createAddressBookSchema } from '~/lib/account/addresses.schema'
import {
  AddressBookError,
  addressesPath,
  flashAddressMessage,
  loadAddresses,
  ownAddressOr404,
  updateAddress,
} from '~/lib/account/addresses.server'
import { loadCountries } from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import type { Route } from './+types/customer.addresses-details.edit'

/** A foreign, deleted or made-up id is the 404 page; the backend is only asked for the customer's own list. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const id = parseAddressId(params.addressId)
  const [addresses, countries] = await orUnavailable(
    Promise.all([id === undefined ? [] : loadAddresses(services), loadCountries(services)]),
  )
  const address = ownAddressOr404(addresses, id)
  return {
    store: services.store,
    countries,
    defaults: addressBookFormValues(address),
    isDefault: { shipping: Boolean(address.default_shipping), billing: Boolean(address.default_billing) },
    session: sessionMark(services),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const id = parseAddressId(params.addressId)
  if (id === undefined) throw data(null, { status: 404 })
  const [formData, countries] = await Promise.all([readFormBody(request), loadCountries(services).catch(() => [])])
  const other = refuseFormOfAnotherSession(services, formData, new URL(request.url).pathname)
  if (other) return other
  const submission = parseWithZod(formData, { schema: createAddressBookSchema(countries) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    await updateAddress(services, id, submission.value)
  } catch (error) {
    if (error instanceof AddressBookError && error.notFound) {
      // Gone since the form was opened (deleted in another tab): the book, saying why the changes were not kept,
      // rather than a 404 page. An id never the customer's gets the same answer and learns nothing.
      flashAddressMessage(services, ADDRESS_MESSAGES.goneWhileEditing, 'warning')
      return redirect(addressesPath(services))
    }
    const message = error instanceof AddressBookError ? error.message : ADDRESS_MESSAGES.unavailable
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 })
  }
  flashAddressMessage(services, ADDRESS_MESSAGES.updated)
  return redirect(addressesPath(services))
}

export default function EditAddress({ loaderData, actionData, params }: Route.ComponentProps) {
  const { store, countries, defaults, isDefault, session } = loaderData
  return (
    <AddressBookForm
      id={`address-edit-${params.addressId}`}
      title="Edit address"
      countries={countries}
      defaults={defaults}
      lastResult={actionData?.result}
      cancelTo={`/${store}/customer/addresses-details`}
      first={false}
      isDefault={isDefault}
      session={session}
    />
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Edit address', noindex: true })
}
