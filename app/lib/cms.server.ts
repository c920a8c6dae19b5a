import { CmsPageDocument } from '~graphql/generated'
import type { RequestServices } from './context.server'
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
    const result = await services.commerce.query(CmsPageDocument, { identifier }, { get: true })
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
