import { z } from 'zod'
import { ConfirmEmailDocument } from '~graphql/generated'
import { LoginForm } from '~/components/form-islands'
import { CommerceError } from '~/lib/commerce.server'
import { servicesContext } from '~/lib/context.server'
import { seoMeta } from '~/lib/seo'
import { EmailSchema } from '~/lib/validation'
import type { Route } from './+types/customer-confirm'

const ConfirmLinkSchema = z.object({ email: EmailSchema, key: z.string().regex(/^[A-Za-z0-9]{1,128}$/) })

const OUTCOME = {
  confirmed: 'Thank you for confirming your account. Please sign in with your password to continue.',
  alreadyActive: 'This confirmation link has already been used: your account is active. Please sign in.',
  invalid: 'This confirmation link is not valid. Please use the link from your most recent email.',
  unavailable: 'Your account could not be confirmed right now. Please open the link again in a moment.',
} as const

/**
 * The link of the confirmation mail (spec §4 "Registration"): confirms the account, then the shopper signs in
 * with the password they chose. The backend gives no token for a confirmation, so the password is asked once.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const link = ConfirmLinkSchema.safeParse({ email: url.searchParams.get('email'), key: url.searchParams.get('key') })
  if (!link.success) return { store: services.store, outcome: 'invalid' as const, email: undefined }
  try {
    await services.commerce.mutate(ConfirmEmailDocument, {
      input: { email: link.data.email, confirmation_key: link.data.key },
    })
    return { store: services.store, outcome: 'confirmed' as const, email: link.data.email }
  } catch (error) {
    if (!(error instanceof CommerceError) || error.network)
      return { store: services.store, outcome: 'unavailable' as const, email: link.data.email }
    // Magento answers a second use of the link with 'The account is already active.'
    const active = error.details.some((detail) => /already active/i.test(detail.message))
    return {
      store: services.store,
      outcome: active ? ('alreadyActive' as const) : ('invalid' as const),
      email: link.data.email,
    }
  }
}

/** Confirming is done once; a failed sign-in on this page must not run the link again. */
export function shouldRevalidate() {
  return false
}

/** The page of a mail's link holds its address and secret: it is the recipient's only, never stored by a cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function CustomerConfirm({ loaderData }: Route.ComponentProps) {
  const { store, outcome, email } = loaderData
  const ok = outcome === 'confirmed' || outcome === 'alreadyActive'
  return (
    <section className="mx-auto max-w-md space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold">Account confirmation</h1>
      <p
        role={ok ? 'status' : 'alert'}
        className={`rounded p-3 ${ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
      >
        {OUTCOME[outcome]}
      </p>
      <LoginForm
        id="confirm-login"
        action={`/${store}/customer/login`}
        redirectTo={`/${store}/customer/my-profile`}
        defaultEmail={email}
      />
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Account confirmation', noindex: true })
}
