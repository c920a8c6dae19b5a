import { LoginForm } from '~/components/account/login-form'
import { NewsletterForm } from '~/components/account/newsletter-form'
import { CouponForm } from '~/components/cart/coupon-form'
import { QuantityForm } from '~/components/cart/quantity-form'
import { ContentPageView } from '~/components/content-page-view'
import { ICON_SPRITE } from '~/components/icon-sprite.server'
import { registerIconSprite } from '~/components/icons'
import { registerServerIsland } from '~/components/island'
import { ListingView } from '~/components/listing/listing-view'
import { MobileMenu } from '~/components/layout/mobile-menu'
import { SearchBox } from '~/components/layout/search-box'
import { ProductView } from '~/components/product/product-view'
import { ShippingForm } from '~/components/checkout/shipping-form'

/**
 * The server's copies of the islands' components (see components/island.tsx): rendered into the first HTML
 * here, loaded by the browser only through the islands' dynamic imports; and the icons' drawings, which the
 * browser reads back from the document (components/icons.tsx). Loaded once by entry.server.tsx.
 */
registerIconSprite(ICON_SPRITE)
registerServerIsland('newsletter-form', NewsletterForm)
registerServerIsland('login-form', LoginForm)
registerServerIsland('product-view', ProductView)
registerServerIsland('shipping-form', ShippingForm)
registerServerIsland('content-page-view', ContentPageView)
registerServerIsland('listing-view', ListingView)
registerServerIsland('cart-quantity-form', QuantityForm)
registerServerIsland('cart-coupon-form', CouponForm)
registerServerIsland('mobile-menu', MobileMenu)
registerServerIsland('search-box', SearchBox)
