import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { CART_MESSAGES } from '~/lib/cart'
import { SHOW_SELECTION } from '~/lib/product'
import { AddToCartSchema } from '~/lib/cart.schema'
import { addToCart, toCartError, wishlistMovesOnce as movesOnce } from '~/lib/cart.server'
import { digest } from '~/lib/digest'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { COOKIE, serializeCookie } from '~/lib/cookies'
import { safeRedirectPath } from '~/lib/safe-path'
import { WISHLIST_MESSAGES, parseWishlistItemId } from '~/lib/wishlist/wishlist'
import { ownsWishlistItem, removeFromWishlist } from '~/lib/wishlist/wishlist.server'
import { FORM_ANCHOR, keepAddForm, postedFields, withChoice } from '~/lib/add-form.server'
import type { Route } from './+types/cart-actions'

/**
 * `POST /{store}/cart/add`: the add-to-cart form of the product page and of listing cards. With JavaScript (a
 * fetcher) it answers with the cart; without, it redirects back to the product with a message, and a refused add
 * carries the form's reply in a short-lived cookie so the same form shows it with the shopper's input.
 * With `wishlist` (spec §4, the `?wishlist=` flow) the add comes from that wishlist item: after a successful add the
 * item leaves the wishlist and 'You added {product} to your shopping cart.' is shown; a failed add is a notification
 * titled 'Wishlist error' with the cart's message, and the item stays.
 */
/** A move from My wishlist by a shopper who signed out in another tab. */
const SIGNED_OUT = 'You are signed out. Please sign in to move products from your wishlist to your cart.'

/** The add form's fields that show their own message (components/product/add-to-cart-form.tsx). */
const SHOWN_ON_FORM = /^(quantity|grouped\[\d+\]\.quantity|entered\[\d+\]\.value)$/

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const withJs = formData.get('js') === '1'
  const submission = parseWithZod(formData, { schema: AddToCartSchema })
  const rawReturn = formData.get('returnTo')
  const safeBack = safeRedirectPath(typeof rawReturn === 'string' ? rawReturn : null, `/${services.store}`)
  const rawSku = formData.get('sku')
  const sku = typeof rawSku === 'string' ? rawSku.slice(0, 64) : ''
  // The form as sent, for a configurable product's option radios (named by attribute: lib/cart.ts cartItemsFor).
  const posted = postedFields(formData)
  // Without JavaScript the page comes back showing the options the shopper ticked, whatever the add's outcome.
  const back = withChoice(safeBack, posted)
  // Back where the form is, its message with it: without JavaScript the page would open at its top, the answer
  // screens below (the worker's focus for refused forms needs a 400 page, and this answer is a redirect).
  const anchor = formData.get('anchor')
  const fromProductPage = typeof anchor === 'string' && FORM_ANCHOR.test(anchor)
  const backToForm = fromProductPage ? `${back}#${anchor}` : back
  const rawWishlistItem = formData.get('wishlist')
  let wishlistItem = parseWishlistItemId(rawWishlistItem)
  // From My wishlist's own button (a move), or from a product page opened with `?wishlist=` (Choose options).
  let fromWishlist = rawWishlistItem !== null && rawWishlistItem !== ''
  // A move sent twice (a double click without JavaScript, two tabs) is made once: the second gets the first's answer.
  const moveKey =
    fromWishlist && wishlistItem && services.customerToken
      ? `${digest(services.customerToken)}|${wishlistItem}|${digest(JSON.stringify(addFields(formData)))}`
      : undefined
  // Only the customer's own wishlist item is moved; a stale or foreign id moves nothing.
  const owned =
    moveKey && wishlistItem && submission.status === 'success'
      ? movesOnce.has(moveKey) || (await ownsWishlistItem(services, wishlistItem).catch(() => false))
      : false
  // On a product page the shopper pressed an ordinary Add to cart (a shared or bookmarked address, an item taken out
  // in another tab): it adds as on any product page. My wishlist's button is refused: the item may have gone to the
  // cart from another tab already, and it must not be added twice.
  if (fromWishlist && !owned && fromProductPage) {
    wishlistItem = undefined
    fromWishlist = false
  }

  // The form's answer and the shopper's input, for the same form on the page a no-JS answer goes back to.
  const keepForm = (result: SubmissionResult) => keepAddForm(services, sku, result)
  const title = fromWishlist ? WISHLIST_MESSAGES.errorTitle : null
  const refuse = (result: ReturnType<typeof submission.reply>) => {
    if (withJs)
      return data({ ok: false as const, result, cart: null, message: null, couponError: null, title }, { status: 400 })
    keepForm(result)
    // The refusal is also the page's notice, as with JavaScript: it reaches the shopper even where no form of that
    // product is on the page (an unknown or changed SKU, an add from the wishlist), or where the form has no field
    // to show it by (an option's uid, a form sent by hand).
    const errors = Object.entries(result.error ?? {})
    const first = title
      ? (result.error?.['']?.[0] ?? errors.flatMap(([, messages]) => messages ?? [])[0])
      : (result.error?.['']?.[0] ?? errors.find(([name]) => !SHOWN_ON_FORM.test(name))?.[1]?.[0])
    if (first) {
      const flash = { message: first.slice(0, 500), type: 'danger', title: title ?? 'Cart' }
      services.responseCookies.push(serializeCookie(COOKIE.message, JSON.stringify(flash)))
    }
    return redirect(backToForm)
  }

  // "Show selection" without JavaScript (product-options.tsx): nothing is added. The page moves to the options
  // ticked, and the form comes back with what was typed (a date, a student's name: never through an address).
  if (formData.get('intent') === SHOW_SELECTION) {
    keepForm({ initialValue: submission.reply().initialValue })
    return redirect(backToForm)
  }
  if (submission.status !== 'success') return refuse(submission.reply())
  if (fromWishlist) {
    // Signed out meanwhile (another tab): the item is still there, and signing in is what puts it right.
    if (!services.customerToken) return refuse(submission.reply({ formErrors: [SIGNED_OUT] }))
    if (!owned) return refuse(submission.reply({ formErrors: [WISHLIST_MESSAGES.itemNotFound] }))
  }
  try {
    const item = wishlistItem
    const add = () => addToCart(services, submission.value, posted)
    const move = async () => {
      const added = await add()
      if (item)
        await removeFromWishlist(services, [item]).catch((error: unknown) => {
          console.warn('wishlist: moved item not removed', error instanceof Error ? error.message : error)
        })
      return added
    }
    const { cart, productName, couponError, partError } =
      item && moveKey ? await movesOnce.run(moveKey, move) : await add()
    const message: string = item
      ? WISHLIST_MESSAGES.movedToCart(productName)
      : partError
        ? `${CART_MESSAGES.added(productName)} ${partError}`
        : CART_MESSAGES.added(productName)
    if (!withJs) {
      const flash = { message: couponError ? `${message} ${couponError}` : message, type: 'success', title: 'Cart' }
      services.responseCookies.push(serializeCookie(COOKIE.message, JSON.stringify(flash)))
      // The item has left the wishlist: the page comes back as an ordinary product page, so a further add is an
      // ordinary add (as with JavaScript, where the form drops `wishlist` from the address).
      return redirect(wishlistItem ? withoutParam(back, 'wishlist') : back)
    }
    return {
      ok: true as const,
      result: submission.reply({ resetForm: false }),
      cart,
      message,
      couponError: couponError ?? null,
      title: null,
    }
  } catch (error) {
    return refuse(submission.reply({ formErrors: [toCartError(error).message] }))
  }
}

/** What a move adds (product, quantity, choices): the form's fields less its per-click ones (a reCAPTCHA token). */
function addFields(formData: FormData): [string, string][] {
  return [...formData.entries()].flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' && !name.startsWith('recaptcha') ? [[name, value]] : [],
  )
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}/cart`)
}

/** A path of this shop without one query parameter (the rest, and the order, kept). */
function withoutParam(path: string, name: string): string {
  const url = new URL(path, 'http://shop.invalid')
  url.searchParams.delete(name)
  return `${url.pathname}${url.search}`
}
