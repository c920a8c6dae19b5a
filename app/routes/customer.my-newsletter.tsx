import { seoMeta } from '~/lib/seo'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, redirect, useNavigation, useRouteLoaderData } from 'react-router'
import { UpdateCustomerDocument } from '~graphql/generated'
import { CheckboxField, FormError, SubmitButton } from '~/components/form'
import { commerceMessage, flash } from '~/lib/account/account.server'
import { NEWSLETTER_PENDING_TEXT, NEWSLETTER_UNAVAILABLE, awaitsConfirmation } from '~/lib/account/newsletter'
import { NewsletterPreferenceSchema } from '~/lib/account/profile.schema'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import type { Route } from './+types/customer.my-newsletter'
import type { loader as customerLoader } from './customer'
import { useValidatedForm } from '~/components/use-validated-form'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'

/** Subscribe or unsubscribe through updateCustomerV2 (is_subscribed); a store with double opt-in mails a request. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const submission = parseWithZod(await readFormBody(request), { schema: NewsletterPreferenceSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const wanted = submission.value.isSubscribed === true
  try {
    const answer = await services.commerce.mutate(UpdateCustomerDocument, { input: { is_subscribed: wanted } })
    const subscribed = answer.updateCustomerV2?.customer.is_subscribed === true
    flash(services, {
      message: !wanted
        ? 'We have removed your newsletter subscription.'
        : subscribed
          ? 'We have saved your subscription.'
          : 'The confirmation request has been sent. Please check your email.',
    })
  } catch (error) {
    return data(
      { result: submission.reply({ formErrors: [commerceMessage(error, NEWSLETTER_UNAVAILABLE)] }) },
      { status: 400 },
    )
  }
  throw redirect(`/${services.store}/customer/my-newsletter`)
}

export default function MyNewsletter({ actionData }: Route.ComponentProps) {
  const customer = useRouteLoaderData<typeof customerLoader>('routes/customer')?.customer
  const navigation = useNavigation()
  const subscribed = customer?.is_subscribed === true
  // A store that confirms by mail: the subscription waits for the mail's link, on every visit until it is used.
  const pending = !subscribed && awaitsConfirmation(customer?.newsletter_status)
  const { form, fields, formProps } = useValidatedForm({
    id: `newsletter-preference-${String(subscribed)}`,
    defaultValue: { isSubscribed: subscribed ? 'on' : '' },
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: FORM_CONSTRAINTS.newsletterPreference,
    loadSchema: () => import('~/lib/account/profile.schema'),
    schema: (module) => module.NewsletterPreferenceSchema,
  })
  return (
    <section aria-labelledby="newsletter-title" className="max-w-xl space-y-4">
      <h2 data-focus-on-arrival id="newsletter-title" className="text-xl font-semibold">
        My newsletter
      </h2>
      <p>
        {subscribed
          ? 'You are subscribed to our newsletter.'
          : pending
            ? NEWSLETTER_PENDING_TEXT
            : 'You are not subscribed to our newsletter.'}
      </p>
      <Form method="post" {...formProps} className="space-y-4">
        <FormError errors={form.errors} />
        <CheckboxField label="Subscribe to our newsletter" field={fields.isSubscribed} />
        <SubmitButton pending={navigation.state === 'submitting'}>Save</SubmitButton>
      </Form>
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My newsletter', noindex: true })
}
