import { type Page, expect, test } from '@playwright/test'
import { addAddress, createCustomer, fillCustomerCart, placeCustomerOrder, signIn } from './support/customer'
import { whenHydrated } from './support/page'

// A well-stocked product (250 seeded), so orders here do not sell out what other tests show.
const SIMPLE = 'ET-H00022'

async function placeOrderInCheckout(page: Page): Promise<string> {
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Show shipping methods' }).click()
  await main
    .getByRole('group', { name: 'Shipping method' })
    .getByRole('radio', { name: /Flat Rate/ })
    .check()
  await main.getByRole('button', { name: 'Continue to billing' }).click()
  await expect(page).toHaveURL(/\/us_et\/checkout\/billing$/)
  await expect(main.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked()
  await main.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/\/us_et\/checkout\/payment$/)
  await main.getByRole('radio', { name: 'Check / Money order' }).check()
  await main.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  return (await page.getByTestId('order-number').textContent()) ?? ''
}

async function expectOrderDetails(page: Page, number: string, street: string) {
  await page.goto('/us_et/customer/order-history')
  const row = page.getByRole('row', { name: new RegExp(`#${number}`) })
  await expect(row).toContainText('Pending')
  await row.getByRole('link', { name: `View order #${number}` }).click()
  await expect(page).toHaveURL(new RegExp(`/us_et/customer/order-history/${number}$`))
  const order = page.getByRole('article', { name: `Order #${number}` })
  await expect(order.getByRole('row', { name: /ET-H00022/ })).toBeVisible()
  await expect(order.getByRole('region', { name: 'Order totals' })).toContainText('Grand total')
  await expect(order.getByText('Flat Rate - Fixed')).toBeVisible()
  await expect(order.getByText('Check / Money order')).toBeVisible()
  await expect(order.getByRole('group').or(order.locator('address')).first()).toContainText(street)
}

test('a signed-in customer checks out with the saved default address and finds the order in the history', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await createCustomer(request, 'orders-saved')
  await addAddress(request, token, { lastname: 'Other', street: ['Prinsengracht', '7'] })
  await addAddress(request, token, { lastname: 'Default', default_shipping: true, default_billing: true })
  await fillCustomerCart(request, token, SIMPLE)
  await signIn(context, token, baseURL)

  await page.goto('/us_et/checkout')
  await expect(page).toHaveURL(/\/us_et\/checkout\/shipping$/)
  await whenHydrated(page)
  const saved = page.getByRole('main').getByRole('group', { name: 'Saved addresses' })
  await expect(saved.getByRole('radio', { name: /Ada Default, Keizersgracht/ })).toBeChecked()
  await expect(saved.getByRole('radio', { name: /Ada Other/ })).not.toBeChecked()
  const number = await placeOrderInCheckout(page)

  await expectOrderDetails(page, number, 'Keizersgracht')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a new address typed at checkout is saved to the address book as the default', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await createCustomer(request, 'orders-new')
    await fillCustomerCart(request, token, SIMPLE)
    await signIn(context, token, baseURL)
    await page.goto('/us_et/checkout/shipping')
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'First name' }).fill('Grace')
    await main.getByRole('textbox', { name: 'Last name' }).fill('Hopper')
    await main.getByRole('textbox', { name: 'Street', exact: true }).fill('Herengracht')
    await main.getByRole('textbox', { name: 'House or apartment number' }).fill('502')
    await main.getByRole('textbox', { name: 'Zip code' }).fill('1017 CB')
    await main.getByRole('textbox', { name: 'City' }).fill('Amsterdam')
    await main.getByRole('combobox', { name: 'Country' }).selectOption('NL')
    await main.getByRole('textbox', { name: 'Phone number' }).fill('+31 20 555 0000')
    await expect(main.getByRole('checkbox', { name: 'Save this new address in my address book' })).toBeChecked()
    const number = await placeOrderInCheckout(page)

    await page.goto('/us_et/customer/addresses-details')
    const card = page.getByRole('main').getByRole('article', { name: 'Grace Hopper' })
    await expect(card).toContainText('Herengracht 502')
    await expect(card).toContainText('Default shipping address')
    await expect(card).toContainText('Default billing address')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await expectOrderDetails(page, number, 'Herengracht')
  })

  test("someone else's or a made-up order number is the 404 page and shows nothing of that order", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const owner = await createCustomer(request, 'orders-owner')
    const number = await placeCustomerOrder(request, owner.token, SIMPLE)
    const intruder = await createCustomer(request, 'orders-intruder')
    await signIn(context, intruder.token, baseURL)
    for (const attempt of [number, '999999999', '<script>', '..%2F..%2Fetc']) {
      const response = await page.goto(`/us_et/customer/order-history/${attempt}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await expect(page.getByText('Keizersgracht')).toHaveCount(0)
    }
    await page.goto('/us_et/customer/order-history')
    await expect(page.getByText('You have placed no orders yet.')).toBeVisible()

    await signIn(context, owner.token, baseURL)
    await page.goto(`/us_et/customer/order-history/${number}`)
    await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible()
  })

  test("an e-book's order names the link bought", async ({ page, context, request, baseURL }) => {
    const { token } = await createCustomer(request, 'orders-download')
    const number = await placeCustomerOrder(request, token, 'ET-F00018', { virtual: true })
    await signIn(context, token, baseURL)
    await page.goto(`/us_et/customer/order-history/${number}`)
    const line = page.getByRole('article', { name: `Order #${number}` }).getByRole('row', { name: /ET-F00018/ })
    await expect(line).toContainText('Argan Care Guide E-Book')
    // Under the product's own heading of its links, as its page and the cart name them.
    await expect(line).toContainText('Links:PDF')
  })

  test('the history pages by ten, newest first', async ({ page, context, request, baseURL }) => {
    const { token } = await createCustomer(request, 'orders-paged')
    const numbers: string[] = []
    for (let index = 0; index < 11; index += 1) numbers.push(await placeCustomerOrder(request, token, SIMPLE))
    await signIn(context, token, baseURL)
    await page.goto('/us_et/customer/order-history')
    const rows = page.getByRole('main').getByRole('table').getByRole('rowheader')
    await expect(rows).toHaveCount(10)
    await expect(rows.first()).toHaveText(`#${numbers[10]}`)
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toHaveText(`#${numbers[0]}`)
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/order-history$/)
  })
})
