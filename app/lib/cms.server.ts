import { CmsPageDocument } from '~graphql/generated'
import type { RequestServices } from './context.server'
import { KvCache } from './kv-cache.server'
import { loadStoreSettings } from './layout.server'
import { isBackendFailure, unavailable } from './outage.server'
import { sanitizeHtml } from './sanitize-html'

/**
 * A Magento CMS page with its HTML sanitised, or null when there is none. The store's "no route" page is Magento's
 * text for an unknown address: reached by its own address it is not a page (the shop's 404 answers instead).
 */
export async function cmsPage(services: RequestServices, identifier: string) {
  try {
    const { noRoutePage } = await loadStoreSettings(services)
    if (identifier.toLowerCase() === noRoutePage.toLowerCase()) return null
    // Shared by every shopper (asked without the customer's token) and cached like the URL resolutions that lead
    // here: an outage then serves the last copy instead of a 503. An identifier Magento does not know is not kept.
    const result = await services.cache.get(
      KvCache.key(services.store, 'cms-page', identifier),
      'medium',
      () => services.catalogue.query(CmsPageDocument, { identifier }, { get: true }),
      (value) => value.cmsPage !== null,
    )
    const page = result.cmsPage
    if (!page) return null
    return {
      kind: 'cms' as const,
      store: services.store,
      title: page.content_heading || page.title || '',
      metaTitle: page.meta_title || page.title || undefined,
      description: page.meta_description ?? undefined,
      html: sanitizeHtml(page.content ?? ''),
    }
  } catch (error) {
    // Magento answers an unknown identifier with an error; for the fallback chain that is "not here". A backend
    // that is down or too slow is not: the page may well exist.
    if (isBackendFailure(error)) throw unavailable()
    return null
  }
}
