import type { SubmissionResult } from '@conform-to/react'
import { useFetcher, useLocation } from 'react-router'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import type { StoreCode } from '~/lib/stores'
import { FormError, SubmitButton, TextField } from '../form'
import { RecaptchaField } from '../recaptcha-field'
import { useValidatedForm } from '../use-validated-form'

type NewsletterFormProps = {
  id: string
  store: StoreCode
  /** Where a shopper without JavaScript returns after subscribing; the current page by default. */
  redirectTo?: string
  defaultEmail?: string | null
  /** The action's answer when the form was posted without JavaScript. */
  lastResult?: SubmissionResult | undefined
}

/** The newsletter sign-up of the home block, the newsletter modal and the newsletter page. */
export function NewsletterForm({ id, store, redirectTo, defaultEmail, lastResult }: NewsletterFormProps) {
  const fetcher = useFetcher<{ result: SubmissionResult; message: string | null }>()
  const location = useLocation()
  const { form, fields, formProps } = useValidatedForm({
    id,
    defaultValue: defaultEmail ? { email: defaultEmail } : undefined,
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? lastResult) : undefined,
    constraint: FORM_CONSTRAINTS.newsletter,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/newsletter.schema'),
    schema: (module) => module.NewsletterSchema,
  })
  const message = fetcher.state === 'idle' ? fetcher.data?.message : null
  return (
    <fetcher.Form
      method="post"
      action={`/${store}/newsletter`}
      {...formProps}
      aria-label="Newsletter sign-up"
      className="space-y-3 text-left"
    >
      <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
      <FormError errors={form.errors} />
      {message ? (
        <p role="status" className="rounded bg-emerald-50 p-3 text-sm text-emerald-900">
          {message}
        </p>
      ) : null}
      <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
      <RecaptchaField forms={['NEWSLETTER']} />
      <SubmitButton pending={fetcher.state !== 'idle'}>Subscribe</SubmitButton>
    </fetcher.Form>
  )
}
