import { expect, test } from '@playwright/test'
import { createCustomer, placeCustomerOrder, signIn } from './support/customer'

// The seeded downloadable product ('Argan Care Guide E-Book'); its first link, 'PDF', is bought by default.
const DOWNLOADABLE = 'ET-F00018'

test('my downloads lists a bought guide with its order and a working download link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await createCustomer(request, 'downloads')
  await signIn(context, token, baseURL)
  await page.goto('/us_et/customer/my-downloads')
  await expect(page.getByText('You have not bought any downloadable products yet.')).toBeVisible()

  const number = await placeCustomerOrder(request, token, DOWNLOADABLE, { virtual: true })
  await page.goto('/us_et/customer/my-downloads')
  const row = page.getByRole('main').getByRole('row', { name: /PDF/ })
  await expect(row).toContainText('Argan Care Guide E-Book')
  await expect(row).toContainText('Available')
  await expect(row).toContainText('Unlimited')
  await expect(row.getByRole('link', { name: `#${number}` })).toHaveAttribute(
    'href',
    `/us_et/customer/order-history/${number}`,
  )

  const download = page.waitForEvent('download')
  await row.getByRole('link', { name: 'Download PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('PDF.txt')
  expect(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString())).toContain(
    `Order #${number}`,
  )
})
