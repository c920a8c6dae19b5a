import { expect, test } from '@playwright/test'
import { createCustomer, customerGraphql, signIn } from './support/customer'

test('my reviews lists the customer’s reviews with their status and product', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await createCustomer(request, 'reviews')
  await signIn(context, token, baseURL)
  await page.goto('/us_et/customer/my-reviews')
  await expect(page.getByText('You have not reviewed any products yet.')).toBeVisible()

  const title = `Lovely <b>${Date.now()}</b>`
  await customerGraphql(
    request,
    token,
    'mutation($title: String!) { createProductReview(input: { sku: "ET-H00022", nickname: "Grace", summary: $title, text: "Smells great.", ratings: [] }) { review { summary } } }',
    { title },
  )
  await page.goto('/us_et/customer/my-reviews')
  const review = page.getByRole('main').getByRole('article', { name: title })
  await expect(review).toContainText('Status: Pending approval')
  await expect(review).toContainText('Smells great.')
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My reviews' }),
  ).toHaveAttribute('aria-current', 'page')
  // A page past the last does not claim there are no reviews.
  await page.goto('/us_et/customer/my-reviews?page=999')
  await expect(page.getByText('There are no reviews on this page.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to your latest reviews' }).click()
  await expect(page.getByRole('main').getByRole('article', { name: title })).toBeVisible()
  await review.getByRole('link').click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/us_et\/.+/)
})
