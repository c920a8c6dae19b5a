import { island } from './island'

/**
 * Forms rendered whole on the server whose code (conform, the form, later its schema) the browser loads after
 * the page's own (components/island.tsx): on the first pointer, focus or touch in them or once the browser is
 * idle, or at once for a page's main form. A submit before that is held until they hydrate. Server components:
 * lib/islands.server.ts.
 */
export const NewsletterForm = island({
  name: 'newsletter-form',
  load: () => import('./account/newsletter-form').then((module) => module.NewsletterForm),
  wake: 'idle',
})

/**
 * The main form of the sign-in and confirmation pages: its code loads right after the page's own, so a shopper who
 * types and signs in at once meets a hydrated form rather than one whose submit is held while its code arrives.
 */
export const LoginForm = island({
  name: 'login-form',
  load: () => import('./account/login-form').then((module) => module.LoginForm),
  wake: 'hydrate',
})

/** The checkout's main content: its code loads right after the page's own (the region waits for a country then). */
export const ShippingForm = island({
  name: 'shipping-form',
  load: () => import('./checkout/shipping-form').then((module) => module.ShippingForm),
  wake: 'hydrate',
})
