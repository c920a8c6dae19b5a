import { useRouteLoaderData } from 'react-router'
import { recaptchaAction, recaptchaFieldName, type RecaptchaForm } from '~/lib/recaptcha'
import type { loader as rootLoader } from '~/root'

/**
 * Inside a form whose calls the store may protect with reCAPTCHA v3: one hidden field per protected call, `forms`
 * naming each call's form (filled by lib/recaptcha-controller.ts as the form is sent), and Google's notice. Nothing
 * when the store protects none of them.
 */
export function RecaptchaField({ forms }: { forms: readonly RecaptchaForm[] }) {
  const config = useRouteLoaderData<typeof rootLoader>('root')?.recaptcha
  const guarded = config ? forms.filter((form) => config.forms.includes(form)) : []
  if (guarded.length === 0) return null
  return (
    <>
      {guarded.map((form) => (
        <input
          key={form}
          type="hidden"
          name={recaptchaFieldName(form)}
          data-recaptcha-action={recaptchaAction(form)}
          defaultValue=""
        />
      ))}
      <noscript>
        <p className="text-sm text-red-700">
          This form is protected against spam by reCAPTCHA, which needs JavaScript.
        </p>
      </noscript>
      <p className="text-xs text-gray-600">
        This form is protected by reCAPTCHA: Google&apos;s{' '}
        <a className="underline" href="https://policies.google.com/privacy" rel="noopener noreferrer" target="_blank">
          Privacy Policy
        </a>{' '}
        and{' '}
        <a className="underline" href="https://policies.google.com/terms" rel="noopener noreferrer" target="_blank">
          Terms of Service
        </a>{' '}
        apply.
      </p>
    </>
  )
}
