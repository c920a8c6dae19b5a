import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { at, categoryOf, gql } from './client.ts'

const SIGN_IN =
  'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }'

async function signIn(email: string, password = 'Password123!'): Promise<Record<string, string>> {
  const body = await gql(SIGN_IN, { email, password })
  const token = at(body.data, 'generateCustomerToken.token')
  if (typeof token !== 'string') throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`)
  return { Authorization: `Bearer ${token}` }
}

/** The backend's outbox, as /_dev/mail shows it. */
async function readOutbox(): Promise<unknown> {
  const { exports } = await import('cloudflare:workers')
  const response = await exports.default.fetch(
    new Request('http://commerce/mail', { headers: { Accept: 'application/json' } }),
  )
  return response.json()
}

/** The body of the newest outbox mail to `email` (the outbox is shared by parallel tests). */
function mailTo(outbox: unknown, email: string): string {
  const items = at(outbox, 'items')
  const mail: unknown = Array.isArray(items) ? items.find((item) => at(item, 'to_email') === email) : undefined
  return String(at(mail, 'body_html'))
}

const uniqueEmail = (): string => `shopper-${crypto.randomUUID()}@example.com`

describe('tokens and the customer query', () => {
  it('signs in, reads the customer with is_b2b and revokes the token', async () => {
    const auth = await signIn('b2b@example.com')
    const me = await gql(
      '{ customer { email firstname lastname is_b2b addresses { street city default_billing } } }',
      {},
      auth,
    )
    expect(me.errors).toBeUndefined()
    expect(at(me.data, 'customer')).toMatchObject({
      email: 'b2b@example.com',
      is_b2b: true,
      addresses: [{ city: 'Rotterdam', default_billing: true }],
    })
    const revoked = await gql('mutation { revokeCustomerToken { result } }', {}, auth)
    expect(at(revoked.data, 'revokeCustomerToken.result')).toBe(true)
    const after = await gql('{ customer { email } }', {}, auth)
    expect(categoryOf(after)).toBe('graphql-authorization')
  })

  it('refuses a wrong password with the Magento message', async () => {
    const body = await gql(SIGN_IN, { email: 'customer@example.com', password: 'wrong-password-1' })
    expect(body.errors?.[0]?.message).toBe(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    )
    expect(categoryOf(body)).toBe('graphql-authentication')
  })

  it('refuses a bad token and a guest', async () => {
    expect(categoryOf(await gql('{ customer { email } }', {}, { Authorization: 'Bearer nope' }))).toBe(
      'graphql-authorization',
    )
    const guest = await gql('{ customer { email } }')
    expect(guest.errors?.[0]?.message).toBe("The current customer isn't authorized.")
  })

  it('serves orders and the wishlist of the loyal customer', async () => {
    const auth = await signIn('loyal@example.com')
    const body = await gql(
      `{ customer { is_subscribed orders(pageSize: 2, scope: WEBSITE) { total_count items { number status total { grand_total { value currency } }
      items { product_sku quantity_ordered } } } wishlists { id items_count items_v2 { items { id quantity product { sku } } } } }
      customerOrders { items { order_number } } }`,
      {},
      auth,
    )
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'customer.is_subscribed')).toBe(true)
    expect(at(body.data, 'customer.orders.total_count')).toBe(3)
    expect(at(body.data, 'customer.orders.items')).toHaveLength(2)
    expect(at(body.data, 'customer.wishlists.0.items_count')).toBe(4)
  })
})

describe('registration and profile', () => {
  it('creates an account, refuses a duplicate and signs in', async () => {
    const email = uniqueEmail()
    const create = `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Ada", lastname: "Lovelace",
      password: "Password123!", is_subscribed: true }) { customer { email firstname is_subscribed confirmation_status } } }`
    const created = await gql(create, { email })
    expect(created.errors).toBeUndefined()
    expect(at(created.data, 'createCustomerV2.customer')).toMatchObject({
      email,
      firstname: 'Ada',
      is_subscribed: true,
    })
    const duplicate = await gql(create, { email })
    expect(duplicate.errors?.[0]?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    )
    expect(categoryOf(duplicate)).toBe('graphql-already-exists')
    await signIn(email)
  })

  it('requires confirmation in de_et before signing in', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomer(input: { email: $email, firstname: "Hans", lastname: "Meier", password: "Password123!" }) {
      customer { email } } }`,
      { email },
      { Store: 'de_et' },
    )
    const body = await gql(SIGN_IN, { email, password: 'Password123!' })
    expect(body.errors?.[0]?.message).toBe("This account isn't confirmed. Verify and try again.")
  })

  it('says in storeConfig which store confirms, and mails a store-prefixed link that confirms once', async () => {
    const config = '{ storeConfig { store_code create_account_confirmation } }'
    expect(at((await gql(config, {}, { Store: 'de_et' })).data, 'storeConfig.create_account_confirmation')).toBe(true)
    expect(at((await gql(config, {}, { Store: 'us_et' })).data, 'storeConfig.create_account_confirmation')).toBe(false)

    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Klara", lastname: "Berg", password: "Password123!" }) {
      customer { email } } }`,
      { email },
      { Store: 'de_et' },
    )
    const mail = await readOutbox()
    const body = mailTo(mail, email)
    const link = /href="([^"]+)"/.exec(body)?.[1] ?? ''
    const url = new URL(link.replaceAll('&amp;', '&'), 'http://shop.example')
    expect(url.pathname).toBe('/de_et/customer/account/confirm')
    expect(url.searchParams.get('email')).toBe(email)

    const confirm =
      'mutation ($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }'
    const forged = await gql(confirm, { email, key: 'forged' }, { Store: 'de_et' })
    expect(forged.errors?.[0]?.message).toBe('The confirmation token is invalid. Verify the token and try again.')
    const confirmed = await gql(confirm, { email, key: url.searchParams.get('key') }, { Store: 'de_et' })
    expect(at(confirmed.data, 'confirmEmail.customer.email')).toBe(email)
    const reused = await gql(confirm, { email, key: url.searchParams.get('key') }, { Store: 'de_et' })
    expect(reused.errors?.[0]?.message).toBe('The account is already active.')
    await signIn(email)
  })

  it('escapes the customer name in the welcome mail', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "<img src=x onerror=alert(1)>", lastname: "X", password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    const mail = await readOutbox()
    const body = mailTo(mail, email)
    expect(body).toContain('&#60;img')
    expect(body).not.toContain('<img')
  })

  it('enforces the password policy and e-mail format', async () => {
    const weak = await gql(
      'mutation { createCustomerV2(input: { email: "weak@example.com", firstname: "A", lastname: "B", password: "short" }) { customer { email } } }',
    )
    expect(categoryOf(weak)).toBe('graphql-input')
    const invalid = await gql(
      'mutation { createCustomerV2(input: { email: "not-an-email", firstname: "A", lastname: "B", password: "Password123!" }) { customer { email } } }',
    )
    expect(invalid.errors?.[0]?.message).toBe('"not-an-email" is not a valid email address.')
  })

  it('refuses a password that is the e-mail address, at registration and at a change', async () => {
    const PASSWORD_IS_EMAIL =
      "The password can't be the same as the email address. Create a new password and try again."
    const email = uniqueEmail()
    const create = (password: string) =>
      gql(
        'mutation ($e: String!, $p: String!) { createCustomerV2(input: { email: $e, firstname: "Al", lastname: "Bo", password: $p }) { customer { email } } }',
        { e: email, p: password },
      )
    const same = await create(email.toUpperCase())
    expect(same.errors?.[0]?.message).toBe(PASSWORD_IS_EMAIL)
    expect(categoryOf(same)).toBe('graphql-input')
    expect((await create('Password123!')).errors).toBeUndefined()
    const changed = await gql(
      'mutation ($p: String!) { changeCustomerPassword(currentPassword: "Password123!", newPassword: $p) { email } }',
      { p: email },
      await signIn(email),
    )
    expect(changed.errors?.[0]?.message).toBe(PASSWORD_IS_EMAIL)
  })

  it('updates the profile, e-mail and password', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Old", lastname: "Name", password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    const auth = await signIn(email)
    // Signed in elsewhere too (another device, or someone who had the password).
    const elsewhere = await signIn(email)
    const updated = await gql(
      'mutation { updateCustomerV2(input: { firstname: "New", gender: 2 }) { customer { firstname lastname gender } } }',
      {},
      auth,
    )
    expect(at(updated.data, 'updateCustomerV2.customer')).toEqual({ firstname: 'New', lastname: 'Name', gender: 2 })
    const wrong = await gql(
      'mutation ($e: String!) { updateCustomerEmail(email: $e, password: "nope") { customer { email } } }',
      { e: uniqueEmail() },
      auth,
    )
    expect(categoryOf(wrong)).toBe('graphql-authentication')
    const changed = await gql(
      'mutation { changeCustomerPassword(currentPassword: "Password123!", newPassword: "Another456!") { email } }',
      {},
      auth,
    )
    expect(at(changed.data, 'changeCustomerPassword.email')).toBe(email)
    // The other session ends with the old password; the one that changed it goes on.
    expect(categoryOf(await gql('{ customer { email } }', {}, elsewhere))).toBe('graphql-authorization')
    expect(at((await gql('{ customer { email } }', {}, auth)).data, 'customer.email')).toBe(email)
    await signIn(email, 'Another456!')
  })

  it('counts a wrong current password towards the lockout, and refuses a locked account its changes', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Gus", lastname: "Sing", password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    const auth = await signIn(email)
    const change = (current: string) =>
      gql(
        'mutation ($c: String!) { changeCustomerPassword(currentPassword: $c, newPassword: "Another456!") { email } }',
        { c: current },
        auth,
      )
    for (let attempt = 1; attempt <= 9; attempt++) {
      const wrong = await change(`guess-${attempt}`)
      expect(wrong.errors?.[0]?.message).toBe(
        "The password doesn't match this account. Verify the password and try again.",
      )
    }
    // The tenth guess goes through the e-mail change: it counts the same, and locks the account.
    const tenth = await gql(
      'mutation ($e: String!) { updateCustomerEmail(email: $e, password: "guess-10") { customer { email } } }',
      { e: uniqueEmail() },
      auth,
    )
    expect(categoryOf(tenth)).toBe('graphql-authentication')
    const locked = await change('Password123!')
    expect(locked.errors?.[0]?.message).toBe('The account is locked.')
    expect(categoryOf(locked)).toBe('graphql-authentication')
    const signInWhileLocked = await gql(SIGN_IN, { email, password: 'Password123!' })
    expect(at(signInWhileLocked.data, 'generateCustomerToken')).toBeNull()
  })

  it('counts afresh once a lock has run out: one typo after waiting does not lock the account again', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Lo", lastname: "Ck", password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    for (let attempt = 1; attempt <= 10; attempt++) await gql(SIGN_IN, { email, password: `guess-${attempt}` })
    expect(at((await gql(SIGN_IN, { email, password: 'Password123!' })).data, 'generateCustomerToken')).toBeNull()
    // The ten minutes pass.
    await env.DB.prepare(`UPDATE customer SET lock_expires = datetime('now', '-1 minute') WHERE email = ?`)
      .bind(email)
      .run()
    await gql(SIGN_IN, { email, password: 'one-typo' })
    await signIn(email)
  })

  it('clears the count of wrong current passwords once the right one is given', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Ria", lastname: "Right", password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    const auth = await signIn(email)
    const change = (current: string, next: string) =>
      gql(
        'mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }',
        { c: current, n: next },
        auth,
      )
    for (let attempt = 1; attempt <= 9; attempt++) await change(`guess-${attempt}`, 'Another456!')
    expect(at((await change('Password123!', 'Another456!')).data, 'changeCustomerPassword.email')).toBe(email)
    // Nine more wrong ones after the right one do not reach the lock.
    for (let attempt = 1; attempt <= 9; attempt++) await change(`guess-${attempt}`, 'Third789!')
    expect(at((await change('Another456!', 'Third789!')).data, 'changeCustomerPassword.email')).toBe(email)
  })

  it("refuses a sixth reset request for one address within the hour, known or not, in Magento's wrapped words", async () => {
    const known = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Re", lastname: "Set", password: "Password123!" }) { customer { email } } }`,
      { email: known },
    )
    const unknown = uniqueEmail()
    const request = (email: string) =>
      gql('mutation ($email: String!) { requestPasswordResetEmail(email: $email) }', { email })
    for (let index = 0; index < 5; index++) {
      expect(at((await request(known)).data, 'requestPasswordResetEmail')).toBe(true)
      const unknownRefused = await request(unknown.toUpperCase())
      expect(unknownRefused.errors?.[0]?.message).toBe("Cannot reset the customer's password")
      expect(categoryOf(unknownRefused)).toBe('graphql-input')
    }
    for (const email of [known, unknown, ` ${known.toUpperCase()} `.trim()]) {
      const refused = await request(email)
      expect(refused.errors?.[0]?.message, email).toBe("Cannot reset the customer's password")
      expect(categoryOf(refused)).toBe('graphql-input')
    }
    // Another address is not held back by these.
    const another = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Re", lastname: "Set", password: "Password123!" }) { customer { email } } }`,
      { email: another },
    )
    expect(at((await request(another)).data, 'requestPasswordResetEmail')).toBe(true)
  })

  it('resets a password with the mailed token', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Re", lastname: "Set", password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    const requested = await gql('mutation ($email: String!) { requestPasswordResetEmail(email: $email) }', { email })
    expect(at(requested.data, 'requestPasswordResetEmail')).toBe(true)
    const mail = await readOutbox()
    const token = /token <code>([0-9a-f]+)<\/code>/.exec(String(at(mail, 'items.0.body_html')))?.[1] ?? ''
    // The link opens the storefront's reset page under the store prefix; `?token=` would be the sales-person link.
    expect(String(at(mail, 'items.0.body_html'))).toContain(
      `href="/us_et/reset-password?email=${encodeURIComponent(email)}&key=${token}"`,
    )
    const bad = await gql(
      'mutation ($email: String!) { resetPassword(email: $email, resetPasswordToken: "bad", newPassword: "Fresh789!") }',
      { email },
    )
    expect(bad.errors?.[0]?.message).toBe('The password token is mismatched. Reset and try again.')
    const reset = await gql(
      'mutation ($email: String!, $token: String!) { resetPassword(email: $email, resetPasswordToken: $token, newPassword: "Fresh789!") }',
      { email, token },
    )
    expect(at(reset.data, 'resetPassword')).toBe(true)
    await signIn(email, 'Fresh789!')
  })
})

describe('a reset link asked for before a change', () => {
  /** A new customer, and the token of the reset link mailed to them. */
  async function customerWithResetLink(): Promise<{ email: string; token: string; headers: Record<string, string> }> {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Re", lastname: "Set", password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    await gql('mutation ($email: String!) { requestPasswordResetEmail(email: $email) }', { email })
    const outbox = await readOutbox()
    const token = /token <code>([0-9a-f]+)<\/code>/.exec(mailTo(outbox, email))?.[1] ?? ''
    expect(token).not.toBe('')
    return { email, token, headers: await signIn(email) }
  }
  const RESET =
    'mutation ($email: String!, $token: String!) { resetPassword(email: $email, resetPasswordToken: $token, newPassword: "Taken789!") }'

  it('no longer works once the customer has changed the password (Magento clears it)', async () => {
    const { email, token, headers } = await customerWithResetLink()
    const changed = await gql(
      'mutation { changeCustomerPassword(currentPassword: "Password123!", newPassword: "Mine456!x") { email } }',
      {},
      headers,
    )
    expect(changed.errors).toBeUndefined()
    const reset = await gql(RESET, { email, token })
    expect(reset.errors?.[0]?.message).toBe('The password token is mismatched. Reset and try again.')
    await signIn(email, 'Mine456!x')
  })

  it('no longer works once the customer has moved to another e-mail address', async () => {
    const { token, headers } = await customerWithResetLink()
    const moved = uniqueEmail()
    const changed = await gql(
      'mutation ($email: String!) { updateCustomerEmail(email: $email, password: "Password123!") { customer { email } } }',
      { email: moved },
      headers,
    )
    expect(changed.errors).toBeUndefined()
    const reset = await gql(RESET, { email: moved, token })
    expect(reset.errors?.[0]?.message).toBe('The password token is mismatched. Reset and try again.')
    await signIn(moved)
  })
})

describe('what an address tells', () => {
  it('isEmailAvailable says true for every address, as Magento 2.4.7 by default', async () => {
    const query = 'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }'
    for (const email of ['customer@example.com', uniqueEmail()])
      expect(at((await gql(query, { email })).data, 'isEmailAvailable.is_email_available'), email).toBe(true)
  })
})

describe('addresses, newsletter, contact, wishlist and reviews', () => {
  it('manages own addresses and refuses others', async () => {
    const auth = await signIn('customer@example.com')
    const created = await gql(
      `mutation { createCustomerAddress(input: { firstname: "Jane", lastname: "Doe", street: ["Damrak", "1"], city: "Amsterdam",
      postcode: "1012 LG", country_code: NL, telephone: "+31200000000", default_shipping: true }) { id street default_shipping country_code } }`,
      {},
      auth,
    )
    expect(created.errors).toBeUndefined()
    const id = Number(at(created.data, 'createCustomerAddress.id'))
    const updated = await gql(
      `mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Haarlem" }) { city } }`,
      { id },
      auth,
    )
    expect(at(updated.data, 'updateCustomerAddress.city')).toBe('Haarlem')
    const foreign = await gql('mutation { deleteCustomerAddress(id: 1) }', {}, auth)
    expect(categoryOf(foreign)).toBe('graphql-authorization')
    const missing = await gql('mutation { createCustomerAddress(input: { firstname: "X" }) { id } }', {}, auth)
    expect(missing.errors?.[0]?.message).toMatch(/^Required parameters are missing: /)
  })

  it('subscribes to the newsletter, confirming in de_et', async () => {
    const direct = await gql('mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', {
      e: uniqueEmail(),
    })
    expect(at(direct.data, 'subscribeEmailToNewsletter.status')).toBe('SUBSCRIBED')
    const german = await gql(
      'mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }',
      { e: uniqueEmail() },
      { Store: 'de_et' },
    )
    expect(at(german.data, 'subscribeEmailToNewsletter.status')).toBe('UNCONFIRMED')
    const again = await gql('mutation { subscribeEmailToNewsletter(email: "loyal@example.com") { status } }')
    expect(again.errors?.[0]?.message).toBe('This email address is already subscribed.')
  })

  it('leaves a subscribed customer as they are when the account saves the newsletter unchanged', async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Nia", lastname: "News", password: "Password123!", is_subscribed: true }) { customer { email } } }`,
      { email },
    )
    const auth = await signIn(email)
    const status = async () =>
      at(
        (await gql('{ customer { is_subscribed newsletter_status } }', {}, { ...auth, Store: 'de_et' })).data,
        'customer',
      )
    expect(await status()).toEqual({ is_subscribed: true, newsletter_status: 'SUBSCRIBED' })
    const mailsTo = async () => {
      const items: unknown = at(await readOutbox(), 'items')
      return (Array.isArray(items) ? (items as unknown[]) : []).filter((item) => at(item, 'to_email') === email).length
    }
    const before = await mailsTo()
    // de_et asks new subscribers to confirm; a subscribed customer saving the form is not a new subscriber.
    const saved = await gql(
      'mutation { updateCustomerV2(input: { is_subscribed: true }) { customer { is_subscribed } } }',
      {},
      { ...auth, Store: 'de_et' },
    )
    expect(saved.errors).toBeUndefined()
    expect(await status()).toEqual({ is_subscribed: true, newsletter_status: 'SUBSCRIBED' })
    expect(await mailsTo()).toBe(before)
  })

  it("takes the customer's subscription along to a new e-mail address", async () => {
    const email = uniqueEmail()
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Max", lastname: "Move", password: "Password123!", is_subscribed: true }) { customer { email } } }`,
      { email },
    )
    const auth = await signIn(email)
    // A cart made before the change.
    expect(at((await gql('{ customerCart { email } }', {}, auth)).data, 'customerCart.email')).toBe(email)
    const next = uniqueEmail()
    const moved = await gql(
      'mutation ($e: String!) { updateCustomerEmail(email: $e, password: "Password123!") { customer { email is_subscribed newsletter_status } } }',
      { e: next },
      auth,
    )
    expect(at(moved.data, 'updateCustomerEmail.customer')).toEqual({
      email: next,
      is_subscribed: true,
      newsletter_status: 'SUBSCRIBED',
    })
    // The customer's cart goes with the new address too: the order and its mail go there.
    expect(at((await gql('{ customerCart { email } }', {}, auth)).data, 'customerCart.email')).toBe(next)
    // The old address is no longer subscribed: a guest may subscribe it anew.
    const old = await gql('mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', { e: email })
    expect(at(old.data, 'subscribeEmailToNewsletter.status')).toBe('SUBSCRIBED')
    // And the account can end its own subscription.
    await gql('mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { email } } }', {}, auth)
    expect(at((await gql('{ customer { is_subscribed } }', {}, auth)).data, 'customer.is_subscribed')).toBe(false)
  })

  it("confirms a subscription through the mail's link, as Magento's confirmation page does", async () => {
    const email = uniqueEmail()
    await gql(
      'mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }',
      { e: email },
      {
        Store: 'de_et',
      },
    )
    const outbox = await readOutbox()
    const items: unknown = at(outbox, 'items')
    const mail = (Array.isArray(items) ? (items as unknown[]) : []).find((item) => at(item, 'to_email') === email)
    // The link opens the storefront's confirmation page, which asks this backend.
    const [, id = '', code = ''] =
      /href="\/de_et\/newsletter\/confirm\?id=(\d+)&code=([A-Za-z0-9]+)"/.exec(String(at(mail, 'body_html'))) ?? []
    expect(id).not.toBe('')
    const { exports } = await import('cloudflare:workers')
    const confirm = (path: string, method = 'POST') =>
      exports.default.fetch(new Request(`http://commerce/newsletter/subscriber/confirm/${path}`, { method }))

    expect((await confirm(`id/${id}/code/${code}`, 'GET')).status).toBe(405)
    const wrong = await confirm(`id/${id}/code/WRONG${code}`)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      confirmed: false,
      message: 'This is an invalid subscription confirmation code.',
    })
    const unknown = await confirm(`id/999999999/code/${code}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ confirmed: false, message: 'This is an invalid subscription ID.' })
    expect((await confirm('id/x/code/%3Cscript%3E')).status).toBe(404)

    const right = await confirm(`id/${id}/code/${code}`)
    expect(await right.json()).toEqual({ confirmed: true, message: 'Your subscription has been confirmed.' })
    // Now subscribed: another subscription is refused as for any subscriber, and the link says the same again.
    const twice = await gql('mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', { e: email })
    expect(twice.errors?.[0]?.message).toBe('This email address is already subscribed.')
    expect(await (await confirm(`id/${id}/code/${code}`)).json()).toMatchObject({ confirmed: true })
  })

  it('accepts the contact form', async () => {
    const body = await gql(
      'mutation { contactUs(input: { name: "Eva", email: "eva@example.com", comment: "Hello" }) { status } }',
    )
    expect(at(body.data, 'contactUs.status')).toBe(true)
    const bad = await gql('mutation { contactUs(input: { name: "Eva", email: "nope", comment: "Hello" }) { status } }')
    expect(categoryOf(bad)).toBe('graphql-input')
  })

  it('keeps a line break in a contact name out of the mail headers', async () => {
    const name = `Eve ${crypto.randomUUID()}\r\nBcc: victim@example.com`
    const sent = await gql(
      'mutation ($name: String!) { contactUs(input: { name: $name, email: "eve@example.com", comment: "Hi" }) { status } }',
      { name },
    )
    expect(at(sent.data, 'contactUs.status')).toBe(true)
    const outbox = await readOutbox()
    const items = at(outbox, 'items')
    const subjects = Array.isArray(items) ? items.map((item) => String(at(item, 'subject'))) : []
    const subject = subjects.find((text) => text.includes(name.slice(0, 40)))
    expect(subject).toBe(`Contact form: ${name.replace('\r\n', ' ')}`)
  })

  it("keeps a contact message's line breaks in the mail, as Magento's template (nl2br)", async () => {
    const marker = crypto.randomUUID()
    const sent = await gql(
      'mutation ($comment: String!) { contactUs(input: { name: "Jürgen", email: "j@example.com", comment: $comment }) { status } }',
      { comment: `Hallo ${marker},\r\n\r\nZeile <zwei>\nEnde` },
    )
    expect(at(sent.data, 'contactUs.status')).toBe(true)
    const outbox = await readOutbox()
    const items = at(outbox, 'items')
    const bodies = Array.isArray(items) ? items.map((item) => String(at(item, 'body_html'))) : []
    expect(bodies.find((body) => body.includes(marker))).toContain(
      `<p>Hallo ${marker},<br><br>Zeile &#60;zwei&#62;<br>Ende</p>`,
    )
  })

  it('adds to and removes from the default wishlist', async () => {
    const auth = await signIn('customer@example.com')
    const added = await gql(
      `mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "ET-H00001", quantity: 1 }, { sku: "NOPE", quantity: 1 }]) {
      wishlist { id items_count items_v2 { items { id product { sku } } } } user_errors { code message } } }`,
      {},
      auth,
    )
    expect(at(added.data, 'addProductsToWishlist.user_errors.0.code')).toBe('PRODUCT_NOT_FOUND')
    const itemId = at(added.data, 'addProductsToWishlist.wishlist.items_v2.items.0.id')
    const removed = await gql(
      'mutation ($id: ID!) { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: [$id]) { wishlist { items_count } } }',
      { id: itemId },
      auth,
    )
    expect(at(removed.data, 'removeProductsFromWishlist.wishlist.items_count')).toBe(0)
    const guest = await gql(
      'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "ET-H00001", quantity: 1 }]) { user_errors { code } } }',
    )
    expect(categoryOf(guest)).toBe('graphql-authorization')
  })

  it('creates a product review and refuses an unknown sku', async () => {
    const body =
      await gql(`mutation { createProductReview(input: { sku: "ET-H00001", nickname: "Tess", summary: "Nice", text: "Lovely",
      ratings: [{ id: "${btoa('1')}", value_id: "${btoa('1/5')}" }] }) { review { nickname average_rating ratings_breakdown { name value } } } }`)
    expect(at(body.data, 'createProductReview.review')).toEqual({
      nickname: 'Tess',
      average_rating: 100,
      ratings_breakdown: [{ name: 'Rating', value: '5' }],
    })
    const unknown = await gql(
      'mutation { createProductReview(input: { sku: "NOPE", nickname: "a", summary: "b", text: "c", ratings: [] }) { review { nickname } } }',
    )
    expect(categoryOf(unknown)).toBe('graphql-no-such-entity')
  })
})
