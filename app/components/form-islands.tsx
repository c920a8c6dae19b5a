import { island } from './island'

/**
 * Forms rendered whole on the server whose code (conform, the form, later its schema) the browser loads on the
 * first pointer, focus or touch in them (components/island.tsx); a submit before that is held until they hydrate.
 * Their server components are registered in lib/islands.server.ts.
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

export const ShippingForm = island({
  name: 'shipping-form',
  load: () => import('./checkout/shipping-form').then((module) => module.ShippingForm),
  wake: 'interaction',
})
