import { type SubmissionResult, getInputProps } from '@conform-to/react'
import { storePasswordRefusal } from '~/lib/account/password.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { ContentPageView } from '~/components/content-page-view'
import { useRegistrationErrorNotices } from '~/components/account/registration-notices'
import { CheckboxField, FieldError, FormError, SubmitButton, TextField } from '~/components/form'
import { flash, flashBefore, loadCustomerSummary, registrationErrorNotice } from '~/lib/account/account.server'
import { SIGN_OUT_THEN } from '~/lib/account'
import { REGISTERED_MESSAGE, REGISTRATION_CONFIRMATION } from '~/lib/account/register'
import { B2B_MESSAGES, GENDERS, companyHints } from '~/lib/b2b/registration'
import { businessRegistrationSchema } from '~/lib/b2b/registration.schema'
import { registerBusinessCustomer } from '~/lib/b2b/registration.server'
import { loadContentPage } from '~/lib/content-page.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/business'
import { useValidatedForm } from '~/components/use-validated-form'
import { forgetFormDrafts, useFormDraft } from '~/components/form-draft'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { RecaptchaField } from '~/components/recaptcha-field'
import { redirectAfterSignIn } from '~/lib/wishlist/wishlist.server'
import { NewPasswordFields } from '~/components/account/new-password-fields'

/** Spec §2 /Business: the seeded `business` story above the B2B registration form (spec §3). */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  // Signed in, the form is not shown: a business account is told where its fast order is, a consumer account how
  // to register a business (another account). The customer read is the layout's own, shared in this request.
  const [page, customer] = await Promise.all([
    loadContentPage(services, 'business'),
    services.customerToken ? loadCustomerSummary(services).catch(() => null) : undefined,
  ])
  return {
    store: services.store,
    title: page?.title ?? 'Business customers',
    metaTitle: page?.metaTitle,
    description: page?.description,
    blocks: page?.blocks ?? [],
    account: accountKind(customer),
  }
}

/** Nobody signed in (undefined), a customer that could not be read right now (null), or the account's kind. */
function accountKind(customer: { is_b2b?: boolean | null } | null | undefined) {
  if (customer === undefined) return null
  if (customer === null) return 'unknown' as const
  return customer.is_b2b === true ? ('business' as const) : ('consumer' as const)
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const schema = businessRegistrationSchema(services.store)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema })
  const hidden = ['password', 'confirmPassword']
  // Sent from a tab opened before signing in: a second account would be made and the session silently moved to it.
  if (services.customerToken)
    return data(
      { result: submission.reply({ formErrors: [B2B_MESSAGES.signedIn], hideFields: hidden }) },
      { status: 400 },
    )
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: hidden }) }, { status: 400 })
  const weak = await storePasswordRefusal(services, submission.value.password)
  if (weak)
    return data(
      { result: submission.reply({ fieldErrors: { password: [weak] }, hideFields: hidden }) },
      { status: 400 },
    )
  const outcome = await registerBusinessCustomer(services, submission.value, url, {
    create: recaptchaTokenOf(formData, 'CUSTOMER_CREATE'),
    login: recaptchaTokenOf(formData, 'CUSTOMER_LOGIN'),
  })
  if (!outcome.ok) {
    registrationErrorNotice(services, [outcome.message])
    return data({ result: submission.reply({ formErrors: [outcome.message], hideFields: hidden }) }, { status: 400 })
  }
  // As on /Register (spec §4): confirm first and sign in afterwards, or signed in at once and on to the fast order.
  if (outcome.confirm) {
    flash(services, { ...REGISTRATION_CONFIRMATION, type: 'success', persist: true })
    throw redirect(
      `/${services.store}/customer/login?redirectTo=${encodeURIComponent(`/${services.store}/customer/fast-order`)}`,
    )
  }
  if (outcome.signInError) {
    flash(services, { message: outcome.signInError, type: 'warning', persist: true })
    throw redirect(`/${services.store}/customer/login`)
  }
  // Before the sign-in merge's own notice, when it left one (lines it could not carry).
  flashBefore(services, { message: REGISTERED_MESSAGE, type: 'success', persist: false })
  throw redirectAfterSignIn(services, `/${services.store}/customer/fast-order`)
}

export default function Business({ loaderData, actionData }: Route.ComponentProps) {
  const { store, title, blocks, account } = loaderData
  return (
    <ContentPageView title={title} blocks={blocks} store={store}>
      {account === 'business' ? (
        <p className="max-w-2xl rounded bg-stone-100 p-4">
          You are signed in with your business account. You find the fast order in{' '}
          <Link to={`/${store}/customer/fast-order`} className="underline">
            your account
          </Link>
          .
        </p>
      ) : account === 'unknown' ? (
        <p className="max-w-2xl rounded bg-stone-100 p-4">
          You are signed in. Business customers find the fast order in{' '}
          <Link to={`/${store}/customer/fast-order`} className="underline">
            their account
          </Link>
          .
        </p>
      ) : account === 'consumer' ? (
        <div className="max-w-2xl space-y-3 rounded bg-stone-100 p-4">
          <p>
            You are signed in with a consumer account. A business account is an account of its own, with its own e-mail
            address: sign out, then register your business here.
          </p>
          <Form method="post" action={`/${store}/customer/logout`} onSubmit={forgetFormDrafts}>
            <input type="hidden" name="then" value={SIGN_OUT_THEN.business} />
            <button type="submit" className="rounded-full bg-stone-900 px-5 py-2 text-white hover:bg-stone-700">
              Sign out and register a business
            </button>
          </Form>
        </div>
      ) : (
        <BusinessRegistrationForm store={store} lastResult={actionData?.result} />
      )}
    </ContentPageView>
  )
}

function BusinessRegistrationForm({
  store,
  lastResult,
}: {
  store: Route.ComponentProps['loaderData']['store']
  lastResult: SubmissionResult | undefined
}) {
  const navigation = useNavigation()
  const hints = companyHints(store)
  const draft = useFormDraft('business-registration')
  const { form, fields, formProps } = useValidatedForm({
    id: 'business-registration',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: draft.values,
    constraint: FORM_CONSTRAINTS.business,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/b2b/registration.schema'),
    schema: (module) => module.businessRegistrationSchema(store),
  })

  // Spec §8: a registration error also raises a persistent danger notice titled 'Registration error'.
  useRegistrationErrorNotices(lastResult)

  return (
    // `register`: the anchor the business page's content links its call to action to.
    <section id="register" aria-labelledby="business-registration-title" className="max-w-2xl scroll-mt-24 space-y-4">
      <h2 id="business-registration-title" className="font-serif text-2xl font-bold">
        Register your business
      </h2>
      <Form method="post" {...draft.bind(formProps)} className="space-y-6">
        <FormError errors={form.errors} />
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">Company</legend>
          <TextField label="Company name" field={fields.company_name} autoComplete="organization" />
          <TextField label="VAT registration nr." field={fields.vat_id} hint={`For example ${hints.vat}`} />
          <TextField label="Chamber of Commerce nr." field={fields.chamber_of_commerce} hint={hints.registry} />
          <TextField label="Website (optional)" field={fields.website} type="url" autoComplete="url" />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">Main address</legend>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <TextField label="Street name" field={fields.street} autoComplete="address-line1" />
            <TextField label="Number" field={fields.house_number} />
          </div>
          <TextField
            label="Zip code"
            field={fields.postcode}
            autoComplete="postal-code"
            hint={`For example ${hints.postcode}`}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">Contact person</legend>
          <fieldset aria-describedby={fields.gender.errors ? fields.gender.errorId : undefined}>
            <legend className="text-sm font-medium">Gender</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {GENDERS.map((gender) => (
                <label key={gender.value} className="flex items-center gap-2">
                  {/* One id per radio: conform gives the field's id to each; and its pattern, which a radio may not
                      carry (its values are the choice). */}
                  <input
                    {...getInputProps(fields.gender, { type: 'radio', value: gender.value })}
                    key={gender.value}
                    id={`${fields.gender.id}-${gender.value}`}
                    pattern={undefined}
                  />
                  {gender.label}
                </label>
              ))}
            </div>
            <FieldError id={fields.gender.errorId} errors={fields.gender.errors} />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" field={fields.firstname} autoComplete="given-name" />
            <TextField label="Last name" field={fields.lastname} autoComplete="family-name" />
          </div>
          <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
          <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
          <CheckboxField label="Yes, send me personalised offers for my business." field={fields.isSubscribed} />
        </fieldset>
        <RecaptchaField forms={['CUSTOMER_CREATE', 'CUSTOMER_LOGIN']} />
        <SubmitButton pending={navigation.state === 'submitting'}>Register your business</SubmitButton>
      </Form>
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: args.loaderData?.metaTitle ?? args.loaderData?.title,
    description: args.loaderData?.description,
  })
}
