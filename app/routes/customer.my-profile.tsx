import { seoMeta } from '~/lib/seo'
import { SessionField } from '~/components/session-field'
import { refuseFormOfAnotherSession, sessionMark } from '~/lib/session.server'
import { storePasswordRefusal } from '~/lib/account/password.server'
import { useEffect, useRef } from 'react'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, redirect, useNavigation, useRouteLoaderData } from 'react-router'
import {
  ChangeCustomerPasswordDocument,
  CustomerCompanyDocument,
  UpdateCustomerDocument,
  UpdateCustomerEmailDocument,
} from '~graphql/generated'
import { useCustomer } from '~/components/account/use-customer'
import { AccountName, FormError, SelectField, SubmitButton, TextField } from '~/components/form'
import { RecaptchaField } from '~/components/recaptcha-field'
import { commerceMessage, flash, loadCustomerSummary, type CustomerSummary } from '~/lib/account/account.server'
import { PASSWORD_CHANGED, PROFILE_SAVED, emailChanged, gendersFor } from '~/lib/account/profile'
import { ChangePasswordSchema, profileSchema } from '~/lib/account/profile.schema'
import { type RequestServices, servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import type { Route } from './+types/customer.my-profile'
import type { loader as customerLoader } from './customer'
import { useValidatedForm } from '~/components/use-validated-form'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { NewPasswordFields } from '~/components/account/new-password-fields'

const UNAVAILABLE = 'Your changes could not be saved right now. Please try again in a moment.'

/**
 * A business customer's company as registered (the /Business form): shown here, read only. Null for a consumer, and
 * when the backend cannot say (the rest of the page does not depend on it).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  if (!services.customerToken) return { company: null, session: null }
  const answer = await services.commerce.query(CustomerCompanyDocument, {}).catch((error: unknown) => {
    console.warn('my profile: company unavailable', error instanceof Error ? error.message : error)
    return null
  })
  return { company: answer?.customer?.b2b_company ?? null, session: sessionMark(services) }
}

/** Two forms post here: the profile (intent "profile") and the password change (intent "password"). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const other = refuseFormOfAnotherSession(services, formData, `/${services.store}/customer/my-profile`)
  if (other) return other
  if (formData.get('intent') === 'password') return changePassword(services, formData)

  const current = await loadCustomerSummary(services).catch(() => null)
  if (!current)
    return data(
      { intent: 'profile' as const, result: { status: 'error' as const, error: { '': [UNAVAILABLE] } } },
      { status: 400 },
    )
  // The address the form was drawn with: left as it was, it is no wish to change it, even when another window changed
  // it meanwhile (the page would otherwise put the old one back, or ask for a password for a change nobody made).
  const drawnWith = formData.get(EMAIL_DRAWN_FIELD)
  const baseline = typeof drawnWith === 'string' && drawnWith !== '' ? drawnWith : (current.email ?? '')
  const submission = parseWithZod(formData, { schema: profileSchema(baseline) })
  if (submission.status !== 'success')
    return data({ intent: 'profile' as const, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  const { email, password, firstname, lastname, prefix, suffix, dateOfBirth, gender, taxvat } = submission.value
  try {
    // Spec §5: a changed email is made first, with the password; its errors are joined by commas.
    if (emailChanged(baseline, email) && emailChanged(current.email ?? '', email))
      await services.commerce.mutate(UpdateCustomerEmailDocument, { email, password: password ?? '' })
    await services.commerce.mutate(UpdateCustomerDocument, {
      input: {
        firstname,
        lastname,
        prefix: prefix ?? '',
        suffix: suffix ?? '',
        taxvat: taxvat ?? '',
        // Emptied, they are cleared: a profile saved says what it holds.
        date_of_birth: dateOfBirth ?? null,
        gender: gender ? Number(gender) : null,
      },
    })
  } catch (error) {
    const message = commerceMessage(error, UNAVAILABLE)
    return data(
      {
        intent: 'profile' as const,
        result: submission.reply({ ...refusalOf(message, 'password'), hideFields: ['password'] }),
      },
      { status: 400 },
    )
  }
  flash(services, { message: PROFILE_SAVED })
  throw redirect(`/${services.store}/customer/my-profile`)
}

async function changePassword(services: RequestServices, formData: FormData) {
  const hideFields = ['currentPassword', 'password', 'confirmPassword']
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema })
  if (submission.status !== 'success')
    return data({ intent: 'password' as const, result: submission.reply({ hideFields }) }, { status: 400 })
  const weak = await storePasswordRefusal(services, submission.value.password)
  if (weak)
    return data(
      { intent: 'password' as const, result: submission.reply({ fieldErrors: { password: [weak] }, hideFields }) },
      { status: 400 },
    )
  try {
    await services.commerce.mutate(
      ChangeCustomerPasswordDocument,
      { currentPassword: submission.value.currentPassword, newPassword: submission.value.password },
      { recaptchaToken: recaptchaTokenOf(formData, 'CUSTOMER_EDIT') },
    )
  } catch (error) {
    const message = commerceMessage(error, UNAVAILABLE)
    return data(
      {
        intent: 'password' as const,
        result: submission.reply({ ...refusalOf(message, 'currentPassword'), hideFields }),
      },
      { status: 400 },
    )
  }
  flash(services, { message: PASSWORD_CHANGED })
  throw redirect(`/${services.store}/customer/my-profile`)
}

/**
 * Where a refusal shows: Magento's answer to a wrong password belongs to the password field (marked invalid and
 * linked to it), any other to the whole form.
 */
function refusalOf(message: string, passwordField: string) {
  return WRONG_PASSWORD.test(message) ? { fieldErrors: { [passwordField]: [message] } } : { formErrors: [message] }
}

/** Magento's text (GraphQlAuthenticationException) for a password that is not the account's. */
const WRONG_PASSWORD = /^The password doesn't match this account\b/

/** The e-mail address the profile form was drawn with (see the action). */
const EMAIL_DRAWN_FIELD = 'emailWas'

export default function MyProfile({ actionData, loaderData }: Route.ComponentProps) {
  const customer = useRouteLoaderData<typeof customerLoader>('routes/customer')?.customer
  if (!customer) return null
  return (
    <div className="max-w-xl space-y-10">
      <ProfileForm
        customer={customer}
        session={loaderData.session}
        lastResult={actionData?.intent === 'profile' ? actionData.result : undefined}
      />
      {loaderData.company ? <CompanyDetails company={loaderData.company} /> : null}
      <PasswordForm
        email={customer.email ?? ''}
        lastResult={actionData?.intent === 'password' ? actionData.result : undefined}
      />
    </div>
  )
}

function ProfileForm({
  customer,
  session,
  lastResult,
}: {
  customer: CustomerSummary
  session: string | null
  lastResult: SubmissionResult | undefined
}) {
  const navigation = useNavigation()
  const { isB2b } = useCustomer()
  const { form, fields, formProps } = useValidatedForm({
    id: 'profile',
    defaultValue: {
      prefix: customer.prefix ?? '',
      firstname: customer.firstname ?? '',
      lastname: customer.lastname ?? '',
      suffix: customer.suffix ?? '',
      email: customer.email ?? '',
      dateOfBirth: customer.date_of_birth ?? '',
      gender: customer.gender ? String(customer.gender) : '',
      taxvat: customer.taxvat ?? '',
    },
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    constraint: FORM_CONSTRAINTS.profile,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/profile.schema'),
    schema: (module) => module.profileSchema(customer.email ?? ''),
  })
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile'
  // The password typed to change the e-mail address does not stay in the field once saved.
  useAfterSave('profile', lastResult, () => {
    const password = document.getElementById(fields.password.id)
    if (password instanceof HTMLInputElement) password.value = ''
  })
  return (
    <section aria-labelledby="profile-title" className="space-y-4">
      <h2 data-focus-on-arrival id="profile-title" className="text-xl font-semibold">
        My profile
      </h2>
      <p className="text-sm text-stone-600">
        Signed in as <strong>{customer.email}</strong>
      </p>
      {isB2b ? <p className="text-sm text-stone-600">Business customer</p> : null}
      <Form method="post" preventScrollReset {...formProps} className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <SessionField mark={session} />
        <input type="hidden" name={EMAIL_DRAWN_FIELD} value={customer.email ?? ''} />
        <FormError errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" field={fields.firstname} autoComplete="given-name" />
          <TextField label="Last name" field={fields.lastname} autoComplete="family-name" />
          <TextField label="Prefix (optional)" field={fields.prefix} autoComplete="honorific-prefix" />
          <TextField label="Suffix (optional)" field={fields.suffix} autoComplete="honorific-suffix" />
          <TextField label="Date of birth (optional)" field={fields.dateOfBirth} type="date" autoComplete="bday" />
          <SelectField
            label="Gender (optional)"
            field={fields.gender}
            options={gendersFor(isB2b)}
            placeholder="Choose…"
          />
          <TextField label="VAT number (optional)" field={fields.taxvat} />
        </div>
        <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
        <TextField
          label="Password (to change your email)"
          field={fields.password}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton pending={submitting}>Save changes</SubmitButton>
      </Form>
    </section>
  )
}

function PasswordForm({ email, lastResult }: { email: string; lastResult: SubmissionResult | undefined }) {
  const navigation = useNavigation()
  const { form, fields, formProps } = useValidatedForm({
    id: 'change-password',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    constraint: FORM_CONSTRAINTS.changePassword,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/profile.schema'),
    schema: (module) => module.ChangePasswordSchema,
  })
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password'
  // Saved: the three passwords leave their fields.
  useAfterSave('password', lastResult, () => {
    const element = document.getElementById(form.id)
    if (element instanceof HTMLFormElement) element.reset()
  })
  return (
    <section aria-labelledby="password-title" className="space-y-4">
      <h2 id="password-title" className="text-xl font-semibold">
        Change password
      </h2>
      <Form method="post" preventScrollReset {...formProps} className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        <AccountName email={email} />
        <FormError errors={form.errors} />
        <TextField
          label="Current password"
          field={fields.currentPassword}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={['New password', 'Confirm new password']}
        />
        <RecaptchaField forms={['CUSTOMER_EDIT']} />
        <SubmitButton pending={submitting}>Change password</SubmitButton>
      </Form>
    </section>
  )
}

/**
 * Runs `onSaved` once this page's form of `intent` was sent and accepted: the action answers a success with a
 * redirect to this same page (keeping the scroll, as the forms ask), so no action data comes back.
 */
function useAfterSave(intent: string, lastResult: SubmissionResult | undefined, onSaved: () => void) {
  const navigation = useNavigation()
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  const sent = useRef(false)
  useEffect(() => {
    if (sending) sent.current = true
    else if (sent.current && navigation.state === 'idle') {
      sent.current = false
      if (!lastResult) onSaved()
    }
  })
}

type Company = NonNullable<Route.ComponentProps['loaderData']['company']>

/** The company registered with a business account; changes go through customer service. */
function CompanyDetails({ company }: { company: Company }) {
  const rows: [string, string][] = [
    ['Company name', company.company_name],
    ['VAT registration nr.', company.vat_id],
    ['Chamber of Commerce nr.', company.chamber_of_commerce],
    ...(company.website ? ([['Website', company.website]] as [string, string][]) : []),
    ['Main address', `${company.street} ${company.house_number}, ${company.postcode}`],
  ]
  return (
    <section aria-labelledby="company-title" className="space-y-3">
      <h2 id="company-title" className="text-xl font-semibold">
        Company
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-600">To change your company details, please contact our customer service.</p>
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My profile', noindex: true })
}
