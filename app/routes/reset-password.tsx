import { parseWithZod } from '@conform-to/zod/v4'
import { storePasswordRefusal } from '~/lib/account/password.server'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { ResetPasswordDocument } from '~graphql/generated'
import { AccountName, FormError, SubmitButton, TextField } from '~/components/form'
import { commerceMessage, flash, flashBefore } from '~/lib/account/account.server'
import { RESET_LINK_INVALID } from '~/lib/account/password-reset'
import { ResetPasswordSchema, ResetTokenSchema } from '~/lib/account/password-reset.schema'
import { CommerceError } from '~/lib/commerce.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { seoMeta } from '~/lib/seo'
import { signIn } from '~/lib/session.server'
import { EmailSchema } from '~/lib/validation'
import type { Route } from './+types/reset-password'
import { useValidatedForm } from '~/components/use-validated-form'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { RecaptchaField } from '~/components/recaptcha-field'
import { redirectAfterSignIn } from '~/lib/wishlist/wishlist.server'
import { PASSWORD_HINT } from '~/lib/account/password-hint'

const HIDDEN = ['password', 'confirmPassword']

/** The link of the reset mail: `?email=&key=` (`?token=` is the sales-person link); a malformed link says so instead of showing a form that cannot work. */
export function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const email = EmailSchema.safeParse(url.searchParams.get('email'))
  const token = ResetTokenSchema.safeParse(url.searchParams.get('key'))
  return {
    store: services.store,
    link: email.success && token.success ? { email: email.data, token: token.data } : null,
  }
}

/** Spec §7 resetPassword, then the shopper is signed in with the new password. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 })
  const { email, token, password } = submission.value
  const weak = await storePasswordRefusal(services, password)
  if (weak)
    return data(
      { result: submission.reply({ fieldErrors: { password: [weak] }, hideFields: HIDDEN }) },
      { status: 400 },
    )
  try {
    await services.commerce.mutate(
      ResetPasswordDocument,
      { email, resetPasswordToken: token, newPassword: password },
      { recaptchaToken: recaptchaTokenOf(formData, 'CUSTOMER_FORGOT_PASSWORD') },
    )
  } catch (error) {
    // Magento gives one answer for a forged, expired and used token (and for an unknown address).
    const linkRefused =
      error instanceof CommerceError &&
      error.details.some(
        (detail) =>
          /token|no such entity|cannot set/i.test(detail.message) || detail.category === 'graphql-no-such-entity',
      )
    const message = linkRefused
      ? RESET_LINK_INVALID
      : commerceMessage(error, 'Your password could not be changed right now. Please try again in a moment.')
    return data({ result: submission.reply({ formErrors: [message], hideFields: HIDDEN }) }, { status: 400 })
  }
  const signedIn = await signIn(services, email, password, url, recaptchaTokenOf(formData, 'CUSTOMER_LOGIN'))
  if (!signedIn.ok) {
    // An account never confirmed (de_et) cannot sign in with its new password either: saying "Please sign in" would
    // send the customer to a refusal, so the notice says what stands in the way instead.
    flash(
      services,
      signedIn.unconfirmed
        ? { message: `Your password has been changed. ${signedIn.message}`, type: 'warning', persist: true }
        : { message: 'Your password has been changed. Please sign in.', type: 'success' },
    )
    throw redirect(`/${services.store}/customer/login`)
  }
  // The sign-in may have said which guest lines stayed out of the customer's cart: that notice is kept.
  flashBefore(services, { message: 'Your password has been changed.', type: 'success', persist: false })
  throw redirectAfterSignIn(services, `/${services.store}/customer/my-profile`)
}

/** The page of a mail's link holds its address and secret: it is the recipient's only, never stored by a cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { store, link } = loaderData
  const navigation = useNavigation()
  const { form, fields, formProps } = useValidatedForm({
    id: 'reset-password',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: FORM_CONSTRAINTS.resetPassword,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/password-reset.schema'),
    schema: (module) => module.ResetPasswordSchema,
  })
  const linkRefused = form.errors?.includes(RESET_LINK_INVALID) ?? false
  return (
    <section className="mx-auto max-w-md space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold">Set a new password</h1>
      {link ? (
        <Form method="post" {...formProps} className="space-y-4">
          <FormError errors={form.errors} />
          <AccountName email={link.email} name={fields.email.name} />
          <input type="hidden" name={fields.token.name} value={link.token} />
          <p className="text-stone-600">
            For <strong>{link.email}</strong>. {PASSWORD_HINT}
          </p>
          <TextField label="New password" field={fields.password} type="password" autoComplete="new-password" />
          <TextField
            label="Confirm new password"
            field={fields.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <RecaptchaField forms={['CUSTOMER_FORGOT_PASSWORD', 'CUSTOMER_LOGIN']} />
          <SubmitButton pending={navigation.state === 'submitting'}>Set new password</SubmitButton>
        </Form>
      ) : (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-900">
          {RESET_LINK_INVALID}
        </p>
      )}
      {!link || linkRefused ? (
        <p>
          <Link to={`/${store}/ForgotPassword`} className="underline">
            Request a new link
          </Link>
        </p>
      ) : null}
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Set a new password', noindex: true })
}
