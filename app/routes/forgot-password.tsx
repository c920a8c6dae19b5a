import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { RequestPasswordResetEmailDocument } from '~graphql/generated'
import { FormError, SubmitButton, TextField } from '~/components/form'
import { RESET_REQUEST_FAILED, RESET_REQUEST_SENT } from '~/lib/account/password-reset'
import { ForgotPasswordSchema } from '~/lib/account/password-reset.schema'
import { CommerceError } from '~/lib/commerce.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/forgot-password'
import { useValidatedForm } from '~/components/use-validated-form'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { RecaptchaField } from '~/components/recaptcha-field'

export function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  return { store: services.store, sent: url.searchParams.get('sent') === '1' }
}

/** Spec §7 requestPasswordResetEmail; an unknown address gets the same answer as a known one. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    await services.commerce.mutate(
      RequestPasswordResetEmailDocument,
      { email: submission.value.email },
      { recaptchaToken: recaptchaTokenOf(formData, 'CUSTOMER_FORGOT_PASSWORD') },
    )
  } catch (error) {
    // Magento answers an unknown address, a locked account and its own refusals (Magento_Security's too many
    // requests, wrapped) each in words of its own, translated in a translated store: every refusal gets the same answer
    // as a sent mail, so the form tells nobody who is a customer. A reCAPTCHA refusal (nothing was looked up) and an
    // outage are said.
    const refusal = error instanceof CommerceError && !error.network
    if (refusal && /recaptcha/i.test(error.firstMessage))
      return data({ result: submission.reply({ formErrors: [error.firstMessage.slice(0, 300)] }) }, { status: 400 })
    if (!refusal) {
      console.warn('forgot password: request failed', error instanceof Error ? error.message : error)
      return data({ result: submission.reply({ formErrors: [RESET_REQUEST_FAILED] }) }, { status: 400 })
    }
  }
  throw redirect(`/${services.store}/ForgotPassword?sent=1`)
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { store, sent } = loaderData
  const navigation = useNavigation()
  const { form, fields, formProps } = useValidatedForm({
    id: 'forgot-password',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: FORM_CONSTRAINTS.forgotPassword,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/password-reset.schema'),
    schema: (module) => module.ForgotPasswordSchema,
  })
  return (
    <section className="mx-auto max-w-md space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold">Forgot your password?</h1>
      {sent ? (
        <p role="status" className="rounded bg-emerald-50 p-3 text-emerald-900">
          {RESET_REQUEST_SENT}
        </p>
      ) : (
        <p className="text-stone-600">Enter your email address and we will send you a link to reset your password.</p>
      )}
      <Form method="post" {...formProps} className="space-y-4">
        <FormError errors={form.errors} />
        <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
        <RecaptchaField forms={['CUSTOMER_FORGOT_PASSWORD']} />
        <SubmitButton pending={navigation.state === 'submitting'}>Reset my password</SubmitButton>
      </Form>
      <p className="text-sm text-stone-600">
        <Link to={`/${store}/customer/login`} className="underline">
          Back to sign in
        </Link>
      </p>
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Forgot your password?', noindex: true })
}
