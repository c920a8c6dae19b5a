import { island } from '../island'

/**
 * The listing of category and search pages: rendered whole on the server (every filter, sort and page link works
 * without JavaScript), its code (filters, sorting, views, cards) loads right after the page's own.
 */
export const ListingView = island({
  name: 'listing-view',
  load: () => import('./listing-view').then((module) => module.ListingView),
  wake: 'hydrate',
})
