import type { RecaptchaConfig } from './recaptcha'

/**
 * The browser's half of reCAPTCHA v3 (lib/recaptcha.ts): loaded only on a store that protects forms. Google's script
 * is fetched when the shopper first enters a protected form (or sends it), so pages without one never load it. A
 * protected form's sending is held for its tokens: each hidden field gets a fresh token from Google for its own
 * action, then the form is sent again with the same button, which React Router's form and a plain post handle as
 * usual. When Google cannot be reached the form goes without a token, and the shop's answer says why it was refused.
 */

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const FIELD_SELECTOR = 'input[data-recaptcha-action]'
/** How long the form waits for Google's script and a token before it is sent without one. */
export const RECAPTCHA_WAIT_MS = 10_000
/** A form being sent again with its tokens, let through once. */
const HELD = new WeakSet<HTMLFormElement>()
const READY = new WeakSet<HTMLFormElement>()

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), ms)
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error('reCAPTCHA failed'))
      },
    )
  })
}

export function installRecaptcha(
  config: Pick<RecaptchaConfig, 'websiteKey' | 'language'>,
  language: string,
  doc: Document = document,
): () => void {
  const view = doc.defaultView ?? window
  let loading: Promise<Grecaptcha> | undefined

  const load = (): Promise<Grecaptcha> =>
    (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = doc.createElement('script')
      const query = new URLSearchParams({ render: config.websiteKey, hl: config.language ?? language })
      script.src = `https://www.google.com/recaptcha/api.js?${query.toString()}`
      script.async = true
      script.onload = () => {
        const api = view.grecaptcha
        if (api) api.ready(() => resolve(api))
        else reject(new Error('reCAPTCHA did not load'))
      }
      script.onerror = () => {
        loading = undefined // a later sending tries again
        reject(new Error('reCAPTCHA could not be loaded'))
      }
      doc.head.appendChild(script)
    }))

  const fieldsOf = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLInputElement>(FIELD_SELECTOR)]

  async function fill(fields: HTMLInputElement[]) {
    const api = await withTimeout(load(), RECAPTCHA_WAIT_MS)
    for (const field of fields) {
      field.value = await withTimeout(
        api.execute(config.websiteKey, { action: field.dataset.recaptchaAction ?? 'submit' }),
        RECAPTCHA_WAIT_MS,
      )
    }
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof view.HTMLFormElement)) return
    const fields = fieldsOf(form)
    if (fields.length === 0) return
    if (READY.has(form)) {
      READY.delete(form) // sent with its tokens; the next sending gets new ones
      return
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    if (HELD.has(form)) return // a second click while the tokens come
    HELD.add(form)
    const submitter = event.submitter
    fill(fields)
      .catch(() => {
        for (const field of fields) field.value = ''
      })
      .finally(() => {
        HELD.delete(form)
        if (!form.isConnected) return
        READY.add(form)
        if (submitter?.isConnected && submitter.closest('form') === form) form.requestSubmit(submitter)
        else form.requestSubmit()
      })
  }

  const onFocus = (event: FocusEvent) => {
    const form = event.target instanceof view.Element ? event.target.closest('form') : null
    if (form && fieldsOf(form).length > 0) load().catch(() => undefined)
  }

  // Before React's own handlers (on the root) and the browser's sending.
  view.addEventListener('submit', onSubmit, true)
  doc.addEventListener('focusin', onFocus)
  return () => {
    view.removeEventListener('submit', onSubmit, true)
    doc.removeEventListener('focusin', onFocus)
  }
}
