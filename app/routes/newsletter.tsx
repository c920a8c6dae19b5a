import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { SubscribeEmailToNewsletterDocument } from '~graphql/generated'
import { useCustomer } from '~/components/account/use-customer'
import { NewsletterForm } from '~/components/account/newsletter-form'
import { commerceMessage, flash } from '~/lib/account/account.server'
import { NEWSLETTER_UNAVAILABLE, subscriptionMessage } from '~/lib/account/newsletter'
import { NewsletterSchema } from '~/lib/account/newsletter.schema'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { safeRedirectPath } from '~/lib/safe-path'
import { seoMeta } from '~/lib/seo'
import { isDataRequestPath } from '~/lib/stores'
import type { Route } from './+types/newsletter'

export function loader({ context }: Route.LoaderArgs) {
  return { store: context.get(servicesContext).store }
}

/**
 * Spec §7 subscribeEmailToNewsletter, for guests and customers alike. The home block and the newsletter modal post
 * here through a fetcher and stay where they are; without JavaScript the shopper returns to the page they came
 * from with a notice, or sees this page with the error and their input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const fromScript = isDataRequestPath(new URL(request.url).pathname)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema: NewsletterSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), message: null }, { status: 400 })
  let message: string
  try {
    const answer = await services.commerce.mutate(
      SubscribeEmailToNewsletterDocument,
      { email: submission.value.email },
      { recaptchaToken: recaptchaTokenOf(formData, 'NEWSLETTER') },
    )
    message = subscriptionMessage(answer.subscribeEmailToNewsletter?.status)
  } catch (error) {
    return data(
      { result: submission.reply({ formErrors: [commerceMessage(error, NEWSLETTER_UNAVAILABLE)] }), message: null },
      { status: 400 },
    )
  }
  if (fromScript) return { result: submission.reply({ resetForm: true }), message }
  flash(services, { message })
  throw redirect(safeRedirectPath(submission.value.redirectTo, `/${services.store}`))
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { email } = useCustomer()
  return (
    <section className="mx-auto max-w-md space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold">Newsletter</h1>
      <p className="text-stone-600">Sign up for care tips, training dates and exclusive offers.</p>
      <NewsletterForm
        id="newsletter-page"
        store={loaderData.store}
        redirectTo={`/${loaderData.store}`}
        defaultEmail={email}
        lastResult={actionData?.result}
      />
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Newsletter', noindex: true })
}
