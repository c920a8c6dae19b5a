import { LoginForm } from '~/components/account/login-form'
import { NewsletterForm } from '~/components/account/newsletter-form'
import { registerServerIsland } from '~/components/island'
import { ProductView } from '~/components/product/product-view'
import { ShippingForm } from '~/components/checkout/shipping-form'

/**
 * The server's copies of the islands' components (see components/island.tsx): rendered into the first HTML
 * here, loaded by the browser only through the islands' dynamic imports. Loaded once by entry.server.tsx.
 */
registerServerIsland('newsletter-form', NewsletterForm)
registerServerIsland('login-form', LoginForm)
registerServerIsland('product-view', ProductView)
registerServerIsland('shipping-form', ShippingForm)
