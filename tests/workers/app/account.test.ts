import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { NEWSLETTER_PENDING_TEXT } from '~/lib/account/newsletter'
import { PASSWORD_HINT } from '~/lib/account/password-hint'
import { REGISTERED_MESSAGE, REGISTERED_WHILE_SIGNED_IN } from '~/lib/account/register'
import { OTHER_SESSION_MESSAGE } from '~/lib/session.server'
import { B2B_MESSAGES } from '~/lib/b2b/registration'
import { forgetInMemory } from '~/lib/kv-cache.server'
import { SIGN_IN_UNAVAILABLE, couponNotCarriedMessage, otherStoreCartMessage } from '~/lib/session.server'
import {
  call,
  commerce,
  commerceBinding,
  commerceDelaying,
  commerceFailing,
  commerceIntercepting,
  cookieValue,
  createBusinessCustomer,
  customerToken,
  formPost,
  guestCartWith,
  newCustomerToken,
  ANOTHER_CUSTOMERS_ADDRESS,
} from './worker'

/** Issue 9 items 1-3 through workers/app.ts with the real backends: the actions' answers, cookies and headers. */

const uniqueEmail = (label: string): string => `${label}-${crypto.randomUUID()}@example.com`

/** A new customer account (password PASSWORD) made directly in the backend; answers its e-mail address. */
async function newCustomer(label: string): Promise<string> {
  const email = uniqueEmail(label)
  await commerce(
    'mutation ($email: String!) { createCustomerV2(input: { email: $email, password: "Password123!", firstname: "Eva", lastname: "Jansen" }) { customer { email } } }',
    { email },
  )
  return email
}
const PASSWORD = 'Password123!'

function registration(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD, ...overrides }
}

/** No account has this address: it does not sign in with the password registration would have given it. */
async function expectNoAccount(email: string): Promise<void> {
  await expect(
    commerce(
      'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email, password: PASSWORD },
    ),
  ).rejects.toThrow(/^The account sign-in was incorrect/)
}

describe('registration', () => {
  it('says the password rule under each new password field, linked to it', async () => {
    const token = await newCustomerToken('password-hint')
    for (const [path, cookie] of [
      ['/us_et/Register', ''],
      ['/us_et/Business', ''],
      ['/us_et/customer/my-profile', `vsf-customer=${token}`],
    ] as const) {
      const html = await (await call(path, { headers: { Cookie: cookie } })).text()
      const input = /<input[^>]*autoComplete="new-password"[^>]*>/.exec(html)?.[0] ?? ''
      const described = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? ''
      expect(described, path).not.toBe('')
      expect(html, path).toContain(
        `id="${described}" class="text-xs text-stone-600">${PASSWORD_HINT.replace("'", '&#x27;')}</p>`,
      )
    }
  })

  it('names the account to password managers on the change and reset forms (a username field)', async () => {
    const email = await newCustomer('username-field')
    const token = await customerToken(email)
    const profile = await (
      await call('/us_et/customer/my-profile', { headers: { Cookie: `vsf-customer=${token}` } })
    ).text()
    const field = (html: string) => /<input[^>]*autoComplete="username"[^>]*>/.exec(html)?.[0] ?? ''
    expect(field(profile)).toContain(`value="${email}"`)
    const reset = await (
      await call(`/us_et/reset-password?email=${encodeURIComponent(email)}&key=${'a'.repeat(32)}`)
    ).text()
    expect(field(reset)).toContain(`value="${email}"`)
    expect(field(reset)).toContain('name="email"')
  })

  it('takes a name of one character, as the checkout does (伟 王)', async () => {
    const response = await call(
      '/nl_et/Register',
      formPost(registration(uniqueEmail('one-letter'), { firstname: '伟', lastname: '王' })),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/nl_et/customer/my-profile')
  })

  it('signs in at once where the store does not confirm (token httpOnly, never in the page)', async () => {
    const response = await call('/us_et/Register', formPost(registration(uniqueEmail('app-us'))))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/customer/my-profile')
    const token = response.headers.getSetCookie().find((cookie) => cookie.startsWith('vsf-customer='))
    expect(token).toContain('HttpOnly')
    expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toMatchObject({
      message: REGISTERED_MESSAGE,
      type: 'success',
    })
  })

  it('does not sign in where the store confirms, and leaves the persistent confirmation notice', async () => {
    const response = await call('/de_et/Register', formPost(registration(uniqueEmail('app-de'))))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/de_et/customer/login')
    expect(cookieValue(response, 'vsf-customer')).toBeUndefined()
    expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toEqual({
      title: 'Registration confirmation',
      message: 'You must confirm your account. Please check your email for the confirmation link.',
      type: 'success',
      persist: true,
    })
  })

  it('sent twice (a double click) signs the shopper in, instead of saying their new account exists', async () => {
    const email = uniqueEmail('app-twice')
    const first = await call('/us_et/Register', formPost(registration(email)))
    expect(first.status).toBe(302)
    const second = await call('/us_et/Register', formPost(registration(email)))
    expect(second.status).toBe(302)
    expect(second.headers.get('Location')).toBe('/us_et/customer/my-profile')
    expect(cookieValue(second, 'vsf-customer')).toMatch(/\w{16,}/)
    // Where the store confirms accounts, the second answer is the first's: the confirmation notice.
    const confirming = uniqueEmail('app-twice-de')
    await call('/de_et/Register', formPost(registration(confirming)))
    const again = await call('/de_et/Register', formPost(registration(confirming)))
    expect(again.headers.get('Location')).toBe('/de_et/customer/login')
    expect(JSON.parse(cookieValue(again, 'vsf-message') ?? '{}')).toMatchObject({ title: 'Registration confirmation' })
  })

  it("with another password, a taken e-mail is refused as before: the account is not this shopper's", async () => {
    const email = uniqueEmail('app-taken')
    await call('/us_et/Register', formPost(registration(email)))
    const other = await call(
      '/us_et/Register',
      formPost(registration(email, { password: 'Other-Pass123', confirmPassword: 'Other-Pass123' })),
    )
    expect(other.status).toBe(400)
    const page = await other.text()
    expect(page).toContain('A customer with the same email address already exists in an associated website.')
    // The way to that account is offered beside the refusal.
    expect(page).toMatch(/Is it your account\?.*href="\/us_et\/customer\/login".*href="\/us_et\/ForgotPassword"/s)
    expect(cookieValue(other, 'vsf-customer')).toBeUndefined()
  })

  it.each([
    [
      // With its own password the form would be this shopper's own account sent twice, which signs in.
      'a taken email',
      { email: 'customer@example.com', password: 'Taken-Email9', confirmPassword: 'Taken-Email9' },
      'A customer with the same email address already exists in an associated website.',
    ],
    [
      'a weak password',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'Please use one uppercase and one number in your password.',
    ],
    ['a mismatched confirmation', { confirmPassword: 'Password124!' }, 'Passwords don&#x27;t match'],
    ['script in a name', { firstname: '<script>alert(1)</script>' }, 'Please use only letters, numbers, spaces'],
    ['an oversized name', { lastname: 'x'.repeat(5000) }, 'The field should have at most 255 characters'],
  ])(
    'answers %s with 400 and the message on the form, the password never echoed',
    async (_label, overrides, message) => {
      const response = await call('/nl_et/Register', formPost(registration(uniqueEmail('app-bad'), overrides)))
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain(message)
      expect(html).not.toContain(PASSWORD)
      expect(html).not.toContain('<script>alert(1)')
    },
  )
})

describe("the 'Registration error' notice without JavaScript (spec §8)", () => {
  const notice = (html: string) =>
    /<p class="font-semibold">Registration error<\/p><p class="text-sm">([^<]*)<\/p>/.exec(html)?.[1]

  it.each([
    [
      'a registration refused by the backend',
      '/nl_et/Register',
      registration('customer@example.com', { password: 'Taken-Email9', confirmPassword: 'Taken-Email9' }),
      'A customer with the same email address already exists in an associated website.',
    ],
    [
      'a wrong password',
      '/de_et/customer/login',
      { email: 'customer@example.com', password: 'wrong-password-1' },
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    ],
  ])('%s: on the page the request renders, and not carried to the next one', async (_label, path, fields, message) => {
    const response = await call(path, formPost(fields))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(notice(html)).toBe(message)
    // With its error icon (app.css draws it for the danger tone's `nerr`).
    const at = html.indexOf('<p class="font-semibold">Registration error')
    expect(html.slice(html.lastIndexOf('<div', html.lastIndexOf('<div', at) - 1), at)).toMatch(/ nerr /)
    expect(cookieValue(response, 'vsf-message')).toBeUndefined()
  })

  it('a form the browser checks first (a field error) raises none', async () => {
    const response = await call('/nl_et/Register', formPost(registration(uniqueEmail('app-field'), { lastname: '' })))
    expect(response.status).toBe(400)
    expect(notice(await response.text())).toBeUndefined()
  })
})

describe('password reset and confirmation links', () => {
  it('a forged reset key is a message on the form, not an error', async () => {
    const response = await call(
      '/us_et/reset-password?email=customer%40example.com&key=forgedforged',
      formPost({
        email: 'customer@example.com',
        token: 'forgedforged',
        password: 'Fresh789!',
        confirmPassword: 'Fresh789!',
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('This password reset link has expired or has already been used.')
  })

  it('a forged or malformed confirmation link says it is not valid', async () => {
    for (const query of ['email=customer%40example.com&key=forged', 'email=%3Cscript%3E&key=x', '']) {
      const response = await call(`/de_et/customer/account/confirm?${query}`)
      expect(response.status, query).toBe(200)
      expect(await response.text()).toMatch(/This confirmation link is not valid|has already been used/)
    }
  })

  it('the same answer for a known and an unknown email', async () => {
    const known = await call('/fr_et/ForgotPassword', formPost({ email: 'customer@example.com' }))
    const unknown = await call('/fr_et/ForgotPassword', formPost({ email: uniqueEmail('nobody') }))
    expect(known.status).toBe(302)
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('Location')).toBe(known.headers.get('Location'))
  })

  it('an account never confirmed: the sign-in and the reset say what stands in the way, not "Please sign in"', async () => {
    const email = uniqueEmail('app-unconfirmed')
    expect((await call('/de_et/Register', formPost(registration(email)))).status).toBe(302)
    const signIn = await call('/de_et/customer/login', formPost({ email, password: PASSWORD }))
    expect(signIn.status).toBe(400)
    expect(await signIn.text()).toContain(
      'This account isn&#x27;t confirmed. Verify and try again. Please open the link in the confirmation e-mail',
    )

    expect((await call('/de_et/ForgotPassword', formPost({ email }))).status).toBe(302)
    const outbox = z
      .object({ items: z.array(z.object({ to_email: z.string(), body_html: z.string() })) })
      .parse(
        await (
          await commerceBinding().fetch('http://commerce/mail', { headers: { Accept: 'application/json' } })
        ).json(),
      )
    const mail = outbox.items.find((item) => item.to_email === email && item.body_html.includes('reset-password'))
    const key = /[?&]key=(\w+)/.exec(mail?.body_html ?? '')?.[1]
    expect(key).toBeDefined()
    const reset = await call(
      `/de_et/reset-password?email=${encodeURIComponent(email)}&key=${key}`,
      formPost({ email, token: key ?? '', password: 'Fresh789!', confirmPassword: 'Fresh789!' }),
    )
    expect(reset.status).toBe(302)
    expect(reset.headers.get('Location')).toBe('/de_et/customer/login')
    const notice = z
      .object({ message: z.string(), type: z.string(), persist: z.boolean() })
      .parse(JSON.parse(cookieValue(reset, 'vsf-message') ?? '{}'))
    expect(notice).toMatchObject({ type: 'warning', persist: true })
    expect(notice.message).toMatch(/^Your password has been changed\. This account isn't confirmed\./)
    expect(notice.message).not.toContain('Please sign in')
  })

  it("answers a known and an unknown address alike, also once Magento refuses more requests (it says only 'Cannot reset')", async () => {
    const known = uniqueEmail('known')
    await commerce(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Re", lastname: "Set", password: "Password123!" }) { customer { email } } }`,
      { email: known },
    )
    for (const email of [known, uniqueEmail('nobody')])
      for (let index = 0; index < 6; index++) {
        const response = await call('/us_et/ForgotPassword', formPost({ email }))
        expect(response.status, `${email} #${index + 1}`).toBe(302)
        expect(response.headers.get('Location')).toBe('/us_et/ForgotPassword?sent=1')
      }
    // A refusal that is not Magento's neutral one is still said.
    const malformed = await call('/us_et/ForgotPassword', formPost({ email: 'a@b' }))
    expect(malformed.status).toBe(400)
  })
})

describe('my account', () => {
  it('names the page with its H1 in <main>, not inside a complementary landmark', async () => {
    const token = await customerToken()
    const html = await (
      await call('/us_et/customer/my-profile', { headers: { Cookie: `vsf-customer=${token}` } })
    ).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toContain('>My Account</h1>')
    expect(main).not.toContain('<aside')
  })

  it('is personal: never stored by a cache, page and data alike', async () => {
    const token = await customerToken()
    for (const path of [
      '/us_et/customer/my-profile',
      '/us_et/customer/my-newsletter',
      '/us_et/customer/my-profile.data',
    ]) {
      const response = await call(path, { headers: { Cookie: `vsf-customer=${token}` } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store')
      expect(await response.text(), path).not.toContain(token)
    }
  })

  it("shows a business customer's company, read only, and a consumer's profile none; each names gender 3 as chosen", async () => {
    const email = uniqueEmail('company')
    await createBusinessCustomer(email, PASSWORD, { gender: 3, website: 'https://salon-bella.example' })
    const business = await (
      await call('/us_et/customer/my-profile', { headers: { Cookie: `vsf-customer=${await customerToken(email)}` } })
    ).text()
    for (const text of [
      'Salon Bella B.V.',
      'NL852147963B01',
      '12345678',
      'https://salon-bella.example',
      'Kerkstraat 12, 1017 GC',
    ])
      expect(business).toContain(text)
    expect(business).toMatch(/<option value="3" selected="">Non-binary<\/option>/)

    const consumer = await (
      await call('/us_et/customer/my-profile', { headers: { Cookie: `vsf-customer=${await customerToken()}` } })
    ).text()
    expect(consumer).not.toContain('Chamber of Commerce nr.')
    expect(consumer).toContain('Not specified')
  })

  it('clears a date of birth and a gender emptied on the profile form, as it says it saved them', async () => {
    const token = await newCustomerToken('profile-clear')
    const cookie = { Cookie: `vsf-customer=${token}` }
    const { customer } = z
      .object({ customer: z.object({ email: z.string() }) })
      .parse(await commerce('{ customer { email } }', {}, token))
    const save = (dateOfBirth: string, gender: string) =>
      call(
        '/us_et/customer/my-profile',
        formPost(
          { intent: 'profile', firstname: 'Test', lastname: 'Shopper', email: customer.email, dateOfBirth, gender },
          cookie,
        ),
      )
    const read = async () =>
      z
        .object({ customer: z.object({ date_of_birth: z.string().nullable(), gender: z.number().nullable() }) })
        .parse(await commerce('{ customer { date_of_birth gender } }', {}, token)).customer
    expect((await save('1990-05-17', '2')).status).toBe(302)
    expect(await read()).toEqual({ date_of_birth: '1990-05-17', gender: 2 })
    const cleared = await save('', '')
    expect(cleared.status).toBe(302)
    expect(await read()).toEqual({ date_of_birth: null, gender: null })
    // The empty choice says what it is.
    expect(await (await call('/us_et/customer/my-profile', { headers: cookie })).text()).toContain(
      '<option value="">Choose…</option>',
    )
  })

  it('a wrong current password is a message on the password form', async () => {
    const token = await customerToken()
    const response = await call(
      '/us_et/customer/my-profile',
      formPost(
        {
          intent: 'password',
          currentPassword: 'wrong-password-1',
          password: 'Changed456!',
          confirmPassword: 'Changed456!',
        },
        { Cookie: `vsf-customer=${token}` },
      ),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(
      'The password doesn&#x27;t match this account. Verify the password and try again.',
    )
  })
})

describe('a My Account form left open while the session changed in another window', () => {
  const markOn = async (path: string, token: string) =>
    /<input type="hidden" name="signedIn" value="(\w+)"\/>/.exec(
      await (await call(path, { headers: { Cookie: `vsf-customer=${token}` } })).text(),
    )?.[1] ?? ''
  const emailOf = async (token: string) =>
    z.object({ customer: z.object({ email: z.string() }) }).parse(await commerce('{ customer { email } }', {}, token))
      .customer.email

  it("keeps an e-mail changed elsewhere when the page's own field was left as it was drawn", async () => {
    const token = await newCustomerToken('profile-stale')
    const drawn = await emailOf(token)
    const changed = uniqueEmail('profile-changed')
    await commerce(
      'mutation ($email: String!) { updateCustomerEmail(email: $email, password: "Password123!") { customer { email } } }',
      { email: changed },
      token,
    )
    const saved = await call(
      '/us_et/customer/my-profile',
      formPost(
        { intent: 'profile', firstname: 'Renamed', lastname: 'Shopper', email: drawn, emailWas: drawn },
        { Cookie: `vsf-customer=${token}` },
      ),
    )
    expect(saved.status).toBe(302)
    expect(await emailOf(token)).toBe(changed)
  })

  it("applies nothing of another customer's profile or new address: the page is drawn again for this one", async () => {
    const drawnFor = await newCustomerToken('form-x')
    const other = await newCustomerToken('form-y')
    const profile = await call(
      '/us_et/customer/my-profile',
      formPost(
        {
          intent: 'profile',
          signedIn: await markOn('/us_et/customer/my-profile', drawnFor),
          firstname: 'Xavier',
          lastname: 'Customer',
          email: await emailOf(drawnFor),
        },
        { Cookie: `vsf-customer=${other}` },
      ),
    )
    expect(profile.status).toBe(302)
    expect(profile.headers.get('Location')).toBe('/us_et/customer/my-profile')
    expect(JSON.parse(cookieValue(profile, 'vsf-message') ?? '{}')).toMatchObject({ message: OTHER_SESSION_MESSAGE })
    const address = await call(
      '/us_et/customer/addresses-details/create',
      formPost(
        {
          signedIn: await markOn('/us_et/customer/addresses-details/create', drawnFor),
          ...ANOTHER_CUSTOMERS_ADDRESS,
        },
        { Cookie: `vsf-customer=${other}` },
      ),
    )
    expect(address.headers.get('Location')).toBe('/us_et/customer/addresses-details/create')
    const { customer } = z
      .object({ customer: z.object({ firstname: z.string(), addresses: z.array(z.unknown()) }) })
      .parse(await commerce('{ customer { firstname addresses { id } } }', {}, other))
    expect(customer).toEqual({ firstname: 'Test', addresses: [] })
  })
})

describe('sign-in', () => {
  it("ends a sales person's session: it belonged to the token the address brought", async () => {
    const response = await call(
      '/fr_et/customer/login',
      formPost(
        { email: 'customer@example.com', password: PASSWORD },
        { Cookie: `vsf-customer=${await customerToken('loyal@example.com')}; vsf-sale-person=SP12345678` },
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.getSetCookie()).toContain('vsf-sale-person=; Path=/; SameSite=Lax; Max-Age=0')
    expect(cookieValue(response, 'vsf-customer')).toBeTruthy()
  })

  it('leaves the cookies it does not own alone', async () => {
    const response = await call(
      '/fr_et/customer/login',
      formPost({ email: 'customer@example.com', password: PASSWORD }),
    )
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-sale-person')).toBeUndefined()
  })
})

describe('business registration while signed in', () => {
  it('makes no second account and leaves the session as it was', async () => {
    const token = await newCustomerToken('signed-in-business')
    const email = uniqueEmail('second-business')
    const response = await call(
      '/nl_et/Business',
      formPost(
        {
          company_name: 'Salon Bella',
          vat_id: 'NL123456789B01',
          chamber_of_commerce: '12345678',
          street: 'Kerkstraat',
          house_number: '12',
          postcode: '1017 GC',
          gender: '3',
          firstname: 'Bella',
          lastname: 'Jansen',
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
        { Cookie: `vsf-customer=${token}` },
      ),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(B2B_MESSAGES.signedIn)
    expect(cookieValue(response, 'vsf-customer')).toBeUndefined()
    await expectNoAccount(email)
  })
})

describe('registration while signed in', () => {
  it('makes no second account and leaves the session as it was', async () => {
    const token = await newCustomerToken('signed-in-register')
    const email = uniqueEmail('second-register')
    const response = await call('/us_et/Register', formPost(registration(email), { Cookie: `vsf-customer=${token}` }))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/customer/my-profile')
    expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toMatchObject({
      message: REGISTERED_WHILE_SIGNED_IN,
    })
    expect(cookieValue(response, 'vsf-customer')).toBeUndefined()
    await expectNoAccount(email)
  })
})

describe('sign-out', () => {
  it('goes on to /Business when its form names it, home for anything else, whatever the body', async () => {
    const cases: [RequestInit, string][] = [
      [formPost({ then: 'business' }), '/nl_et/Business'],
      [formPost({ then: 'https://evil.example/' }), '/nl_et'],
      [formPost({ then: '/nl_et/customer/my-profile' }), '/nl_et'],
      [{ ...formPost({}, { 'Content-Type': 'application/json' }), body: '{"then":"business"}' }, '/nl_et'],
    ]
    for (const [init, location] of cases) {
      const token = await newCustomerToken('sign-out')
      const headers = new Headers(init.headers)
      headers.set('Cookie', `vsf-customer=${token}; checkout-order={"number":"000000006"}`)
      const response = await call('/nl_et/customer/logout', { ...init, headers })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe(location)
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('vsf-customer=;'))).toBe(true)
      // The header alone does not say it: the next page does.
      expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toMatchObject({ message: 'You are signed out.' })
      // The thank-you page of the session's last order is not the next shopper's on this device.
      expect(response.headers.getSetCookie()).toContain('checkout-order=; Path=/; SameSite=Lax; Max-Age=0')
    }
  })
})

describe('sign-out with a session the backend no longer knows (expired, revoked elsewhere)', () => {
  it('signs out as asked and says so, to /Business too: not the warning to log in', async () => {
    const cases: [string, string][] = [
      ['', '/nl_et'],
      ['business', '/nl_et/Business'],
    ]
    for (const [then, location] of cases) {
      const response = await call(
        '/nl_et/customer/logout',
        formPost({ then }, { Cookie: 'vsf-customer=expiredtoken0123456789' }),
      )
      expect(response.headers.get('Location')).toBe(location)
      expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toMatchObject({ message: 'You are signed out.' })
      expect(response.headers.getSetCookie()).toContain('vsf-customer=; Path=/; SameSite=Lax; Max-Age=0')
    }
  })
})

describe('sign-in with a guest cart while the backend stumbles', () => {
  it.each(['CustomerCartId', 'MergeCarts'])(
    'with %s failing the shopper stays a guest with their cart, told to try again',
    async (operation) => {
      const email = await newCustomer('merge-outage')
      const guestCartId = await guestCartWith('ET-H00001')
      const response = await call(
        '/us_et/customer/login',
        formPost({ email, password: PASSWORD }, { Cookie: `vsf-cart=${guestCartId}` }),
        { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceFailing(operation) },
      )
      expect(await response.text()).toContain(SIGN_IN_UNAVAILABLE)
      expect(cookieValue(response, 'vsf-customer')).toBeUndefined()
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('vsf-cart='))).toBe(false)
      // The guest cart is still theirs, whole.
      const cart = z
        .object({ cart: z.object({ total_quantity: z.number() }) })
        .parse(await commerce('query ($id: String!) { cart(cart_id: $id) { total_quantity } }', { id: guestCartId }))
      expect(cart.cart.total_quantity).toBe(1)
      // The token the backend issued for the sign-in given up is revoked: no session stays valid unseen.
      const db = Reflect.get(env, 'COMMERCE_DB') as D1Database
      const tokens = await db
        .prepare(
          'SELECT COUNT(*) AS n FROM customer_token t JOIN customer c ON c.customer_id = t.customer_id WHERE c.email = ?',
        )
        .bind(email)
        .first<{ n: number }>()
      expect(tokens?.n).toBe(0)
    },
  )
})

describe('sign-in merge', () => {
  const StockSchema = z.object({
    products: z.object({ items: z.array(z.object({ name: z.string(), only_x_left_in_stock: z.number() })) }),
  })
  const CartSchema = z.object({
    customerCart: z.object({
      id: z.string(),
      items: z.array(z.object({ quantity: z.number(), product: z.object({ sku: z.string() }) })),
    }),
  })

  it('tells which guest lines the stock could not add to the customer cart, and carries the rest', async () => {
    const email = await newCustomer('merge')
    const token = await customerToken(email)
    const stock = StockSchema.parse(
      await commerce('{ products(filter: { sku: { eq: "ET-H00004" } }) { items { name only_x_left_in_stock } } }'),
    ).products.items[0]
    if (!stock) throw new Error('ET-H00004 is not in the catalogue')
    const { customerCart } = CartSchema.parse(await commerce('{ customerCart { id items { quantity } } }', {}, token))
    await commerce(
      'mutation ($cartId: String!, $qty: Float!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00004", quantity: $qty }]) { cart { id } } }',
      { cartId: customerCart.id, qty: stock.only_x_left_in_stock },
      token,
    )
    // As a guest the shopper put one more of it (and a mask) in their cart: the stock holds no more.
    const guestCartId = await guestCartWith('ET-H00004')
    await commerce(
      'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { id } } }',
      { cartId: guestCartId },
    )

    const response = await call(
      '/us_et/customer/login',
      formPost({ email, password: PASSWORD }, { Cookie: `vsf-cart=${guestCartId}` }),
    )
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-cart')).toBe(customerCart.id)
    expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toEqual({
      title: 'Your guest cart',
      // The add's words: how many the cart holds of how many are left.
      message: `Not carried over to your cart: ${stock.name}. Your cart already holds ${stock.only_x_left_in_stock} of the ${stock.only_x_left_in_stock} left in stock.`,
      type: 'warning',
      persist: true,
    })
    const after = CartSchema.parse(
      await commerce('{ customerCart { id items { quantity product { sku } } } }', {}, token),
    ).customerCart
    expect(after.items.map((item) => [item.product.sku, item.quantity])).toEqual([
      ['ET-H00004', stock.only_x_left_in_stock],
      ['ET-H00001', 1],
    ])
  })

  /** A customer's cart with SAVE5, and a guest cart with WELCOME10: the sign-in form as the guest sends it. */
  async function twoCoupons(name: string) {
    const email = await newCustomer(name)
    const token = await customerToken(email)
    const { customerCart } = CartSchema.parse(await commerce('{ customerCart { id items { quantity } } }', {}, token))
    await commerce(
      `mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00022", quantity: 2 }]) { cart { id } }
        applyCouponToCart(input: { cart_id: $cartId, coupon_code: "SAVE5" }) { cart { id } } }`,
      { cartId: customerCart.id },
      token,
    )
    const guestCartId = await guestCartWith('ET-H00001')
    await commerce(
      'mutation ($cartId: String!) { applyCouponToCart(input: { cart_id: $cartId, coupon_code: "WELCOME10" }) { cart { id } } }',
      { cartId: guestCartId },
    )
    return { email, signIn: formPost({ email, password: PASSWORD }, { Cookie: `vsf-cart=${guestCartId}` }) }
  }

  it("keeps the guest's coupon, the one just applied, as Magento's merge does, and has nothing to say of it", async () => {
    const { email, signIn } = await twoCoupons('merge-coupon')
    const response = await call('/us_et/customer/login', signIn)
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-message')).toBeUndefined()
    const merged = await commerce('{ customerCart { applied_coupons { code } } }', {}, await customerToken(email))
    expect(JSON.stringify(merged)).toContain('"code":"WELCOME10"')
  })

  it("names the guest's coupon when a backend's merge kept the customer's own", async () => {
    const { signIn } = await twoCoupons('merge-coupon-kept')
    // A backend (another version, an extension) whose merge keeps the destination's coupon.
    const keepsOwn = commerceIntercepting('mutation MergeCarts', async (forward) => {
      const answer = z
        .object({ data: z.object({ mergeCarts: z.looseObject({}) }) })
        .parse(await (await forward()).json())
      return Response.json({
        data: { mergeCarts: { ...answer.data.mergeCarts, applied_coupons: [{ code: 'SAVE5' }] } },
      })
    })
    const response = await call('/us_et/customer/login', signIn, { COMMERCE: keepsOwn })
    expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toMatchObject({
      title: 'Your guest cart',
      message: couponNotCarriedMessage('WELCOME10', 'SAVE5'),
    })
  })

  it("puts a guest cart of another store into the customer's cart of that store, and says so", async () => {
    const email = await newCustomer('merge-store')
    // A guest cart made in us_et; the shopper switched to nl_et before signing in there.
    const guestCartId = await guestCartWith('ET-H00004')
    const response = await call(
      '/nl_et/customer/login',
      formPost({ email, password: PASSWORD }, { Cookie: `vsf-cart=${guestCartId}` }),
    )
    expect(response.status).toBe(302)
    expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toEqual({
      message: otherStoreCartMessage('International'),
      type: 'info',
      persist: true,
    })
    const usCart = CartSchema.parse(
      await commerce('{ customerCart { id items { quantity product { sku } } } }', {}, await customerToken(email)),
    ).customerCart
    expect(usCart.items.map((item) => [item.product.sku, item.quantity])).toEqual([['ET-H00004', 1]])
  })
})

describe('account pages while the backend fails', () => {
  it.each([
    ['/us_et/customer/my-profile', 'CustomerSummary'],
    ['/us_et/customer/order-history', 'CustomerOrderList'],
    ['/us_et/customer/my-wishlist', 'Wishlist'],
    ['/us_et/customer/addresses-details', 'CustomerAddresses'],
    ['/us_et/customer/my-reviews', 'CustomerReviews'],
  ])('%s answers the 503 page with a retry, never a 500 (%s failing)', async (path, operation) => {
    const token = await customerToken()
    const response = await call(
      path,
      { headers: { Cookie: `vsf-customer=${token}` } },
      { COMMERCE: commerceFailing(operation) },
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    const html = await response.text()
    expect(html).toContain('Our shop could not load this page just now.')
    // Still signed in: a backend that is down is not a refused session.
    expect(response.headers.getSetCookie().join('\n')).not.toContain('vsf-customer=;')
  })
})

describe("a customer's summary that is slow", () => {
  it('holds a page that does not show it for a second at most, and the page still says who is signed in', async () => {
    const token = await customerToken()
    const started = Date.now()
    const response = await call(
      '/us_et/body.html',
      { headers: { Cookie: `vsf-customer=${token}` } },
      { COMMERCE: commerceDelaying('CustomerSummary', 6000) },
    )
    const html = await response.text()
    expect(response.status).toBe(200)
    // The backend budget is 3 s: the page no longer waits it out for the business flag and the e-mail.
    expect(Date.now() - started).toBeLessThan(2500)
    // The header's account and wishlist links are the signed-in customer's.
    expect(html).toContain('href="/us_et/customer/my-wishlist"')
    expect(html).not.toContain('href="/us_et/customer/login')
  })
})

describe('my newsletter in a store that confirms by mail', () => {
  it('says the subscription waits for its confirmation on every visit, until it is unsubscribed or made', async () => {
    const token = await newCustomerToken('newsletter-pending')
    const cookie = `vsf-customer=${token}`
    const page = async (path: string) => (await call(path, { headers: { Cookie: cookie } })).text()
    expect(await page('/de_et/customer/my-newsletter')).toContain('You are not subscribed to our newsletter.')
    const answer = await call('/de_et/customer/my-newsletter', formPost({ isSubscribed: 'on' }, { Cookie: cookie }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/de_et/customer/my-newsletter')
    expect(await page('/de_et/customer/my-newsletter')).toContain(NEWSLETTER_PENDING_TEXT)
    // Another page and back: the confirmation is still awaited, and the page still says so.
    await page('/de_et/customer/my-profile')
    expect(await page('/de_et/customer/my-newsletter')).toContain(NEWSLETTER_PENDING_TEXT)
    // Unsubscribed, nothing is awaited any more.
    await call('/de_et/customer/my-newsletter', formPost({}, { Cookie: cookie }))
    const unsubscribed = await page('/de_et/customer/my-newsletter')
    expect(unsubscribed).toContain('You are not subscribed to our newsletter.')
    expect(unsubscribed).not.toContain(NEWSLETTER_PENDING_TEXT)
    // Where no confirmation is asked, the subscription is made at once.
    const direct = await call('/us_et/customer/my-newsletter', formPost({ isSubscribed: 'on' }, { Cookie: cookie }))
    expect(direct.headers.get('Location')).toBe('/us_et/customer/my-newsletter')
    expect(await page('/us_et/customer/my-newsletter')).toContain('You are subscribed to our newsletter.')
  })
})

describe("a store whose Magento asks more of a password than the form's rule (stock Magento: 3 classes)", () => {
  /** The embedded backend, with the store configuration's password policy of a stock Magento. */
  const stockPolicy = commerceIntercepting('StoreConfig', async (forward) => {
    const answer = z
      .object({ data: z.object({ storeConfig: z.looseObject({}) }) })
      .parse(await (await forward()).json())
    return Response.json({
      data: { storeConfig: { ...answer.data.storeConfig, required_character_classes_number: '3' } },
    })
  })

  const forget = async () => {
    await env.CACHE.delete('v1:us_et:store-config')
    forgetInMemory(['v1:us_et:store-config'])
  }

  it('refuses such a password on the field in Magento’s words, before sending it: a reset link is not called used up', async () => {
    await forget()
    try {
      const weak = 'password1'
      const email = uniqueEmail('policy')
      const registered = await call(
        '/us_et/Register',
        formPost({ firstname: 'Pia', lastname: 'Policy', email, password: weak, confirmPassword: weak }),
        { COMMERCE: stockPolicy },
      )
      expect(registered.status).toBe(400)
      expect(await registered.text()).toContain('Minimum of different classes of characters in password is 3.')

      const reset = await call(
        `/us_et/reset-password?email=${encodeURIComponent(email)}&key=abcdefgh12345678`,
        formPost({ email, token: 'abcdefgh12345678', password: weak, confirmPassword: weak }),
        { COMMERCE: stockPolicy },
      )
      expect(reset.status).toBe(400)
      const page = await reset.text()
      expect(page).toContain('Minimum of different classes of characters in password is 3.')
      expect(page).not.toContain('expired or has already been used')
    } finally {
      await forget()
    }
  })
})

describe('a password reset request Magento refuses', () => {
  /** The embedded backend, with requestPasswordResetEmail refused in these words. */
  const refusing = (message: string) =>
    commerceIntercepting('requestPasswordResetEmail', () =>
      Promise.resolve(
        Response.json({
          errors: [{ message, path: ['requestPasswordResetEmail'], extensions: { category: 'graphql-input' } }],
          data: { requestPasswordResetEmail: null },
        }),
      ),
    )

  it('answers as for a sent mail whatever Magento says (a locked account, in any language), except a reCAPTCHA refusal', async () => {
    for (const message of ['The account is locked', 'Das Passwort des Kunden kann nicht zurückgesetzt werden.']) {
      const response = await call('/de_et/ForgotPassword', formPost({ email: 'someone@example.com' }), {
        COMMERCE: refusing(message),
      })
      expect(response.status, message).toBe(302)
      expect(response.headers.get('Location')).toBe('/de_et/ForgotPassword?sent=1')
    }
    const recaptcha = await call('/us_et/ForgotPassword', formPost({ email: 'someone@example.com' }), {
      COMMERCE: refusing('reCAPTCHA verification failed.'),
    })
    expect(recaptcha.status).toBe(400)
    expect(await recaptcha.text()).toContain('reCAPTCHA verification failed.')
  })
})
