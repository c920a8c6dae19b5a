import { orUnavailable } from '~/lib/outage.server'
import { refuseFormOfAnotherSession, sessionMark } from '~/lib/session.server'
import { seoMeta } from '~/lib/seo'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { AddressBookForm } from '~/components/account/address-book-form'
import { ADDRESS_MESSAGES } from '~/lib/account/addresses'
import { createAddressBookSchema } from '~/lib/account/addresses.schema'
import {
  AddressBookError,
  addressesPath,
  createAddress,
  flashAddressMessage,
  loadAddresses,
} from '~/lib/account/addresses.server'
import { loadCountries } from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import type { Route } from './+types/customer.addresses-details.create'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const [addresses, countries] = await orUnavailable(Promise.all([loadAddresses(services), loadCountries(services)]))
  return { store: services.store, countries, first: addresses.length === 0, session: sessionMark(services) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const [formData, countries] = await Promise.all([readFormBody(request), loadCountries(services).catch(() => [])])
  const other = refuseFormOfAnotherSession(services, formData, new URL(request.url).pathname)
  if (other) return other
  const submission = parseWithZod(formData, { schema: createAddressBookSchema(countries) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    await createAddress(services, submission.value)
  } catch (error) {
    const message = error instanceof AddressBookError ? error.message : ADDRESS_MESSAGES.unavailable
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 })
  }
  flashAddressMessage(services, ADDRESS_MESSAGES.created)
  return redirect(addressesPath(services))
}

export default function CreateAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { store, countries, first, session } = loaderData
  return (
    <AddressBookForm
      id="address-create"
      title="Add a new address"
      countries={countries}
      defaults={{}}
      lastResult={actionData?.result}
      cancelTo={`/${store}/customer/addresses-details`}
      first={first}
      isDefault={{ shipping: false, billing: false }}
      session={session}
    />
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'New address', noindex: true })
}
