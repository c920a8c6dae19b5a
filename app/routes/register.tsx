import { parseWithZod } from '@conform-to/zod/v4'
import { storePasswordRefusal } from '~/lib/account/password.server'
import { Form, Link, data, redirect, replace, useNavigation } from 'react-router'
import { CreateCustomerDocument } from '~graphql/generated'
import { useRegistrationErrorNotices } from '~/components/account/registration-notices'
import { CheckboxField, FormError, SubmitButton, TextField } from '~/components/form'
import {
  commerceMessage,
  flash,
  flashBefore,
  registrationErrorNotice,
  requiresAccountConfirmation,
} from '~/lib/account/account.server'
import { REGISTERED_MESSAGE, REGISTERED_WHILE_SIGNED_IN, REGISTRATION_CONFIRMATION } from '~/lib/account/register'
import { RegisterSchema } from '~/lib/account/register.schema'
import { type RequestServices, servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { storeRedirectPath } from '~/lib/safe-path'
import { seoMeta } from '~/lib/seo'
import { isDuplicateEmail, signIn, signInAfterDuplicate } from '~/lib/session.server'
import type { Route } from './+types/register'
import { useValidatedForm } from '~/components/use-validated-form'
import { useFormDraft } from '~/components/form-draft'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { RecaptchaField } from '~/components/recaptcha-field'
import { redirectAfterSignIn } from '~/lib/wishlist/wishlist.server'
import { NewPasswordFields } from '~/components/account/new-password-fields'

const HIDDEN = ['password', 'confirmPassword']

export function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const redirectTo = storeRedirectPath(
    url.searchParams.get('redirectTo'),
    services.store,
    `/${services.store}/customer/my-profile`,
  )
  if (services.customerToken) throw replace(redirectTo)
  return { store: services.store, redirectTo }
}

/**
 * Spec §4 "Registration": create the account; where the store asks for confirmation the shopper is not signed in
 * and gets the persistent notice, otherwise they are signed in at once through the login's own sign-in (so the
 * guest cart is merged the same way).
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema: RegisterSchema })
  // Sent from a tab opened before signing in: a second account would be made and the session silently moved to it.
  // The page is not one for a signed-in customer (the loader sends them on): they go where it would, told why.
  if (services.customerToken) {
    flash(services, { message: REGISTERED_WHILE_SIGNED_IN, type: 'warning', persist: true })
    throw redirect(`/${services.store}/customer/my-profile`)
  }
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 })
  const { firstname, lastname, email, password, isSubscribed } = submission.value
  const weak = await storePasswordRefusal(services, password)
  if (weak)
    return data(
      { result: submission.reply({ fieldErrors: { password: [weak] }, hideFields: HIDDEN }) },
      { status: 400 },
    )
  try {
    await services.commerce.mutate(
      CreateCustomerDocument,
      { input: { firstname, lastname, email, password, is_subscribed: isSubscribed ?? false } },
      { recaptchaToken: recaptchaTokenOf(formData, 'CUSTOMER_CREATE') },
    )
  } catch (error) {
    const loginToken = recaptchaTokenOf(formData, 'CUSTOMER_LOGIN')
    const again = await signInAfterDuplicate(services, error, email, password, url, loginToken)
    if (again?.ok) throw redirectAfterSignIn(services, afterRegistration(services, submission.value.redirectTo))
    if (again) {
      flash(services, { ...REGISTRATION_CONFIRMATION, type: 'success', persist: true })
      throw redirect(`/${services.store}/customer/login`)
    }
    const message = commerceMessage(error, 'Your account could not be created right now. Please try again in a moment.')
    registrationErrorNotice(services, [message])
    // An address with an account (its password was not this one): the way to that account is offered beside it.
    const duplicate = isDuplicateEmail(error)
    return data({ result: submission.reply({ formErrors: [message], hideFields: HIDDEN }), duplicate }, { status: 400 })
  }

  const mustConfirm = await requiresAccountConfirmation(services).catch(() => false)
  if (mustConfirm) {
    flash(services, { ...REGISTRATION_CONFIRMATION, type: 'success', persist: true })
    throw redirect(`/${services.store}/customer/login`)
  }
  const signedIn = await signIn(services, email, password, url, recaptchaTokenOf(formData, 'CUSTOMER_LOGIN'))
  if (!signedIn.ok) {
    // The account exists; only the automatic sign-in failed, so the shopper signs in by hand.
    flash(services, { message: signedIn.message, type: 'warning', persist: true })
    throw redirect(`/${services.store}/customer/login`)
  }
  // Before the sign-in merge's own notice, when it left one (lines it could not carry).
  flashBefore(services, { message: REGISTERED_MESSAGE, type: 'success', persist: false })
  throw redirectAfterSignIn(services, afterRegistration(services, submission.value.redirectTo))
}

function afterRegistration(services: RequestServices, redirectTo: string | undefined): string {
  return storeRedirectPath(redirectTo, services.store, `/${services.store}/customer/my-profile`)
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { store, redirectTo } = loaderData
  const navigation = useNavigation()
  const lastResult = navigation.state === 'idle' ? actionData?.result : undefined
  const draft = useFormDraft('register')
  const { form, fields, formProps } = useValidatedForm({
    id: 'register',
    lastResult,
    defaultValue: draft.values,
    constraint: FORM_CONSTRAINTS.register,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/register.schema'),
    schema: (module) => module.RegisterSchema,
  })
  useRegistrationErrorNotices(actionData?.result)

  return (
    <section className="mx-auto max-w-md space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold">Create an account</h1>
      <Form method="post" {...draft.bind(formProps)} className="space-y-4">
        <FormError errors={form.errors} />
        {actionData && 'duplicate' in actionData && actionData.duplicate && form.errors?.length ? (
          <p className="text-sm">
            Is it your account?{' '}
            <Link to={`/${store}/customer/login`} className="underline">
              Sign in
            </Link>{' '}
            or{' '}
            <Link to={`/${store}/ForgotPassword`} className="underline">
              reset your password
            </Link>
            .
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField label="First name" field={fields.firstname} autoComplete="given-name" />
        <TextField label="Last name" field={fields.lastname} autoComplete="family-name" />
        <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <CheckboxField label="Sign up for our newsletter" field={fields.isSubscribed} />
        <RecaptchaField forms={['CUSTOMER_CREATE', 'CUSTOMER_LOGIN']} />
        <SubmitButton pending={navigation.state === 'submitting'}>Create an account</SubmitButton>
      </Form>
      <p className="text-sm text-stone-600">
        Already have an account?{' '}
        <Link to={`/${store}/customer/login`} className="underline">
          Sign in
        </Link>
      </p>
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Create an account', noindex: true })
}
