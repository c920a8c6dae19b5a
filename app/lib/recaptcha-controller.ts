/**
 * The browser's half of reCAPTCHA v3 (lib/recaptcha.ts), sent inline right after the page's shell on a store that
 * protects forms (lib/recaptcha.server.ts), so it holds a protected form before React has hydrated and for an
 * island whose code has not arrived: such a form then goes as a plain post, with its tokens.
 *
 * Google's script is fetched when the shopper first enters a protected form (or sends it), so pages without one never
 * load it. A protected form's sending is held for its tokens: each hidden field gets a fresh token from Google for its
 * own action, then the form is sent again with the same button, which React Router's form and a plain post handle as
 * usual. When Google cannot be reached in time the form goes without a token, and the shop's answer says why it was
 * refused.
 *
 * The function is sent as its own source text: it must not use anything from outside its body.
 */
export function recaptchaController(websiteKey: string, language: string, waitMs: number): () => void {
  type Grecaptcha = {
    ready(callback: () => void): void
    execute(siteKey: string, options: { action: string }): PromiseLike<string>
  }
  const view = window
  const doc = document
  const fieldSelector = 'input[data-recaptcha-action]'
  /** A form being sent with its tokens, let through once; one whose tokens are coming. */
  const ready = new WeakSet<HTMLFormElement>()
  const held = new WeakSet<HTMLFormElement>()
  let loading: Promise<Grecaptcha> | undefined

  const within = <T>(promise: PromiseLike<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), waitMs)
      Promise.resolve(promise).then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        () => {
          clearTimeout(timer)
          reject(new Error('reCAPTCHA failed'))
        },
      )
    })

  const load = (): Promise<Grecaptcha> =>
    (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = doc.createElement('script')
      const query = new URLSearchParams({ render: websiteKey, hl: language })
      script.src = 'https://www.google.com/recaptcha/api.js?' + query.toString()
      script.async = true
      script.onload = () => {
        const api = (view as unknown as { grecaptcha?: Grecaptcha }).grecaptcha
        if (api) api.ready(() => resolve(api))
        else reject(new Error('reCAPTCHA did not load'))
      }
      script.onerror = () => {
        loading = undefined // a later sending tries again
        reject(new Error('reCAPTCHA could not be loaded'))
      }
      doc.head.appendChild(script)
    }))

  // The form's own controls, wherever they sit (a control may belong to a form through its form attribute).
  const fieldsOf = (form: HTMLFormElement) =>
    Array.from(form.elements).filter(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.matches(fieldSelector),
    )

  async function fill(fields: HTMLInputElement[]) {
    const api = await within(load())
    for (const field of fields) {
      field.value = await within(api.execute(websiteKey, { action: field.dataset.recaptchaAction ?? 'submit' }))
    }
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    // conform checks a field (on blur or input) by sending its form with a temporary `__intent__` button, and stops
    // that sending itself: it is a check in the browser, not a sending to hold for tokens (held and sent again
    // without that button, it would become a real one, e.g. a sign-in as the shopper leaves the email field).
    if (event.submitter?.getAttribute('name') === '__intent__') return
    const fields = fieldsOf(form)
    if (fields.length === 0) return
    if (ready.has(form)) {
      ready.delete(form) // sent with its tokens; the next sending gets new ones
      return
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held.has(form)) return // a second click while the tokens come
    held.add(form)
    const submitter = event.submitter
    fill(fields)
      .catch(() => {
        for (const field of fields) field.value = ''
      })
      // In a task of its own: tokens that come at once (Google's script already loaded) would otherwise be here while
      // the browser is still dispatching this submit event, and a form ignores a sending asked for during its own.
      .finally(() =>
        setTimeout(() => {
          held.delete(form)
          if (!form.isConnected) return
          ready.add(form)
          if (submitter?.isConnected && submitter.closest('form') === form) form.requestSubmit(submitter)
          else form.requestSubmit()
        }, 0),
      )
  }

  const onFocus = (event: FocusEvent) => {
    const target = event.target
    const form =
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
        ? target.form
        : target instanceof Element
          ? target.closest('form')
          : null
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
