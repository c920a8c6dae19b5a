import { orUnavailable } from '~/lib/outage.server'
import { seoMeta } from '~/lib/seo'
import { Link } from 'react-router'
import { CustomerReviewsDocument } from '~graphql/generated'
import { formatOrderDate, parseOrdersPage } from '~/lib/account/orders'
import { REVIEWS_PAGE_SIZE, reviewStars, reviewStatusLabel } from '~/lib/account/reviews'
import { servicesContext } from '~/lib/context.server'
import { productName, productPath } from '~/lib/product-url'
import { STORES } from '~/lib/stores'
import type { Route } from './+types/customer.my-reviews'
import { PageLinks } from '~/components/account/page-links'

/** The customer's reviews, newest first, with their moderation state: one backend call. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const page = parseOrdersPage(url.searchParams.get('page'))
  const { customer } = await orUnavailable(
    services.commerce.query(CustomerReviewsDocument, { currentPage: page, pageSize: REVIEWS_PAGE_SIZE }),
  )
  const reviews = customer?.reviews
  return {
    store: services.store,
    page,
    totalPages: reviews?.page_info.total_pages ?? 0,
    reviews: (reviews?.items ?? []).flatMap((review, index) =>
      review
        ? [
            {
              // Reviews have no id in Magento's answer; the position on the page names them (an HTML id, no spaces).
              key: `review-${page}-${index}`,
              title: review.summary,
              text: review.text,
              date: review.created_at,
              stars: reviewStars(review.ratings_breakdown),
              status: reviewStatusLabel(review.status),
              product: { name: productName(review.product.name), path: productPath(review.product) },
            },
          ]
        : [],
    ),
  }
}

export default function MyReviews({ loaderData }: Route.ComponentProps) {
  const { store, page, totalPages, reviews } = loaderData
  const locale = STORES[store].iso
  const base = `/${store}/customer/my-reviews`
  return (
    <div className="space-y-6">
      <h2 data-focus-on-arrival className="text-xl font-semibold">
        My reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-6">
          {totalPages === 0 ? (
            'You have not reviewed any products yet.'
          ) : (
            // A page past the last (an old link, a typed address): the reviews are there, on the first pages.
            <>
              There are no reviews on this page.{' '}
              <Link to={base} className="underline">
                Back to your latest reviews
              </Link>
            </>
          )}
        </p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.key}>
              <article aria-labelledby={review.key} className="space-y-2 rounded-lg border border-stone-200 p-4">
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={review.key} className="font-semibold">
                    {review.title}
                  </h3>
                  {review.status ? (
                    <p className="rounded-full bg-stone-100 px-2 py-1 text-xs font-medium">Status: {review.status}</p>
                  ) : null}
                </header>
                <p className="text-sm text-stone-600">
                  <Link to={`/${store}/${review.product.path}`} className="underline">
                    {review.product.name}
                  </Link>{' '}
                  · {formatOrderDate(review.date, locale)}
                  {review.stars ? (
                    <>
                      {' '}
                      · <span aria-hidden="true">{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span>
                      <span className="sr-only">Rated {review.stars} of 5</span>
                    </>
                  ) : null}
                </p>
                <p className="whitespace-pre-line">{review.text}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label="Review pages" base={base} page={page} totalPages={totalPages} />
    </div>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My reviews', noindex: true })
}
