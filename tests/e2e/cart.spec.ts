import { type APIRequestContext, type BrowserContext, type Page, expect, test } from '@playwright/test'
import { useGuestCart, useNewGuestCart } from './support/commerce'
import { holdScripts } from './support/page'

const SIMPLE = '/us_et/p/ET-H00001'
const SIMPLE_NAME = 'Hydrating Lavender Hair Mask'
const CONFIGURABLE = '/us_et/p/ET-H00034'
const BUNDLE = '/us_et/p/ET-F00015'
const GROUPED = '/us_et/p/ET-H00016'
const TRAINING = '/us_et/p/ET-T00019?size=18'

/** Forms switch to fetchers once hydrated: they then carry the `js` flag. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="js"]').first()).toBeAttached()
}

function addForm(page: Page) {
  return page.getByRole('form', { name: /^Add .* to cart$/ })
}

/**
 * The product's add-to-cart form has its code: it is an island of its own, hydrated after the document (an earlier
 * click is the plain form's, which the browser's own check stops on an empty required field).
 */
async function addFormHydrated(page: Page) {
  await expect(addForm(page).locator('input[name="js"]')).toBeAttached()
}

async function addWithJs(page: Page, path: string) {
  await page.goto(path)
  await addFormHydrated(page)
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
}

function sidebar(page: Page) {
  return page.getByRole('dialog', { name: 'Cart' })
}

test('a simple product goes into a new cart; the sidebar opens and the badge counts it', async ({ page }) => {
  await addWithJs(page, SIMPLE)
  await expect(page.getByRole('status').getByText(`${SIMPLE_NAME} has been added to your cart.`)).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: SIMPLE_NAME })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
    'href',
    '/us_et/checkout/user-account',
  )
  await page.keyboard.press('Escape')
  await expect(sidebar(page)).toBeHidden()
  await expect(page.getByRole('banner').getByText('1 item in cart')).toBeVisible()
})

test("the drawer's wishlist heart answers a guest, and the drawer keeps its rows while the page reloads", async ({
  page,
}) => {
  await addWithJs(page, SIMPLE)
  const row = sidebar(page).getByRole('link', { name: SIMPLE_NAME })
  await expect(row).toBeVisible()
  await sidebar(page)
    .getByRole('button', { name: `Add ${SIMPLE_NAME} to wishlist` })
    .click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Please sign in to keep products in your wishlist.' }),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(row).toBeVisible()
})

test('a configurable product needs its options, then adds the chosen variant', async ({ page }) => {
  await addWithJs(page, CONFIGURABLE)
  await expect(addForm(page).getByRole('alert')).toHaveText('Please choose the product options first.')
  // The keyboard goes to the first group to choose in.
  await expect(page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio').first()).toBeFocused()
  // Each unchosen group says so, and points to the refusal.
  // The product's option groups (the review form's stars are a radio group too).
  const groups = page.getByRole('radiogroup', { name: /^(Color|Size)$/ })
  await expect(groups).toHaveCount(2)
  for (const group of await groups.all()) {
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('Please choose the product options first.')
  }
  await page.getByRole('radio', { name: 'Copper' }).check()
  await expect(page.getByRole('radiogroup', { name: 'Color' })).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('radiogroup', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('radio', { name: '100 ml' }).check()
  await expect(page.getByText('SKU: ET-H00034-COPPER-100-ML')).toBeVisible()
  // The refusal was about the choice it was sent with: with every option chosen it is gone.
  await expect(addForm(page).getByText('Please choose the product options first.')).toHaveCount(0)
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(sidebar(page).getByText('Copper')).toBeVisible()
  await expect(sidebar(page).getByText('100 ml')).toBeVisible()
})

test('without JavaScript, an add without options marks the unchosen groups', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(CONFIGURABLE)
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(addForm(page).getByRole('alert')).toHaveText('Please choose the product options first.')
  // The product's option groups (the review form's stars are a radio group too).
  const groups = page.getByRole('radiogroup', { name: /^(Color|Size)$/ })
  await expect(groups).toHaveCount(2)
  for (const group of await groups.all()) {
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('Please choose the product options first.')
  }
  await context.close()
})

test('a bundle and a grouped product are added with their choices', async ({ page }) => {
  await page.goto(BUNDLE)
  await hydrated(page)
  const base = addForm(page).getByRole('group', { name: 'Choose your base (required)' })
  await expect(base.getByRole('radio', { checked: true })).toHaveCount(1)
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(sidebar(page).getByText('Choose your base:')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto(GROUPED)
  await hydrated(page)
  const quantities = addForm(page).getByRole('spinbutton')
  await quantities.nth(0).fill('0')
  await quantities.nth(2).fill('0')
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(sidebar(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2)
})

test('a grouped product says which row has a quantity it cannot take, with and without JavaScript', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(GROUPED)
    if (javaScriptEnabled) await hydrated(page)
    const row = addForm(page).getByRole('spinbutton').nth(1)
    await row.fill('-1')
    await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(addForm(page).getByRole('spinbutton').nth(1)).toHaveAccessibleDescription(
      'Please enter a whole number of 0 or more.',
    )
    await expect(addForm(page).getByRole('spinbutton').nth(1)).toHaveAttribute('aria-invalid', 'true')
    await context.close()
  }
})

test('a training needs a date and a name and never mixes with regular products', async ({ page }) => {
  await addWithJs(page, TRAINING)
  await expect(addForm(page).getByRole('alert')).toHaveText("Kindly add the date and the student's name.")
  // Each empty detail says it is the one missing.
  for (const label of ['Date', "Student's name"]) {
    await expect(addForm(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
    await expect(addForm(page).getByLabel(label)).toHaveAccessibleDescription(
      "Kindly add the date and the student's name.",
    )
  }
  await addForm(page).getByLabel('Date').fill('2030-05-04')
  await addForm(page).getByLabel("Student's name").fill('Ann Example')
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(sidebar(page).getByText('Ann Example')).toBeVisible()
  await expect(sidebar(page).getByText('May 4, 2030')).toBeVisible()
  await page.keyboard.press('Escape')

  await addWithJs(page, SIMPLE)
  await expect(addForm(page).getByRole('alert')).toHaveText('Please complete order of your training product first')
})

test('a training is refused while regular products are in the cart', async ({ page }) => {
  await addWithJs(page, SIMPLE)
  await expect(sidebar(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto(TRAINING)
  await addFormHydrated(page)
  await addForm(page).getByLabel('Date').fill('2030-05-04')
  await addForm(page).getByLabel("Student's name").fill('Ann Example')
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(addForm(page).getByRole('alert')).toHaveText(
    'Please complete order with regular products before buying training',
  )
})

for (const quantity of ['0', '-1', '1.5', '99999']) {
  test(`quantity ${quantity} gets a message and keeps the input`, async ({ page }) => {
    await page.goto(SIMPLE)
    await hydrated(page)
    const field = addForm(page).getByRole('spinbutton', { name: 'Quantity' })
    await field.fill(quantity)
    await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(addForm(page).getByText(/whole number|at most 999/)).toBeVisible()
    await expect(field).toHaveValue(quantity)
  })
}

/** A new guest cart holding one of the simple product, its page open with its code running. */
async function openNewCart(page: Page, context: BrowserContext, request: APIRequestContext) {
  await useNewGuestCart(context, request, 'ET-H00001', 1)
  await page.goto('/us_et/cart')
  await hydrated(page)
}

test('the quantity changes after the debounce, removal asks first and notifies', async ({ page, context, request }) => {
  await openNewCart(page, context, request)
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${SIMPLE_NAME}` })
  await quantity.fill('3')
  await expect(page.getByRole('banner').getByText('3 items in cart')).toBeVisible()
  // The keyboard stays where it was: the field is updated in place, not replaced.
  await expect(quantity).toBeFocused()
  await quantity.press('ArrowUp')
  await expect(page.getByRole('banner').getByText('4 items in cart')).toBeVisible()
  await expect(quantity).toBeFocused()
  await expect(quantity).toHaveValue('4')
  await page.getByRole('button', { name: `Remove ${SIMPLE_NAME}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove product' })
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(
    page.getByRole('status').getByText(`${SIMPLE_NAME} has been successfully removed from your cart`),
  ).toBeVisible()
  await expect(page.getByRole('status').getByText('Product removed')).toBeVisible()
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
})

test('a quantity the field refuses is announced, as a sent change is, and nothing is sent', async ({
  page,
  context,
  request,
}) => {
  await openNewCart(page, context, request)
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${SIMPLE_NAME}` })
  await quantity.fill('1000')
  await expect(page.getByRole('status').getByText('You can order at most 999 at once.')).toBeVisible()
  await expect(page.getByRole('banner').getByText('1 item in cart')).toBeVisible()
})

test('a quantity typed just before "Go to checkout" is sent first: the checkout shows it', async ({
  page,
  context,
  request,
}) => {
  await openNewCart(page, context, request)
  await page.getByRole('spinbutton', { name: `Quantity of ${SIMPLE_NAME}` }).fill('4')
  // Well within the 1000 ms the change waits for more keystrokes.
  await page.getByRole('link', { name: 'Go to checkout' }).click()
  await expect(page).toHaveURL(/\/us_et\/checkout\//)
  await expect(page.getByRole('banner').getByText('4 items in cart')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Quantity: 4')).toBeVisible()
})

test('a quantity changed in the sidebar over the checkout changes the order summary too', async ({
  page,
  context,
  request,
}) => {
  await useNewGuestCart(context, request, 'ET-H00001', 1)
  await page.goto('/us_et/checkout/user-account')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByText('Quantity: 1')).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Cart' })
  await drawer.getByRole('spinbutton', { name: `Quantity of ${SIMPLE_NAME}` }).fill('3')
  await expect(page.getByRole('banner').getByText('3 items in cart')).toBeVisible()
  // Said to screen readers too, which see no other sign of the change.
  await expect(drawer.getByRole('status').filter({ hasText: 'Cart updated' })).toHaveText(
    /^Cart updated: 3 items in cart, grand total €[\d.,]+\.$/,
  )
  await page.keyboard.press('Escape')
  await expect(summary.getByText('Quantity: 3')).toBeVisible()
})

test('the sidebar: a confirmed removal notifies, updates the badge and the sidebar, as on /cart', async ({
  page,
  context,
  request,
}) => {
  await useNewGuestCart(context, request, 'ET-H00001', 2)
  await page.goto('/us_et')
  await hydrated(page)
  const banner = page.getByRole('banner')
  await expect(banner.getByText('2 items in cart')).toBeVisible()
  await banner.getByRole('link', { name: /Cart/ }).click()
  await sidebar(page)
    .getByRole('button', { name: `Remove ${SIMPLE_NAME}` })
    .click()
  await page.getByRole('dialog', { name: 'Remove product' }).getByRole('button', { name: 'Remove' }).click()

  // The open drawer makes the page behind it inert: the notice is in the drawer, where it can be heard.
  await expect(sidebar(page).getByRole('status').getByText('Product removed')).toBeVisible()
  await expect(
    page.getByRole('status').getByText(`${SIMPLE_NAME} has been successfully removed from your cart`),
  ).toBeVisible()
  await expect(sidebar(page).getByText('Your cart is empty.')).toBeVisible()
  await expect(banner.getByText(/items? in cart/)).toHaveCount(0)
  // The removed line held the keyboard focus: it goes to the drawer's heading, not to the page.
  await expect(sidebar(page).getByRole('heading', { level: 2 })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(sidebar(page)).toBeHidden()
  await banner.getByRole('link', { name: /Cart/ }).click()
  await expect(sidebar(page).getByText('Your cart is empty.')).toBeVisible()
})

test('quantity 0 in the cart is ignored: the previous quantity stays, no error', async ({ page, context, request }) => {
  await useNewGuestCart(context, request, 'ET-H00001', 2)
  await page.goto('/us_et/cart')
  await hydrated(page)
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${SIMPLE_NAME}` })
  await quantity.fill('0')
  await expect(page.getByText('Please enter a whole number of at least 1.')).toHaveCount(0)
  // After the debounce the field shows the kept quantity again.
  await expect(quantity).toHaveValue('2')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.reload()
  await expect(quantity).toHaveValue('2')
  await expect(page.getByRole('banner').getByText('2 items in cart')).toBeVisible()
})

test('a sold-out variant is refused with the spec §8 text', async ({ page }) => {
  await page.goto('/us_et/p/ET-H00013')
  await hydrated(page)
  await expect(async () => {
    await page.getByRole('radio', { name: 'Blonde' }).check()
    await expect(page).toHaveURL(/color=3/, { timeout: 1_000 })
  }).toPass()
  await page.getByRole('radio', { name: /100 ml/ }).check()
  await expect(page).toHaveURL(/size=12/)
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(addForm(page).getByRole('alert')).toHaveText(
    'The option you attempted to add is currently unavailable; please choose an alternative.',
  )
})

test('coupons: a valid one applies, an invalid one says so, an empty code removes', async ({
  page,
  context,
  request,
}) => {
  await openNewCart(page, context, request)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Coupon code' }).fill('NOPE')
  await main.getByRole('button', { name: 'Apply' }).click()
  await expect(main.getByText("The coupon code isn't valid. Verify the code and try again.")).toBeVisible()
  await expect(main.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('NOPE')
  // The refusal is about the code: the field says so.
  await expect(main.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('aria-invalid', 'true')
  await expect(main.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
    "The coupon code isn't valid. Verify the code and try again.",
  )
  await main.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10')
  await main.getByRole('button', { name: 'Apply' }).click()
  await expect(main.getByText('Applied coupon:')).toContainText('WELCOME10')
  // Applied, the code leaves the field (as without JavaScript): nothing invites applying it again.
  await expect(main.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('')
  await main.getByRole('button', { name: 'Remove coupon' }).click()
  await expect(main.getByText('Applied coupon:')).toBeHidden()
})

test.describe('code loaded later', () => {
  // The service worker would fetch the held-back chunks itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' })

  test('before their code arrives the cart page forms still work: a typed quantity and a coupon are sent with JavaScript', async ({
    page,
    context,
    request,
  }) => {
    await useNewGuestCart(context, request, 'ET-H00001', 1)
    // The forms' code (conform and the forms) comes on the first touch or once the browser is idle: held back here.
    const held = await holdScripts(page, /\/assets\/(quantity|coupon)-form-[\w-]+\.js$/)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/us_et/cart')
    await hydrated(page)
    // Marks this document: a form falling back to a plain post would load a new one.
    await page.evaluate(() => document.body.setAttribute('data-same-document', ''))
    const main = page.getByRole('main')
    await main.getByRole('spinbutton', { name: `Quantity of ${SIMPLE_NAME}` }).fill('3')
    await main.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10')
    await main.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => held.requested().length).toBeGreaterThan(0)
    await expect(page.getByRole('banner').getByText('1 item in cart')).toBeVisible()

    held.release()
    await expect(main.getByText('Applied coupon:')).toContainText('WELCOME10')
    await expect(page.getByRole('banner').getByText('3 items in cart')).toBeVisible()
    await expect(page.locator('body[data-same-document]')).toBeAttached()
    expect(errors).toEqual([])
  })
})

test('a coupon from ?coupon= waits for the next add, then is applied and forgotten', async ({ page, context }) => {
  await page.goto('/us_et?coupon=SAVE5')
  expect((await context.cookies()).find((cookie) => cookie.name === 'coupon-code')?.value).toBe('SAVE5')
  await addWithJs(page, SIMPLE)
  await expect(sidebar(page).getByText('Applied coupon:')).toContainText('SAVE5')
  expect((await context.cookies()).find((cookie) => cookie.name === 'coupon-code')).toBeUndefined()
})

test('a forged cart cookie leads to a fresh cart, never a 500', async ({ page, context }) => {
  await useGuestCart(context, 'forgedforgedforgedforgedforged12')
  const response = await page.goto('/us_et/cart')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await addWithJs(page, SIMPLE)
  await expect(sidebar(page).getByRole('link', { name: SIMPLE_NAME })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('add, update, remove and coupon work as plain forms', async ({ page }) => {
    await page.goto(SIMPLE)
    await addForm(page).getByRole('spinbutton', { name: 'Quantity' }).fill('1.5')
    await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(addForm(page).getByText('Please enter a whole number of at least 1.')).toBeVisible()
    await expect(addForm(page).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1.5')
    await addForm(page).getByRole('spinbutton', { name: 'Quantity' }).fill('2')
    await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(page).toHaveURL(/\/us_et\/p\/ET-H00001$/)
    // The notice can be put away without JavaScript too (it sits fixed over the page's bottom).
    const notice = page.getByRole('status').getByText(`${SIMPLE_NAME} has been added to your cart.`)
    await expect(notice).toBeVisible()
    await page.getByRole('status').getByRole('checkbox', { name: 'Dismiss notification' }).check()
    await expect(notice).toBeHidden()

    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click()
    await expect(page).toHaveURL(/\/us_et\/cart$/)
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${SIMPLE_NAME}` })
    await expect(quantity).toHaveValue('2')
    await quantity.fill('4')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(quantity).toHaveValue('4')

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Applied coupon:')).toContainText('WELCOME10')

    await quantity.fill('0')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(quantity).toHaveValue('4')
    await expect(page.getByText('Please enter a whole number of at least 1.')).toHaveCount(0)
    await expect(
      page.getByText('The quantity stays as it was: to take the product out of your cart, use Remove.'),
    ).toBeVisible()

    // A refused quantity comes back as typed, beside its message.
    await quantity.fill('99999')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('You can order at most 999 at once.')).toBeVisible()
    await expect(quantity).toHaveValue('99999')

    await page.getByRole('link', { name: `Remove ${SIMPLE_NAME}` }).click()
    await page.getByRole('region', { name: 'Remove product' }).getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
  })

  test('a sold-out variant is refused by the server with the spec §8 text', async ({ page }) => {
    await page.goto('/us_et/p/ET-H00013?color=3&size=12')
    await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
    // Back at the form that sent it, its message in view (the page would otherwise open at its top).
    await expect(page).toHaveURL(/\/us_et\/p\/ET-H00013\?color=3&size=12#add-to-cart-[\w=]+$/)
    const message = addForm(page).getByText(
      'The option you attempted to add is currently unavailable; please choose an alternative.',
    )
    await expect(message).toBeVisible()
    await expect(message).toBeInViewport()
  })
})
