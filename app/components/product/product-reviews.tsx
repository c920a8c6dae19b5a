import { Fragment, Suspense } from 'react'
import { Await, Link, useLocation } from 'react-router'
import { utcDateFormat } from '~/lib/date-format'
import type { ReviewPage } from '~/lib/product'
import { REVIEWS_PAGE_SIZE } from '~/lib/product'
import { gapBefore, pageWindow } from '~/lib/page-window'
import { formatAverage, starsOf } from '~/lib/reviews'
import { STORES, type StoreCode } from '~/lib/stores'

type ProductReviewsProps = { reviews: Promise<ReviewPage>; reviewCount: number; store: StoreCode }

/** The reviews of one page; the space of a full page is reserved while they stream in. */
export function ProductReviews({ reviews, reviewCount, store }: ProductReviewsProps) {
  if (reviewCount === 0) return <p className="text-stone-600">There are no reviews yet. Be the first to write one.</p>
  return (
    <Suspense fallback={<ReviewsSkeleton count={Math.min(reviewCount, REVIEWS_PAGE_SIZE)} />}>
      <Await resolve={reviews} errorElement={<p>Reviews could not be loaded.</p>}>
        {(page) => <ReviewList page={page} reviewCount={reviewCount} store={store} />}
      </Await>
    </Suspense>
  )
}

function ReviewList({ page, reviewCount, store }: { page: ReviewPage; reviewCount: number; store: StoreCode }) {
  const location = useLocation()
  const pageHref = (number: number) => {
    const search = new URLSearchParams(location.search)
    search.set('reviewPage', String(number))
    return `?${search.toString()}#reviews`
  }
  const dateFormat = utcDateFormat(STORES[store].iso, 'medium')
  const pages = pageWindow(page.page, page.totalPages)
  return (
    <div className="space-y-4">
      <p className="text-lg">
        Average rating <strong>{formatAverage(page.average)}</strong> of 5 from {reviewCount}{' '}
        {reviewCount === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="space-y-4">
        {page.items.map((review, index) => (
          <li key={`${review.createdAt}-${index}`} className="space-y-1 rounded-lg border border-stone-200 p-4">
            <article>
              <h3 className="user-text font-semibold">{review.summary}</h3>
              <p className="user-text text-sm text-stone-600">
                {review.nickname} ·{' '}
                <time dateTime={review.createdAt.replace(' ', 'T')}>{formatDate(dateFormat, review.createdAt)}</time> ·
                Rated {formatAverage(review.averageRating / 20)} of 5
              </p>
              {review.ratings.length > 0 ? (
                <dl className="flex gap-3 text-sm">
                  {review.ratings.map((rating) => (
                    <div key={rating.name} className="flex gap-1">
                      <dt>{rating.name}:</dt>
                      <dd>
                        <span aria-hidden="true">{starsOf(Number(rating.value))}</span>
                        <span className="sr-only">{rating.value} of 5</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <p className="user-text whitespace-pre-line text-stone-800">{review.text}</p>
            </article>
          </li>
        ))}
      </ul>
      {page.totalPages > 1 ? (
        <nav aria-label="Review pages" className="flex flex-wrap items-center gap-2">
          {pages.map((number, index) => (
            <Fragment key={number}>
              {gapBefore(pages, index) ? <span className="text-stone-600">…</span> : null}
              <Link
                to={pageHref(number)}
                preventScrollReset
                aria-current={number === page.page ? 'page' : undefined}
                aria-label={`Reviews page ${number}`}
                className="rounded border border-stone-300 px-3 py-1 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
              >
                {number}
              </Link>
            </Fragment>
          ))}
        </nav>
      ) : null}
    </div>
  )
}

function formatDate(format: Intl.DateTimeFormat, value: string): string {
  const date = new Date(value.replace(' ', 'T') + (value.includes('Z') ? '' : 'Z'))
  return Number.isNaN(date.getTime()) ? value : format.format(date)
}

function ReviewsSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading reviews" className="space-y-4">
      <div className="h-7 w-64 rounded bg-stone-100" />
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="h-32 rounded-lg bg-stone-100" />
      ))}
    </div>
  )
}
