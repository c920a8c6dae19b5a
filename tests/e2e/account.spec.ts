import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import { createCustomer, createTrainingCart, setFailure, useGuestCart, useNewGuestCart } from './support/commerce'
import { whenHydrated } from './support/page'

const EMAIL = 'customer@example.com'
const PASSWORD = 'Password123!'

test('sign in through the login modal, see the profile, sign out', async ({ page, context }) => {
  await page.goto('/us_et/Faq')
  await page.getByRole('link', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email').fill(EMAIL)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible()
  await expect(page).toHaveURL(/\/us_et\/Faq$/)
  // The page is loaded again where it was, with the keyboard back on the control that opened the modal.
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeFocused()
  const token = (await context.cookies()).find((cookie) => cookie.name === 'vsf-customer')
  expect(token?.httpOnly).toBe(true)
  expect(await page.evaluate(() => document.cookie)).not.toContain('vsf-customer')

  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click()
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
  await expect(page.getByText(EMAIL)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/us_et$/)
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible()
  expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-customer')).toBeUndefined()
})

test('a wrong password shows the backend message and the persistent notice', async ({ page }) => {
  await page.goto('/de_et')
  await page.getByRole('link', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByLabel('Email').fill(EMAIL)
  await dialog.getByLabel('Password').fill('wrong-password-1')
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  const message =
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
  await expect(dialog.getByRole('alert')).toHaveText(message)
  await expect(page.getByRole('status').filter({ hasText: 'Registration error' })).toContainText(message)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('without JavaScript: my account asks to sign in and comes back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/nl_et/customer/my-profile')
  await expect(page).toHaveURL(/\/nl_et\/customer\/login\?redirectTo=/)
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('Password').fill('nope')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('The account sign-in was incorrect')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/nl_et\/customer\/my-profile$/)
  await expect(page.getByText(EMAIL)).toBeVisible()
  await context.close()
})

async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/us_et/customer/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
}

/** The lines of the cart a signed-in browser holds, as the backend has them. */
async function customerCartLines(
  request: APIRequestContext,
  token: string,
): Promise<{ sku: string; quantity: number; training: boolean }[]> {
  const response = await request.post('/_dev/commerce/graphql', {
    data: { query: '{ customerCart { items { quantity product { sku is_training } } } }' },
    headers: { Store: 'us_et', Authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as {
    data: { customerCart: { items: { quantity: number; product: { sku: string; is_training: boolean | null } }[] } }
  }
  return body.data.customerCart.items.map((item) => ({
    sku: item.product.sku,
    quantity: item.quantity,
    training: Boolean(item.product.is_training),
  }))
}

async function addWithToken(request: APIRequestContext, token: string, sku: string, quantity: number) {
  const headers = { Store: 'us_et', Authorization: `Bearer ${token}` }
  const cart = await request.post('/_dev/commerce/graphql', { data: { query: '{ customerCart { id } }' }, headers })
  const cartId = ((await cart.json()) as { data: { customerCart: { id: string } } }).data.customerCart.id
  await request.post('/_dev/commerce/graphql', {
    data: {
      query:
        'mutation ($cartId: String!, $sku: String!, $quantity: Float!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } } }',
      variables: { cartId, sku, quantity },
    },
    headers,
  })
}

test('signing in merges the guest cart into the customer cart', async ({ page, context, request }) => {
  // A new customer each run: the merged cart holds exactly what this test put in, whatever earlier runs left.
  const customer = await createCustomer(request, 'merge')
  await addWithToken(request, customer.token, 'ET-H00022', 1)
  const guestCart = await useNewGuestCart(context, request, 'ET-H00001', 2)
  await signInOnPage(page, customer.email, customer.password)
  const cart = (await context.cookies()).find((cookie) => cookie.name === 'vsf-cart')
  expect(cart?.value).toBeTruthy()
  expect(cart?.value).not.toBe(guestCart)
  expect(await customerCartLines(request, customer.token)).toEqual(
    expect.arrayContaining([
      { sku: 'ET-H00022', quantity: 1, training: false },
      { sku: 'ET-H00001', quantity: 2, training: false },
    ]),
  )
  expect(await customerCartLines(request, customer.token)).toHaveLength(2)
  await expect(page.getByRole('banner').getByText('3 items in cart')).toBeVisible()
})

test('signing in never mixes a guest training into a customer cart holding a shampoo, and says why', async ({
  page,
  context,
  request,
}) => {
  const customer = await createCustomer(request, 'mix')
  await addWithToken(request, customer.token, 'ET-H00001', 1)
  const guestCart = await createTrainingCart(request)
  await useGuestCart(context, guestCart.id)
  await signInOnPage(page, customer.email, customer.password)
  expect(await customerCartLines(request, customer.token)).toEqual([{ sku: 'ET-H00001', quantity: 1, training: false }])
  const notice = page.getByRole('status').filter({ hasText: 'Not carried over to your cart' })
  await expect(notice).toContainText(`Not carried over to your cart: ${guestCart.name}.`)
  await expect(notice).toContainText('Please complete order with regular products before buying training')
  await expect(page.getByRole('banner').getByText('1 item in cart')).toBeVisible()
})

test('a revoked session during client-side navigation: signed out, home, warning (not a 500)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const customer = await createCustomer(request, 'expiry')
  await context.addCookies([
    { name: 'vsf-customer', value: customer.token, url: baseURL ?? '', httpOnly: true },
    { name: 'vsf-sale-person', value: 'sales-session-123456', url: baseURL ?? '' },
  ])
  await page.goto('/us_et/Faq')
  await whenHydrated(page)
  const account = page.getByRole('banner').getByRole('link', { name: 'My account' })
  await expect(account).toBeVisible()
  await request.post('/_dev/commerce/graphql', {
    data: { query: 'mutation { revokeCustomerToken { result } }' },
    headers: { Store: 'us_et', Authorization: `Bearer ${customer.token}` },
  })

  const data = page.waitForResponse(
    (response) => response.url().includes('/customer') && response.url().includes('.data'),
  )
  await account.click()
  expect((await data).status()).toBe(202)
  await expect(page).toHaveURL(/\/us_et$/)
  await expect(page.getByRole('status').filter({ hasText: 'You are not authorized, please log in.' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('An error occurred')).toHaveCount(0)
  const names = (await context.cookies()).map((cookie) => cookie.name)
  expect(names).not.toContain('vsf-customer')
  expect(names).not.toContain('vsf-cart')
  expect(names).not.toContain('vsf-sale-person')
})

test('a refused token on .data and on a POST answers the sign-out redirect with its cookies', async ({
  request,
  baseURL,
}) => {
  const cookie = 'vsf-customer=expired-or-forged-token-123456; vsf-sale-person=sales-session-123456'
  const origin = new URL(baseURL ?? 'http://localhost').origin
  const expectSignedOut = (headers: { name: string; value: string }[]) => {
    const set = headers.filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value)
    for (const name of ['vsf-customer', 'vsf-cart', 'vsf-sale-person'])
      expect(set).toContainEqual(expect.stringMatching(new RegExp(`^${name}=;.*Max-Age=0`)))
    expect(set.map((value) => decodeURIComponent(value)).join('\n')).toContain('You are not authorized, please log in.')
  }

  // Client-side navigation: React Router's encoded redirect (202), reloading the document at the store's home.
  const navigation = await request.get('/us_et/customer/my-profile.data', { headers: { Cookie: cookie } })
  expect(navigation.status()).toBe(202)
  const body = await navigation.text()
  expect(body).toContain('SingleFetchRedirect')
  expect(body).toContain('"/us_et"')
  expectSignedOut(navigation.headersArray())

  // A fetcher's POST (.data) and a plain form POST: the same, never a 500.
  const fetcher = await request.post('/us_et/cart/add.data', {
    form: { sku: 'ET-H00001', quantity: '1', js: '1' },
    headers: { Cookie: cookie, Origin: origin },
  })
  expect(fetcher.status()).toBe(202)
  expect(await fetcher.text()).toContain('"/us_et"')
  expectSignedOut(fetcher.headersArray())

  const form = await request.post('/us_et/cart/add', {
    form: { sku: 'ET-H00001', quantity: '1', returnTo: '/us_et/p/ET-H00001' },
    headers: { Cookie: cookie, Origin: origin },
    maxRedirects: 0,
  })
  expect(form.status()).toBe(303)
  expect(form.headers().location).toBe('/us_et')
  expectSignedOut(form.headersArray())
})

test('the warning survives a redirect on the way (a loader sending to the login page)', async ({
  page,
  context,
  baseURL,
}) => {
  const warning = JSON.stringify({ message: 'You are not authorized, please log in.', type: 'warning', persist: true })
  await context.addCookies([{ name: 'vsf-message', value: encodeURIComponent(warning), url: baseURL ?? '' }])
  await page.goto('/us_et/customer/my-profile')
  await expect(page).toHaveURL(/\/us_et\/customer\/login\?redirectTo=/)
  await expect(page.getByRole('status').filter({ hasText: 'You are not authorized, please log in.' })).toBeVisible()
})

test('a failed sign-out keeps the customer signed in and says so', async ({ page, context, request, baseURL }) => {
  const customer = await createCustomer(request, 'logout')
  await context.addCookies([{ name: 'vsf-customer', value: customer.token, url: baseURL ?? '', httpOnly: true }])
  await page.goto('/us_et/customer/my-profile')
  await expect(page.getByText(customer.email)).toBeVisible()
  // The revoke call fails for this customer's token only (an outage), so parallel tests are unaffected.
  await setFailure(request, 'RevokeCustomerToken', true, customer.token)
  try {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Signing out failed. Please try again in a moment.' }),
    ).toBeVisible()
  } finally {
    await setFailure(request, 'RevokeCustomerToken', false, customer.token)
  }
  await expect(page).toHaveURL(/\/us_et\/customer\/my-profile$/)
  await expect(page.getByText(customer.email)).toBeVisible()
  expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-customer')?.value).toBe(customer.token)
})

test('the wishlist asks guests to sign in and shows a customer their saved products', async ({ page }) => {
  await page.goto('/us_et')
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email').fill('loyal@example.com')
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible()
  // A customer's wishlist link opens the wishlist sidebar, which leads on to the wishlist page.
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  const sidebar = page.getByRole('dialog', { name: 'Wishlist' })
  await expect(sidebar.getByRole('article').first()).toBeVisible()
  await sidebar.getByRole('link', { name: /View my wishlist/ }).click()
  await expect(page.getByRole('heading', { name: 'My wishlist' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
})
