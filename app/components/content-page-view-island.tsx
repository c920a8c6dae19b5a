import { island } from './island'

/**
 * Home's and the catch-all's content pages (hero, text, images, product carousels): rendered whole on the server,
 * the browser loads the blocks' and cards' code right after the page's own. A card's form sent before that is
 * held until the island hydrates (components/island.tsx).
 */
export const ContentPageView = island({
  name: 'content-page-view',
  load: () => import('./content-page-view').then((module) => module.ContentPageView),
  wake: 'hydrate',
})
