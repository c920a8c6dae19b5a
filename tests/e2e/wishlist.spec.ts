import { type APIRequestContext, type BrowserContext, type Page, expect, test } from '@playwright/test'
import { graphql } from './support/commerce'

const PASSWORD = 'Password123!'
const SIMPLE = '/us_et/p/ET-H00001'
const SIMPLE_NAME = 'Hydrating Lavender Hair Mask'
// Blonde, 250 ml: the variant ET-H00013-BLONDE-250-ML.
const CONFIGURABLE = '/us_et/p/ET-H00013?color=3&size=13'
const CONFIGURABLE_NAME = 'Hydrating Aloe Conditioner'
const TRAINING_NAME = 'Precision Cutting Workshop Paris'
const CATEGORY = '/us_et/hair.html'

/** A new customer (us_et does not ask for confirmation), so no test sees another's wishlist. */
async function newCustomer(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = `wishlist-${crypto.randomUUID()}@example.com`
  await graphql(
    request,
    `
      mutation ($email: String!, $password: String!) {
        createCustomerV2(input: { email: $email, password: $password, firstname: "Wanda", lastname: "Wish" }) {
          customer {
            email
          }
        }
      }
    `,
    { email, password: PASSWORD },
  )
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  )
  return { email, token: generateCustomerToken.token }
}

async function signedIn(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined) {
  const customer = await newCustomer(request)
  await context.addCookies([{ name: 'vsf-customer', value: customer.token, url: baseURL ?? '', httpOnly: true }])
  return customer
}

/** Forms switch to fetchers once hydrated: they then carry the `js` flag. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="js"]').first()).toBeAttached()
}

const banner = (page: Page) => page.getByRole('banner')
const products = (page: Page) => page.getByRole('region', { name: 'Products' })
const notice = (page: Page, text: string) => page.getByRole('status').getByText(text)

test('the heart keeps the keyboard focus: Enter adds, Enter again removes', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedIn(context, request, baseURL)
  await page.goto(CATEGORY)
  await hydrated(page)
  const heart = products(page)
    .getByRole('button', { name: `Add ${SIMPLE_NAME} to wishlist` })
    .first()
  await heart.focus()
  await page.keyboard.press('Enter')
  await expect(banner(page).getByText('1 item in wishlist')).toBeVisible()
  const wished = products(page)
    .getByRole('button', { name: `Remove ${SIMPLE_NAME} from wishlist` })
    .first()
  await expect(wished).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page).getByText(/items? in wishlist/)).toHaveCount(0)
  await expect(heart).toBeFocused()
})

test('a customer adds from a card and from the product page; the header counts them', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedIn(context, request, baseURL)
  await page.goto(CATEGORY)
  await hydrated(page)
  await products(page)
    .getByRole('button', { name: `Add ${SIMPLE_NAME} to wishlist` })
    .first()
    .click()
  await expect(notice(page, `${SIMPLE_NAME} has been added to your wishlist.`)).toBeVisible()
  await expect(banner(page).getByText('1 item in wishlist')).toBeVisible()
  await expect(
    products(page)
      .getByRole('button', { name: `Remove ${SIMPLE_NAME} from wishlist` })
      .first(),
  ).toBeVisible()

  await page.goto(CONFIGURABLE)
  await hydrated(page)
  await page.getByRole('button', { name: `Add to wishlist: ${CONFIGURABLE_NAME}` }).click()
  await expect(banner(page).getByText('2 items in wishlist')).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove from wishlist: ${CONFIGURABLE_NAME}` })).toBeVisible()
})

test('the wishlist sidebar moves an item to the cart and removes another; Escape closes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signedIn(context, request, baseURL)
  await request.post('/_dev/commerce/graphql', {
    headers: { Authorization: `Bearer ${token}`, Store: 'us_et' },
    data: {
      query: `mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "ET-H00001", quantity: 1 },
        { sku: "ET-H00013-BLONDE-250-ML", parent_sku: "ET-H00013", quantity: 1 }]) { user_errors { message } } }`,
    },
  })
  await page.goto('/us_et')
  await hydrated(page)
  await banner(page)
    .getByRole('link', { name: /Wishlist/ })
    .click()
  const sidebar = page.getByRole('dialog', { name: 'Wishlist' })
  await expect(sidebar.getByRole('link', { name: SIMPLE_NAME })).toBeVisible()
  await expect(sidebar.getByText('Blonde')).toBeVisible()
  await sidebar.getByRole('button', { name: `Add to cart ${SIMPLE_NAME}` }).click()
  await expect(notice(page, `You added ${SIMPLE_NAME} to your shopping cart.`)).toBeVisible()
  await expect(sidebar.getByRole('link', { name: SIMPLE_NAME })).toBeHidden()
  await expect(banner(page).getByText('1 item in wishlist')).toBeVisible()
  await expect(banner(page).getByText('1 item in cart')).toBeVisible()

  await sidebar.getByRole('button', { name: `Remove ${CONFIGURABLE_NAME} from wishlist` }).click()
  await expect(sidebar.getByText('Your wishlist is empty.')).toBeVisible()
  await expect(banner(page).getByText(/items? in wishlist/)).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
})

test('an item with options still to choose goes to its product page and moves to the cart from there', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signedIn(context, request, baseURL)
  await request.post('/_dev/commerce/graphql', {
    headers: { Authorization: `Bearer ${token}`, Store: 'us_et' },
    data: {
      query:
        'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "ET-H00013", quantity: 1 }]) { user_errors { message } } }',
    },
  })
  await page.goto('/us_et/customer/my-wishlist')
  await page.getByRole('link', { name: `Choose options of ${CONFIGURABLE_NAME}` }).click()
  await expect(page).toHaveURL(/\?wishlist=\d+$/)
  await hydrated(page)
  // Retried until the options form has hydrated: before that a change only moves the radio.
  await expect(async () => {
    await page.getByRole('radio', { name: 'Blonde' }).check()
    await expect(page).toHaveURL(/color=3/, { timeout: 1_000 })
  }).toPass()
  await page.getByRole('radio', { name: '250 ml' }).check()
  await expect(page).toHaveURL(/wishlist=\d+.*size=13|size=13.*wishlist=\d+/)
  await page
    .getByRole('form', { name: `Add ${CONFIGURABLE_NAME} to cart` })
    .getByRole('button', { name: 'Add to cart', exact: true })
    .click()
  await expect(notice(page, `You added ${CONFIGURABLE_NAME} to your shopping cart.`)).toBeVisible()
  await expect(page).not.toHaveURL(/wishlist=/)
  await expect(banner(page).getByText(/items? in wishlist/)).toHaveCount(0)
})

test('a configurable needs its chosen variant before it can be wished for', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedIn(context, request, baseURL)
  await page.goto('/us_et/p/ET-H00013')
  await hydrated(page)
  await page.getByRole('button', { name: `Add to wishlist: ${CONFIGURABLE_NAME}` }).click()
  await expect(notice(page, 'Please choose the product options first.')).toBeVisible()
  await expect(banner(page).getByText(/items? in wishlist/)).toHaveCount(0)
})

test('a guest is asked to sign in and comes back with the product added', async ({ page, request }) => {
  const { email } = await newCustomer(request)
  await page.goto(SIMPLE)
  await hydrated(page)
  await page.getByRole('button', { name: `Add to wishlist: ${SIMPLE_NAME}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/us_et\/p\/ET-H00001$/)
  await expect(notice(page, `${SIMPLE_NAME} has been added to your wishlist.`)).toBeVisible()
  await expect(banner(page).getByText('1 item in wishlist')).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove from wishlist: ${SIMPLE_NAME}` })).toBeVisible()
})

test('a wishlist move keeps the training/regular rule: a Wishlist error, and the item stays', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signedIn(context, request, baseURL)
  const headers = { Authorization: `Bearer ${token}`, Store: 'us_et' }
  const post = (query: string, variables: Record<string, unknown> = {}) =>
    request.post('/_dev/commerce/graphql', { data: { query, variables }, headers }).then((response) => response.json())
  const { data } = (await post('{ customerCart { id } }')) as { data: { customerCart: { id: string } } }
  await post(
    'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { id } } }',
    {
      id: data.customerCart.id,
    },
  )
  // The full-day training (a configurable whose format is chosen).
  await post(
    'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "ET-T00019-FULL-DAY", parent_sku: "ET-T00019", quantity: 1 }]) { user_errors { message } } }',
  )

  await page.goto('/us_et/customer/my-wishlist')
  await page.getByRole('link', { name: `Choose options of ${TRAINING_NAME}` }).click()
  await expect(page).toHaveURL(/\?size=\d+&wishlist=\d+$/)
  await hydrated(page)
  const form = page.getByRole('form', { name: `Add ${TRAINING_NAME} to cart` })
  await form.getByLabel('Date').fill('2030-05-04')
  await form.getByLabel("Student's name").fill('Ann Example')
  await form.getByRole('button', { name: 'Add to cart', exact: true }).click()
  const error = page.getByRole('status').filter({ hasText: 'Wishlist error' })
  await expect(error).toContainText('Please complete order with regular products before buying training')
  await expect(banner(page).getByText('1 item in wishlist')).toBeVisible()
  await expect(banner(page).getByText('1 item in cart')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('toggle, count, wishlist page in both views, move to the cart and remove, all as plain forms', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signedIn(context, request, baseURL)
    await page.goto(CATEGORY)
    await products(page)
      .getByRole('button', { name: `Add ${SIMPLE_NAME} to wishlist` })
      .first()
      .click()
    await expect(page).toHaveURL(/\/us_et\/hair\.html$/)
    await expect(notice(page, `${SIMPLE_NAME} has been added to your wishlist.`)).toBeVisible()
    await expect(banner(page).getByText('1 item in wishlist')).toBeVisible()
    await expect(
      products(page)
        .getByRole('button', { name: `Remove ${SIMPLE_NAME} from wishlist` })
        .first(),
    ).toBeVisible()

    await page.goto(CONFIGURABLE)
    await page.getByRole('button', { name: `Add to wishlist: ${CONFIGURABLE_NAME}` }).click()
    await expect(banner(page).getByText('2 items in wishlist')).toBeVisible()

    // The sidebar's fallback is the wishlist page.
    await banner(page)
      .getByRole('link', { name: /Wishlist/ })
      .click()
    await expect(page).toHaveURL(/\/us_et\/customer\/my-wishlist$/)
    await expect(
      page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My wishlist' }),
    ).toBeVisible()
    await page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'List' }).click()
    await expect(page).toHaveURL(/view=list/)
    await expect(page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem')).toHaveCount(2)

    await page.getByRole('button', { name: `Add to cart ${SIMPLE_NAME}` }).click()
    await expect(notice(page, `You added ${SIMPLE_NAME} to your shopping cart.`)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem')).toHaveCount(1)
    await expect(banner(page).getByText('1 item in cart')).toBeVisible()

    await page.getByRole('button', { name: `Remove ${CONFIGURABLE_NAME} from wishlist` }).click()
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
  })

  test("the product page's heart takes the options ticked and keeps what was typed", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signedIn(context, request, baseURL)
    await page.goto('/us_et/p/ET-T00019')
    await page.getByRole('radio', { name: 'Half day' }).check()
    const form = page.getByRole('form', { name: `Add ${TRAINING_NAME} to cart` })
    await form.getByRole('textbox', { name: "Student's name" }).fill('Cara Typed')
    await page.getByRole('button', { name: `Add to wishlist: ${TRAINING_NAME}` }).click()
    await expect(page).toHaveURL(/\/us_et\/p\/ET-T00019\?size=18#add-to-cart-/)
    await expect(notice(page, `${TRAINING_NAME} has been added to your wishlist.`)).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Half day' })).toBeChecked()
    await expect(form.getByRole('textbox', { name: "Student's name" })).toHaveValue('Cara Typed')
    await expect(page.getByRole('button', { name: `Remove from wishlist: ${TRAINING_NAME}` })).toBeVisible()
  })

  test('a guest goes to the sign-in page and comes back with the product added', async ({ page, request }) => {
    const { email } = await newCustomer(request)
    await page.goto(CONFIGURABLE)
    await page.getByRole('button', { name: `Add to wishlist: ${CONFIGURABLE_NAME}` }).click()
    await expect(page).toHaveURL(/\/us_et\/customer\/login\?redirectTo=/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/us_et\/p\/ET-H00013\?color=3&size=13$/)
    await expect(notice(page, `${CONFIGURABLE_NAME} has been added to your wishlist.`)).toBeVisible()
    await expect(page.getByRole('button', { name: `Remove from wishlist: ${CONFIGURABLE_NAME}` })).toBeVisible()
  })
})
