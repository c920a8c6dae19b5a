import { orUnavailable } from '~/lib/outage.server'
import { seoMeta } from '~/lib/seo'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { ConfirmDialog } from '~/components/cart/confirm-dialog'
import { useHydrated } from '~/components/cart/js-flag'
import { FormError } from '~/components/form'
import { type AddressCard, parseAddressId, sortAddressCards, toAddressCard } from '~/lib/account/addresses'
import { DeleteAddressSchema } from '~/lib/account/addresses.schema'
import { ADDRESS_MESSAGES } from '~/lib/account/addresses'
import {
  AddressBookError,
  addressesPath,
  deleteAddress,
  flashAddressMessage,
  loadAddresses,
} from '~/lib/account/addresses.server'
import { loadCountries } from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import type { Route } from './+types/customer.addresses-details'
import { pendingButtonProps } from '~/components/pending-button'

/** The address book: one backend call (countries come from KV). `?delete={id}` is the confirmation without JavaScript. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const [addresses, countries] = await orUnavailable(
    Promise.all([loadAddresses(services), loadCountries(services).catch(() => [])]),
  )
  const cards = sortAddressCards(addresses.flatMap((address) => toAddressCard(address, countries) ?? []))
  const deleteId = parseAddressId(url.searchParams.get('delete'))
  return { store: services.store, cards, confirming: cards.find((card) => card.id === deleteId) ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const submission = parseWithZod(await readFormBody(request), { schema: DeleteAddressSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ formErrors: [ADDRESS_MESSAGES.notFound] }) }, { status: 400 })
  try {
    await deleteAddress(services, submission.value.addressId)
  } catch (error) {
    const message = error instanceof AddressBookError ? error.message : ADDRESS_MESSAGES.unavailable
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 })
  }
  flashAddressMessage(services, ADDRESS_MESSAGES.deleted)
  return redirect(addressesPath(services))
}

export default function AddressesDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { store, cards, confirming } = loaderData
  const navigation = useNavigation()
  const errors = navigation.state === 'idle' ? actionData?.result.error?.['']?.filter(Boolean) : undefined
  const base = `/${store}/customer/addresses-details`
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 data-focus-on-arrival className="text-xl font-semibold">
          Addresses
        </h2>
        <Link to={`${base}/create`} className="rounded-full bg-stone-900 px-5 py-2 text-white hover:bg-stone-700">
          Add a new address
        </Link>
      </div>
      <FormError errors={errors} />
      {confirming ? <DeleteConfirmation card={confirming} cancel={base} /> : null}
      {cards.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-6">You have no saved addresses yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id}>
              <AddressCardView card={card} base={base} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function AddressCardView({ card, base }: { card: AddressCard; base: string }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const isDefault = card.defaultShipping || card.defaultBilling
  return (
    <article
      aria-labelledby={`address-${card.id}`}
      className="user-text flex h-full min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4"
    >
      <h3 id={`address-${card.id}`} className="font-semibold">
        {card.name}
      </h3>
      {isDefault ? (
        <ul className="flex flex-wrap gap-2 text-xs font-medium">
          {card.defaultShipping ? (
            <li className="rounded-full bg-stone-900 px-2 py-1 text-white">Default shipping address</li>
          ) : null}
          {card.defaultBilling ? (
            <li className="rounded-full bg-stone-900 px-2 py-1 text-white">Default billing address</li>
          ) : null}
        </ul>
      ) : null}
      <address className="not-italic">
        {card.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        {card.telephone ? <span className="block">{card.telephone}</span> : null}
      </address>
      <p className="mt-auto flex gap-4 text-sm">
        <Link to={`${base}/edit/${card.id}`} className="underline">
          Edit<span className="sr-only"> the address of {card.name}</span>
        </Link>
        {isDefault ? null : hydrated ? (
          <button type="button" className="underline" onClick={() => setOpen(true)}>
            Delete<span className="sr-only"> the address of {card.name}</span>
          </button>
        ) : (
          <Link to={`${base}?delete=${card.id}`} className="underline">
            Delete<span className="sr-only"> the address of {card.name}</span>
          </Link>
        )}
      </p>
      {isDefault ? null : (
        <ConfirmDialog open={open} title="Delete address" onClose={() => setOpen(false)}>
          <DeleteForm card={card} onCancel={() => setOpen(false)} />
        </ConfirmDialog>
      )}
    </article>
  )
}

/** Without JavaScript the list link leads here: the same question as the dialog, as a section of the page. */
function DeleteConfirmation({ card, cancel }: { card: AddressCard; cancel: string }) {
  return (
    <section aria-labelledby="delete-title" className="space-y-4 rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 id="delete-title" className="font-semibold">
        Delete address
      </h3>
      <DeleteForm card={card} cancelTo={cancel} />
    </section>
  )
}

function DeleteForm({ card, onCancel, cancelTo }: { card: AddressCard; onCancel?: () => void; cancelTo?: string }) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  return (
    <>
      <p>
        Do you really want to delete the address of {card.name}, {card.lines[0]}?
      </p>
      <Form method="post" className="flex justify-end gap-2" onSubmit={onCancel}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="addressId" value={String(card.id)} />
        {cancelTo ? (
          <Link to={cancelTo} className="rounded-full border border-stone-300 px-4 py-2">
            Cancel
          </Link>
        ) : (
          <button type="button" className="rounded-full border border-stone-300 px-4 py-2" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button
          type="submit"
          {...pendingButtonProps(pending)}
          className="rounded-full bg-red-700 px-4 py-2 text-white aria-disabled:opacity-60"
        >
          Delete
        </button>
      </Form>
    </>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Addresses', noindex: true })
}
