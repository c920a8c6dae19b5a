import type { ReCaptchaFormEnum } from '~graphql/generated'

/**
 * Google reCAPTCHA v3 (invisible), as the commerce backend asks for it (spec §7 recaptchaToken; Magento reads the
 * token from the `X-ReCaptcha` header). When the store protects a form, the form carries one hidden field per
 * protected call (`RecaptchaField`); the browser fills each with a fresh token from Google's script just before the
 * form is sent (lib/recaptcha-controller.ts); the action passes it on with its mutation (`recaptchaTokenOf`). A token
 * is good for one call: a registration that signs the shopper in at once carries two.
 */
export type RecaptchaForm = ReCaptchaFormEnum

/** What the page needs: null when the store protects no form. */
export type RecaptchaConfig = {
  websiteKey: string
  forms: readonly RecaptchaForm[]
  /** Google's `hl`; null: the store's language. */
  language: string | null
}

/** The hidden field that carries the token for a form's protected call. */
export const recaptchaFieldName = (form: RecaptchaForm) => `recaptcha-${form}`

/** Google's action name for the form (letters and underscores only). */
export const recaptchaAction = (form: RecaptchaForm) => form.toLowerCase()

/** The longest token accepted from a form: Google's are about 2,000 characters. */
export const MAX_RECAPTCHA_TOKEN = 4096

/** The token a form sent for one protected call, or undefined (none, empty, oversized or not text). */
export function recaptchaTokenOf(formData: FormData, form: RecaptchaForm): string | undefined {
  const value = formData.get(recaptchaFieldName(form))
  if (typeof value !== 'string') return undefined
  const token = value.trim()
  return token && token.length <= MAX_RECAPTCHA_TOKEN ? token : undefined
}
