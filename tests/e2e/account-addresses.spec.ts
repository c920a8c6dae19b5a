import { type Locator, type Page, expect, test } from '@playwright/test'
import { addAddress, createCustomer, customerGraphql, signIn } from './support/customer'
import { whenHydrated } from './support/page'

const HOME = {
  street: 'Keizersgracht',
  apartment: '123',
  postcode: '1015 CJ',
  city: 'Amsterdam',
  country: 'NL',
  telephone: '+31 20 123 4567',
}
const OFFICE = {
  street: 'Congress Avenue',
  apartment: '1100',
  postcode: '78701',
  city: 'Austin',
  country: 'US',
  region: 'Texas',
  telephone: '+1 512 555 0100',
}

type Address = typeof HOME & { region?: string }

async function fillAddress(form: Locator, name: { first: string; last: string }, address: Address) {
  await form.getByRole('textbox', { name: 'First name' }).fill(name.first)
  await form.getByRole('textbox', { name: 'Last name' }).fill(name.last)
  await form.getByRole('textbox', { name: 'Street', exact: true }).fill(address.street)
  await form.getByRole('textbox', { name: 'House or apartment number' }).fill(address.apartment)
  await form.getByRole('textbox', { name: 'Zip code' }).fill(address.postcode)
  await form.getByRole('textbox', { name: 'City' }).fill(address.city)
  await form.getByRole('combobox', { name: 'Country' }).selectOption(address.country)
  if (address.region)
    await form.getByRole('combobox', { name: 'State or province' }).selectOption({ label: address.region })
  await form.getByRole('textbox', { name: 'Phone number' }).fill(address.telephone)
}

function card(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('article', { name })
}

/** With JavaScript, forms are only used once hydrated (the region list follows the country from then on). */
async function ready(page: Page, javaScript: boolean) {
  if (javaScript) await whenHydrated(page)
}

/** The notice comes from the message cookie after the redirect; notifications are drawn by JavaScript. */
async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible()
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript })

    test('add two addresses: the first becomes the default, a region is asked for', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { token } = await createCustomer(request, javaScript ? 'book-js' : 'book-nojs')
      await signIn(context, token, baseURL)
      await page.goto('/us_et/customer/addresses-details')
      await ready(page, javaScript)
      const main = page.getByRole('main')
      await expect(main.getByText('You have no saved addresses yet.')).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Addresses' }),
      ).toHaveAttribute('aria-current', 'page')

      // The first address becomes both defaults.
      await main.getByRole('link', { name: 'Add a new address' }).click()
      await expect(
        main.getByText('Your first address becomes your default shipping and billing address.'),
      ).toBeVisible()
      await fillAddress(main, { first: 'Ada', last: 'Home' }, HOME)
      await main.getByRole('button', { name: 'Save address' }).click()
      await expect(page).toHaveURL(/\/us_et\/customer\/addresses-details$/)
      if (javaScript) await expectNotice(page, 'You saved the address.')
      await expect(card(page, 'Ada Home')).toContainText('Default shipping address')
      await expect(card(page, 'Ada Home')).toContainText('Default billing address')
      await expect(card(page, 'Ada Home')).toContainText('Keizersgracht 123')
      await expect(card(page, 'Ada Home')).toContainText('Netherlands')

      // A country with regions needs one: the message on the same form, the input kept.
      await main.getByRole('link', { name: 'Add a new address' }).click()
      await fillAddress(main, { first: 'Ada', last: 'Office' }, { ...OFFICE, region: undefined })
      await main.getByRole('button', { name: 'Save address' }).click()
      await expect(main.getByText('This field is required')).toBeVisible()
      await expect(main.getByRole('textbox', { name: 'City' })).toHaveValue('Austin')
      await main.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Texas' })
      await main.getByRole('button', { name: 'Save address' }).click()
      await expect(card(page, 'Ada Office')).toContainText('Texas')
      await expect(card(page, 'Ada Office')).not.toContainText('Default')
    })

    test('edit an address: another city, and it becomes the default', async ({ page, context, request, baseURL }) => {
      const { token } = await createCustomer(request, javaScript ? 'book-edit-js' : 'book-edit-nojs')
      await addAddress(request, token, { lastname: 'Home', default_shipping: true, default_billing: true })
      await addAddress(request, token, {
        lastname: 'Office',
        street: ['Congress Avenue', '1100'],
        city: 'Austin',
        postcode: '78701',
        country_code: 'US',
        region: { region_id: 12 },
      })
      await signIn(context, token, baseURL)
      await page.goto('/us_et/customer/addresses-details')
      await ready(page, javaScript)
      const main = page.getByRole('main')
      await card(page, 'Ada Office').getByRole('link', { name: /^Edit/ }).click()
      await expect(main.getByRole('combobox', { name: 'State or province' })).toHaveValue('12')
      await expect(main.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Congress Avenue')
      await expect(main.getByRole('textbox', { name: 'House or apartment number' })).toHaveValue('1100')
      await main.getByRole('textbox', { name: 'City' }).fill('Round Rock')
      await main.getByRole('checkbox', { name: 'Use as my default shipping address' }).check()
      await main.getByRole('checkbox', { name: 'Use as my default billing address' }).check()
      await main.getByRole('button', { name: 'Save address' }).click()
      await expect(page).toHaveURL(/\/us_et\/customer\/addresses-details$/)
      await expect(card(page, 'Ada Office')).toContainText('Round Rock')
      await expect(card(page, 'Ada Office')).toContainText('Default shipping address')
      await expect(card(page, 'Ada Home')).not.toContainText('Default')
    })

    test('delete an address after a confirmation; a default one is not offered', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { token } = await createCustomer(request, javaScript ? 'book-del-js' : 'book-del-nojs')
      await addAddress(request, token, { lastname: 'Office', default_shipping: true, default_billing: true })
      await addAddress(request, token, { lastname: 'Home' })
      await signIn(context, token, baseURL)
      await page.goto('/us_et/customer/addresses-details')
      await ready(page, javaScript)
      const main = page.getByRole('main')
      const deleteControl = javaScript ? 'button' : 'link'
      await expect(card(page, 'Ada Office').getByRole(deleteControl, { name: /^Delete/ })).toHaveCount(0)

      await card(page, 'Ada Home')
        .getByRole(deleteControl, { name: /^Delete/ })
        .click()
      const confirmation = javaScript
        ? page.getByRole('dialog', { name: 'Delete address' })
        : main.getByRole('region', { name: 'Delete address' })
      await expect(confirmation).toContainText('Do you really want to delete the address of Ada Home')
      await confirmation.getByRole(deleteControl, { name: 'Cancel' }).click()
      await expect(confirmation).toBeHidden()
      await expect(card(page, 'Ada Home')).toBeVisible()
      await card(page, 'Ada Home')
        .getByRole(deleteControl, { name: /^Delete/ })
        .click()
      await confirmation.getByRole('button', { name: 'Delete' }).click()
      if (javaScript) await expectNotice(page, 'You deleted the address.')
      await expect(card(page, 'Ada Home')).toHaveCount(0)
      await expect(main.getByRole('article')).toHaveCount(1)
      // The deleted card's button is gone: the keyboard starts again at the page's heading, not at <body>.
      if (javaScript) await expect(main.getByRole('heading', { level: 1 })).toBeFocused()
    })
  })
}

test.describe('bad input', () => {
  test.use({ javaScriptEnabled: false })

  test("another customer's, a deleted or a made-up address id is the 404 page, a post for it changes nothing", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const owner = await createCustomer(request, 'book-owner')
    const foreignId = await addAddress(request, owner.token, { firstname: 'Owner' })
    const { token } = await createCustomer(request, 'book-intruder')
    await signIn(context, token, baseURL)

    for (const id of [String(foreignId), '999999999', 'abc', '1e3']) {
      const response = await page.goto(`/us_et/customer/addresses-details/edit/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    }
    // A forged post for the foreign address: sent back to the own address book as for an address deleted meanwhile,
    // the intruder stays signed in, the owner's address unchanged.
    const post = await page.request.post(`/us_et/customer/addresses-details/edit/${foreignId}`, {
      form: {
        firstname: 'Hacked',
        lastname: 'X',
        street: 'S',
        apartment: '1',
        postcode: '1',
        city: 'City',
        country: 'NL',
        telephone: '+31 20 000 0000',
      },
      maxRedirects: 0,
    })
    expect(post.status()).toBe(302)
    expect(post.headers()['location']).toBe('/us_et/customer/addresses-details')
    const deleted = await page.request.post('/us_et/customer/addresses-details', {
      form: { intent: 'delete', addressId: String(foreignId) },
      maxRedirects: 0,
    })
    expect(deleted.status()).toBe(400)
    expect(await deleted.text()).toContain('This address could not be found.')
    // Still signed in, and the personal page is never cached.
    const list = await page.goto('/us_et/customer/addresses-details')
    expect(list?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible()

    await signIn(context, owner.token, baseURL)
    await page.goto(`/us_et/customer/addresses-details/edit/${foreignId}`)
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Owner')
  })

  test('an address deleted in another window while it is edited: the book says the changes were not saved', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await createCustomer(request, 'book-gone')
    await addAddress(request, token, { lastname: 'Home', default_shipping: true, default_billing: true })
    const id = await addAddress(request, token, { lastname: 'Office' })
    await signIn(context, token, baseURL)
    await page.goto(`/us_et/customer/addresses-details/edit/${id}`)
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'City' }).fill('Utrecht')
    await customerGraphql(request, token, 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }', { id })
    await main.getByRole('button', { name: 'Save address' }).click()
    await expect(page).toHaveURL(/\/us_et\/customer\/addresses-details$/)
    await expect(page.getByRole('status')).toContainText(
      'This address is no longer in your address book (deleted in another window?), so your changes were not saved.',
    )
    await expect(card(page, 'Home')).toBeVisible()
    await expect(card(page, 'Office')).toHaveCount(0)
  })

  test('script and oversized input: messages on the same form, script kept as text', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await createCustomer(request, 'book-script')
    await signIn(context, token, baseURL)
    await page.goto('/us_et/customer/addresses-details/create')
    const main = page.getByRole('main')
    await fillAddress(main, { first: 'x'.repeat(300), last: '<script>alert(1)</script>' }, HOME)
    await main.getByRole('combobox', { name: 'Country' }).selectOption('')
    await main.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Texas' })
    await main.getByRole('button', { name: 'Save address' }).click()
    await expect(main.getByText('The field should have at most 100 characters')).toBeVisible()
    await expect(main.getByText('Please select a country first')).toBeVisible()
    await expect(main.getByRole('textbox', { name: 'Last name' })).toHaveValue('<script>alert(1)</script>')

    await main.getByRole('textbox', { name: 'First name' }).fill('Eve')
    await main.getByRole('combobox', { name: 'Country' }).selectOption('NL')
    await main.getByRole('combobox', { name: 'State or province' }).selectOption('')
    await main.getByRole('button', { name: 'Save address' }).click()
    await expect(card(page, 'Eve <script>alert(1)</script>')).toBeVisible()
  })
})

test('long values without a space wrap inside their card, on a phone too: the page never scrolls sideways', async ({
  browser,
  request,
  baseURL,
}) => {
  const { token } = await createCustomer(request, 'long-address')
  const long = (letter: string, length: number) => letter.repeat(length)
  await addAddress(request, token, {
    firstname: long('A', 100),
    street: [long('S', 120), long('N', 120), long('E', 120)],
    city: long('C', 100),
  })
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    const context = await browser.newContext({ viewport })
    await signIn(context, token, baseURL)
    const page = await context.newPage()
    await page.goto('/us_et/customer/addresses-details')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width)
    await context.close()
  }
})
