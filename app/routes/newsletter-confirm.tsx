import { Link, data } from 'react-router'
import { z } from 'zod'
import { EMBEDDED_COMMERCE_URL } from '~/lib/commerce.server'
import { isEmbedded, servicesContext } from '~/lib/context.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/newsletter-confirm'

const LinkSchema = z.object({ id: z.string().regex(/^\d{1,10}$/), code: z.string().regex(/^[A-Za-z0-9]{1,64}$/) })
const AnswerSchema = z.object({ confirmed: z.boolean(), message: z.string().max(200) })

const OUTCOME = {
  invalid: 'This confirmation link is not valid. Please use the link from your most recent email.',
  unavailable: 'Your subscription could not be confirmed right now. Please open the link again in a moment.',
} as const

/**
 * The link of the newsletter confirmation mail (a store that asks new subscribers to confirm, spec §3 status
 * UNCONFIRMED). Magento confirms with its own controller, not through GraphQL: the embedded backend serves that
 * path (workers/commerce/newsletter/confirm.ts); against a real Magento its mail links Magento's own page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const store = services.store
  const binding: Fetcher | undefined = services.env.COMMERCE
  if (!isEmbedded(services.env) || !binding) throw data(null, { status: 404 })
  const link = LinkSchema.safeParse({ id: url.searchParams.get('id'), code: url.searchParams.get('code') })
  if (!link.success) return { store, confirmed: false, message: OUTCOME.invalid }
  try {
    const response = await binding.fetch(
      `${new URL(EMBEDDED_COMMERCE_URL).origin}/newsletter/subscriber/confirm/id/${link.data.id}/code/${link.data.code}`,
      { method: 'POST', signal: AbortSignal.timeout(5000) },
    )
    const answer = AnswerSchema.safeParse(await response.json())
    if (!answer.success || response.status >= 500) throw new Error(`newsletter confirm answered ${response.status}`)
    return { store, confirmed: answer.data.confirmed, message: answer.data.message }
  } catch (error) {
    console.error('newsletter confirm: backend unavailable', error instanceof Error ? error.message : error)
    return { store, confirmed: false, message: OUTCOME.unavailable }
  }
}

/** Every visit asks the backend: an outcome is never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { store, confirmed, message } = loaderData
  return (
    <section className="mx-auto max-w-md space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold">Newsletter subscription</h1>
      <p
        role={confirmed ? 'status' : 'alert'}
        className={`rounded p-3 ${confirmed ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
      >
        {message}
      </p>
      <Link to={`/${store}`} className="inline-block rounded-full bg-stone-900 px-6 py-3 font-medium text-white">
        Continue shopping
      </Link>
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Newsletter subscription', noindex: true })
}
