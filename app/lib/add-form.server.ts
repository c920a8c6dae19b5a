import type { SubmissionResult } from '@conform-to/react'
import { CART_ADD_COOKIE, serializeAddResult } from '~/components/cart/add-result.server'
import type { RequestServices } from './context.server'
import { serializeCookie } from './cookies'

/**
 * The product page's add form as an action reads it: the cart's add (routes/cart-actions.tsx) and, without
 * JavaScript, the wishlist's (the heart sends the same form, routes/wishlist-actions.tsx).
 */

/** The id of the add-to-cart form that sent it (components/product/add-to-cart-form.tsx): a product uid. */
export const FORM_ANCHOR = /^add-to-cart-[A-Za-z0-9_-]{1,100}={0,2}$/

/** A configurable option's attribute code, as the page's address names it (`?color=12`). */
const OPTION_CODE = /^[a-z][a-z0-9_]{0,59}$/

/** The form's text fields as sent, for a configurable product's option radios (named by attribute code). */
export function postedFields(formData: FormData): URLSearchParams {
  return new URLSearchParams(
    [...formData].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  )
}

/**
 * The product page's address with the option radios' values as sent: the add form names its configurable options
 * in `choice` ("color size"); each of them, when sent as a value index, replaces the address's own.
 */
export function withChoice(path: string, posted: URLSearchParams): string {
  const codes = (posted.get('choice') ?? '')
    .split(' ')
    .filter((code) => OPTION_CODE.test(code))
    .slice(0, 10)
  const url = new URL(path, 'http://shop.invalid')
  for (const code of codes) {
    const value = posted.get(code)
    if (value !== null && /^\d{1,9}$/.test(value)) url.searchParams.set(code, value)
  }
  return `${url.pathname}${url.search}`
}

/**
 * The form's answer and what was typed, for the same form on the page a no-JS answer goes back to (a short-lived
 * cookie, never the address: a student's name is not put in a URL).
 */
export function keepAddForm(services: RequestServices, sku: string, result: SubmissionResult): void {
  services.responseCookies.push(serializeCookie(CART_ADD_COOKIE, serializeAddResult(sku, result), { maxAge: 60 }))
}
