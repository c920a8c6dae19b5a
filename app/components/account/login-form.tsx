import type { SubmissionResult } from '@conform-to/react'
import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { LOGIN_ERROR_TITLE } from '~/lib/account'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { notify } from '~/state/notifications'
import { focusAfterReload } from '../layout/focus-after-reload'
import { forgetFormDrafts } from '../form-draft'
import { FormError, SubmitButton, TextField } from '../form'
import { useValidatedForm } from '../use-validated-form'
import { RecaptchaField } from '~/components/recaptcha-field'

type LoginFormProps = {
  action: string
  redirectTo: string
  /** The action's answer when the form was posted without JavaScript. */
  lastResult?: SubmissionResult | undefined
  id: string
  /** Prefills the email, e.g. on the page a confirmation link opens. */
  defaultEmail?: string | undefined
  /**
   * Signed in from the modal, the page is loaded again where it was: the keyboard then starts on the header's
   * account link (which opened the modal), not at the top of the document.
   */
  focusAccountAfter?: boolean
}

/**
 * The sign-in form of the login page and the login modal. With JavaScript it posts through a fetcher, so errors
 * stay in place (and raise the spec's persistent 'Registration error' notice); without, it is a plain form.
 */
export function LoginForm({ action, redirectTo, lastResult, id, defaultEmail, focusAccountAfter }: LoginFormProps) {
  const fetcher = useFetcher<{ result: SubmissionResult; signedIn?: boolean; redirectTo?: string }>()
  const result = fetcher.data?.result ?? lastResult
  const { form, fields, formProps } = useValidatedForm({
    id,
    defaultValue: defaultEmail ? { email: defaultEmail } : undefined,
    lastResult: fetcher.state === 'idle' ? result : undefined,
    constraint: FORM_CONSTRAINTS.login,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/login.schema'),
    schema: (module) => module.LoginSchema,
  })

  useEffect(() => {
    if (fetcher.data?.signedIn && fetcher.data.redirectTo?.startsWith('/')) {
      if (focusAccountAfter) focusAfterReload('account')
      // Another person may be signing in on this tab: what the last one typed (addresses) is not offered again.
      forgetFormDrafts()
      window.location.assign(fetcher.data.redirectTo)
    }
    for (const message of fetcher.data?.result.error?.[''] ?? []) {
      notify({ message, type: 'danger', title: LOGIN_ERROR_TITLE, icon: 'error', persist: true })
    }
  }, [fetcher.data, focusAccountAfter])

  return (
    <fetcher.Form method="post" action={action} {...formProps} className="space-y-4">
      <FormError errors={form.errors} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
      <TextField label="Password" field={fields.password} type="password" autoComplete="current-password" />
      <RecaptchaField forms={['CUSTOMER_LOGIN']} />
      <SubmitButton pending={fetcher.state !== 'idle'}>Sign in</SubmitButton>
    </fetcher.Form>
  )
}
