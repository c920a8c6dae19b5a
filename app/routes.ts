import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  route(':locale', 'routes/locale.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('Home', 'routes/home.tsx', { id: 'home-alias' }),
    route('AboutUs', 'routes/content-page.tsx', { id: 'about-us' }),
    route('Faq', 'routes/content-page.tsx', { id: 'faq' }),
    route('thank-you', 'routes/content-page.tsx', { id: 'thank-you' }),
    route('size-guide', 'routes/content-page.tsx', { id: 'size-guide' }),
    route('Page/*', 'routes/content-page.tsx', { id: 'page' }),
    route('storyblok/*', 'routes/content-page.tsx', { id: 'storyblok' }),
    route('Contact', 'routes/contact.tsx'),
    route('Cms/*', 'routes/cms.tsx'),
    route('p/:sku', 'routes/product.tsx'),
    route('customer/login', 'routes/customer-login.tsx'),
    route('customer/logout', 'routes/customer-logout.tsx'),
    route('customer', 'routes/customer.tsx', [
      index('routes/customer._index.tsx'),
      route('my-profile', 'routes/customer.my-profile.tsx'),
      route('my-wishlist', 'routes/customer.my-wishlist.tsx'),
    ]),
    route('search', 'routes/search.tsx'),
    route('search-suggestions', 'routes/search-suggestions.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('cart/add', 'routes/cart-actions.tsx'),
    route('checkout', 'routes/checkout.tsx', [
      index('routes/checkout._index.tsx'),
      route('user-account', 'routes/checkout.user-account.tsx'),
      route('shipping', 'routes/checkout.shipping.tsx'),
      route('billing', 'routes/checkout.billing.tsx'),
      route('payment', 'routes/checkout.payment.tsx'),
      route('thank-you', 'routes/checkout.thank-you.tsx'),
    ]),
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig
