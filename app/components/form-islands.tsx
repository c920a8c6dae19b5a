import { island } from './island'

/**
 * Forms rendered whole on the server whose code (conform, the form, later its schema) the browser loads after
 * the page's own (components/island.tsx): on the first pointer, focus or touch in them, or at once for a page's
 * main form. A submit before that is held until they hydrate. Server components: lib/islands.server.ts.
 */
export const NewsletterForm = island({
  name: 'newsletter-form',
  load: () => import('./account/newsletter-form').then((module) => module.NewsletterForm),
  wake: 'interaction',
})

export const LoginForm = island({
  name: 'login-form',
  load: () => import('./account/login-form').then((module) => module.LoginForm),
  wake: 'interaction',
})

/** The checkout's main content: its code loads right after the page's own (the region waits for a country then). */
export const ShippingForm = island({
  name: 'shipping-form',
  load: () => import('./checkout/shipping-form').then((module) => module.ShippingForm),
  wake: 'hydrate',
})
