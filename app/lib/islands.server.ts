import { NewsletterForm } from '~/components/account/newsletter-form'
import { registerServerIsland } from '~/components/island'
import { ProductView } from '~/components/product/product-view'

/**
 * The server's copies of the islands' components (see components/island.tsx): rendered into the first HTML
 * here, loaded by the browser only through the islands' dynamic imports. Loaded once by entry.server.tsx.
 */
registerServerIsland('newsletter-form', NewsletterForm)
registerServerIsland('product-view', ProductView)
