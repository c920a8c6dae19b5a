// @vitest-environment jsdom
// The browser's half of reCAPTCHA v3, run as the page gets it (the inline script's own text): a protected form is
// held until each of its token fields has a fresh token from Google's script, then sent with them; Google's script
// and API are a stand-in here (this machine cannot reach Google), loaded the way the real one is.
import { runInThisContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recaptchaScript } from '~/lib/recaptcha.server'
import { MAX_RECAPTCHA_TOKEN, recaptchaTokenOf } from '~/lib/recaptcha'

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void
      execute(key: string, options: { action: string }): Promise<string>
    }
  }
}

let uninstall: () => void
let sent: Record<string, string>[]
let tokens: number

/** What the page's own handler (React Router's form) receives once the form goes. */
function captureSending(event: Event) {
  event.preventDefault()
  const form = event.target as HTMLFormElement
  const submitter = (event as SubmitEvent).submitter
  const data = new FormData(form, submitter)
  sent.push(Object.fromEntries([...data].map(([key, value]) => [key, typeof value === 'string' ? value : value.name])))
}

function protectedForm(fields: Record<string, string>) {
  const form = document.createElement('form')
  form.innerHTML = `<input name="email" value="someone@example.com">
    ${Object.entries(fields)
      .map(([name, action]) => `<input type="hidden" name="${name}" data-recaptcha-action="${action}" value="">`)
      .join('')}
    <button type="submit" name="intent" value="save">Send</button>`
  document.body.appendChild(form)
  return form
}

function googleScript() {
  return document.head.querySelector<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/api.js"]')
}

const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-${action}-${++tokens}`)

/** Google's script arriving: it defines grecaptcha, whose execute gives a new token per call. */
function googleLoads() {
  page().grecaptcha = { ready: (callback) => callback(), execute }
  googleScript()?.dispatchEvent(new Event('load'))
}

/** The page's own global, where its scripts run (the test's globals are copies of its properties). */
function page(): Window {
  const view = document.defaultView
  if (!view) throw new Error('no window')
  return view
}

/** The inline script as the browser runs it: its text alone, in the page's global scope, nothing of this module in reach. */
function runInline(script: string): () => void {
  const uninstall: unknown = runInThisContext(script)
  if (typeof uninstall !== 'function') throw new Error('the script did not install')
  return () => {
    Reflect.apply(uninstall, undefined, [])
  }
}

/** Until the tasks queued meanwhile have run (the controller sends again in a task of its own). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 10))

beforeEach(() => {
  sent = []
  tokens = 0
  execute.mockClear()
  document.addEventListener('submit', captureSending)
  uninstall = runInline(recaptchaScript({ websiteKey: 'site-key', forms: ['CUSTOMER_LOGIN'], language: null }, 'de'))
})

afterEach(() => {
  uninstall()
  document.removeEventListener('submit', captureSending)
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete page().grecaptcha
})

describe('reCAPTCHA v3 in the browser', () => {
  it("loads Google's script with the store's key and language when a protected form is entered, not before", () => {
    const plain = document.createElement('form')
    plain.innerHTML = '<input name="q">'
    document.body.appendChild(plain)
    plain.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(googleScript()).toBeNull()

    protectedForm({ 'recaptcha-CUSTOMER_LOGIN': 'customer_login' })
      .querySelector('input')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(new URL(googleScript()?.src ?? 'http://none').searchParams.toString()).toBe('render=site-key&hl=de')
  })

  it("lets conform's field check through untouched: it is not a sending, and never becomes one", async () => {
    const form = protectedForm({ 'recaptcha-CUSTOMER_LOGIN': 'customer_login' })
    // As conform's requestIntent checks a field on blur: a temporary hidden button, removed right after.
    const check = document.createElement('button')
    check.name = '__intent__'
    check.value = JSON.stringify({ type: 'validate', payload: { name: 'email' } })
    check.hidden = true
    form.appendChild(check)
    form.requestSubmit(check)
    form.removeChild(check)
    googleLoads()
    await flush()
    // The page's own handler got the check at once, as it was sent; no token was asked for, nothing was sent again.
    expect(sent).toEqual([{ email: 'someone@example.com', 'recaptcha-CUSTOMER_LOGIN': '', __intent__: check.value }])
    expect(execute).not.toHaveBeenCalled()
  })

  it('holds the sending until every field has its own token, then sends once with the same button', async () => {
    const form = protectedForm({
      'recaptcha-CUSTOMER_CREATE': 'customer_create',
      'recaptcha-CUSTOMER_LOGIN': 'customer_login',
    })
    form.requestSubmit(form.querySelector('button'))
    expect(sent).toEqual([])
    googleLoads()
    await flush()
    expect(sent).toEqual([
      {
        email: 'someone@example.com',
        'recaptcha-CUSTOMER_CREATE': 'token-customer_create-1',
        'recaptcha-CUSTOMER_LOGIN': 'token-customer_login-2',
        intent: 'save',
      },
    ])
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'customer_create' })
  })

  it('gets new tokens for the next sending (a token is good for one call) and ignores a click while waiting', async () => {
    const form = protectedForm({ 'recaptcha-CUSTOMER_LOGIN': 'customer_login' })
    form.requestSubmit()
    form.requestSubmit()
    googleLoads()
    await flush()
    form.requestSubmit()
    await flush()
    expect(sent.map((fields) => fields['recaptcha-CUSTOMER_LOGIN'])).toEqual([
      'token-customer_login-1',
      'token-customer_login-2',
    ])
  })

  it("sends without a token when Google's script cannot be loaded, so the shop's answer explains", async () => {
    const form = protectedForm({ 'recaptcha-CUSTOMER_LOGIN': 'customer_login' })
    form.requestSubmit()
    googleScript()?.dispatchEvent(new Event('error'))
    await flush()
    expect(sent).toEqual([{ email: 'someone@example.com', 'recaptcha-CUSTOMER_LOGIN': '' }])
  })

  it("finds the form's fields and starts loading from a control that belongs to it by its form attribute", async () => {
    const form = protectedForm({ 'recaptcha-CUSTOMER_EDIT': 'customer_edit' })
    form.id = 'change-password'
    const outside = document.createElement('input')
    outside.setAttribute('form', 'change-password')
    outside.name = 'password'
    outside.value = 'Password456!'
    document.body.appendChild(outside)
    outside.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(googleScript()).not.toBeNull()
    form.requestSubmit()
    googleLoads()
    await flush()
    expect(sent).toEqual([
      {
        email: 'someone@example.com',
        'recaptcha-CUSTOMER_EDIT': 'token-customer_edit-1',
        password: 'Password456!',
      },
    ])
  })

  it('leaves forms without a token field alone', () => {
    const form = document.createElement('form')
    form.innerHTML = '<input name="q" value="shampoo">'
    document.body.appendChild(form)
    form.requestSubmit()
    expect(sent).toEqual([{ q: 'shampoo' }])
    expect(googleScript()).toBeNull()
  })
})

describe('the inline script', () => {
  it('cannot be ended early by what the backend says', () => {
    const script = recaptchaScript({ websiteKey: '</script><script>alert(1)//', forms: [], language: null }, 'en')
    expect(script).not.toContain('</script>')
    expect(script).toContain('\\u003c/script>')
  })
})

describe('the token an action reads', () => {
  it('takes a token of the named form only, trimmed, and nothing empty or oversized', () => {
    const data = new FormData()
    data.set('recaptcha-CUSTOMER_LOGIN', '  abc  ')
    data.set('recaptcha-CUSTOMER_CREATE', '')
    data.set('recaptcha-NEWSLETTER', 'x'.repeat(MAX_RECAPTCHA_TOKEN + 1))
    expect(recaptchaTokenOf(data, 'CUSTOMER_LOGIN')).toBe('abc')
    expect(recaptchaTokenOf(data, 'CUSTOMER_CREATE')).toBeUndefined()
    expect(recaptchaTokenOf(data, 'NEWSLETTER')).toBeUndefined()
    expect(recaptchaTokenOf(data, 'PLACE_ORDER')).toBeUndefined()
  })
})
