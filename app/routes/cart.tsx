import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, data, redirect } from 'react-router'
import { useCartContext } from '~/components/cart/cart-context'
import { CartContents } from '~/components/cart/cart-contents'
import { CART_FORM_ISLANDS } from '~/components/cart/cart-form-islands'
import { documentHydrated } from '~/components/cart/js-flag'
import type { CartActionData } from '~/components/cart/cart-fetcher'
import { CART_MESSAGES, cartItems, cartRuleError, isQuantityUpdate } from '~/lib/cart'
import { bookedDateGoneLines } from '~/lib/cart-limits'
import { CouponSchema, RemoveItemSchema, UpdateQuantitySchema } from '~/lib/cart.schema'
import { applyCoupon, getCart, getCartOrEmpty, removeItem, toCartError, updateItemQuantity } from '~/lib/cart.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { UNAVAILABLE_INIT } from '~/lib/outage.server'
import { noticeOnThisPage } from '~/lib/message-cookie.server'
import { COOKIE, serializeCookie } from '~/lib/cookies'
import { productName } from '~/lib/product-url'
import { seoMeta } from '~/lib/seo'
import { STORES } from '~/lib/stores'
import type { Route } from './+types/cart'

const SCHEMAS = { update: UpdateQuantitySchema, remove: RemoveItemSchema, coupon: CouponSchema } as const

export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { cart, unavailable } = await getCartOrEmpty(services)
  const removing = cartItems(cart).find((item) => item.uid === url.searchParams.get('remove'))
  const page = {
    store: services.store,
    cart,
    unavailable,
    removing: removing ? { uid: removing.uid, name: productName(removing.product.name) } : null,
    // A training booked for a day gone by, judged as the checkout will (the server's day), with its line: the notice
    // goes when the line does.
    bookedDateGone: bookedDateGoneLines(cart),
  }
  // A cart that could not be read is not an empty one: the page says so, with a retry, as the checkout does.
  return unavailable ? data(page, UNAVAILABLE_INIT) : page
}

/** Quantity, removal and coupon. With JavaScript (fetchers) the answer is the cart; without, a redirect back here. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const withJs = formData.get('js') === '1'
  const rawIntent = formData.get('intent')
  const intent = rawIntent === 'update' || rawIntent === 'remove' ? rawIntent : 'coupon'
  const rawUid = formData.get('uid')
  const uid = typeof rawUid === 'string' ? rawUid.slice(0, 200) : null
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] })
  const refuse = (
    result: ReturnType<typeof submission.reply>,
    cart: CartActionData['cart'] = null,
  ): ReturnType<typeof data<CartActionData>> =>
    data({ ok: false, intent, uid, result, cart, message: null }, { status: 400 })

  if (submission.status !== 'success') return refuse(submission.reply())
  const value = submission.value
  try {
    const cart =
      value.intent === 'update'
        ? isQuantityUpdate(value.quantity)
          ? await updateItemQuantity(services, value.uid, value.quantity)
          : await getCart(services)
        : value.intent === 'remove'
          ? await removeItem(services, value.uid)
          : await applyCoupon(services, value.code)
    if (!withJs) {
      if (value.intent === 'update' && !isQuantityUpdate(value.quantity)) {
        services.responseCookies.push(
          serializeCookie(COOKIE.message, JSON.stringify({ message: CART_MESSAGES.quantityZero, type: 'info' })),
        )
      }
      if (value.intent === 'remove') {
        const message = CART_MESSAGES.removed(value.name || 'The product')
        services.responseCookies.push(
          serializeCookie(
            COOKIE.message,
            JSON.stringify({ message, type: 'success', title: CART_MESSAGES.removedTitle }),
          ),
        )
      }
      return redirect(`/${services.store}/cart`)
    }
    // An applied code leaves the field (it shows under "Applied coupon"), as the page without JavaScript does.
    const result = submission.reply({ resetForm: value.intent === 'coupon' })
    return data<CartActionData>({ ok: true, intent, uid, result, cart, message: null })
  } catch (error) {
    const refusal = toCartError(error)
    // Its row, or the whole cart, is gone from the page this answer renders, and the form's message with it: the page
    // says it instead (a notice without JavaScript; with it, the answer's own notice).
    const formGone = refusal.message === CART_MESSAGES.itemNotFound || refusal.message === CART_MESSAGES.cartGone
    const held = value.intent === 'coupon' && refusal.message === CART_MESSAGES.couponHeld(value.code ?? '')
    if ((formGone || held) && !withJs)
      noticeOnThisPage(services, { message: refusal.message, type: held ? 'info' : 'danger', persist: false })
    // Refused because the cart changed elsewhere (a line or a coupon another tab took out or put in): the page
    // gets the cart as it is now, so what it shows matches the refusal.
    const current = refusal.unavailable ? null : await getCart(services).catch(() => null)
    const answer = refuse(submission.reply({ formErrors: [refusal.message] }), current)
    if (held || (value.intent === 'coupon' && formGone)) answer.data.couponError = refusal.message
    return answer
  }
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { store, cart: loadedCart, unavailable, removing, bookedDateGone } = loaderData
  const { latest, publish } = useCartContext()
  // The first page of a visit: the layout loaded this same cart in the same request (root.tsx), so it is not handed
  // over again. That update would also reach the forms' islands before their code is here and empty them.
  const [firstDocument] = useState(() => !documentHydrated())
  const skip = useRef(firstDocument)
  useEffect(() => {
    if (skip.current) skip.current = false
    else publish(loadedCart)
  }, [loadedCart, publish])
  const cart = latest ?? loadedCart
  // Every rule the checkout holds the cart to (checkout.server.ts), so the page says what the checkout will refuse.
  const lines = new Set(cartItems(cart).map((item) => item.uid))
  const broken = cartRuleError(cart) ?? bookedDateGone.find((gone) => lines.has(gone.uid))?.message ?? null
  const locale = STORES[store].iso

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="font-serif text-3xl font-bold">Cart</h1>
      {unavailable ? (
        <div role="alert" className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3">
          <p>{CART_MESSAGES.unavailable}</p>
          {/* A plain link: a full reload asks the backend again, with or without JavaScript. */}
          <a href={`/${store}/cart`} className="inline-block rounded-full border border-stone-900 px-4 py-2">
            Try again
          </a>
        </div>
      ) : null}
      {broken ? (
        // A cart filled elsewhere that breaks spec §5: the checkout sends the shopper back here, and this says why.
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-3">
          {broken}
        </p>
      ) : null}
      {removing ? (
        <section aria-labelledby="remove-title" className="space-y-3 rounded-lg border border-stone-300 p-4">
          <h2 id="remove-title" className="text-lg font-semibold">
            Remove product
          </h2>
          <p>Do you really want to remove {removing.name} from your cart?</p>
          <Form method="post" action={`/${store}/cart`} className="flex gap-2">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="uid" value={removing.uid} />
            <input type="hidden" name="name" value={removing.name} />
            <button type="submit" className="rounded-full bg-stone-900 px-4 py-2 text-white">
              Remove
            </button>
            <Link to={`/${store}/cart`} className="rounded-full border border-stone-300 px-4 py-2">
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}
      {unavailable && !latest ? null : (
        <>
          {/* The items' names are h3s, as in the cart sidebar under its h2 title. */}
          <h2 className="sr-only">Products in your cart</h2>
          <CartContents
            cart={cart}
            store={store}
            locale={locale}
            lastResult={actionData}
            idPrefix="page"
            forms={CART_FORM_ISLANDS}
          />
        </>
      )}
    </div>
  )
}

/** The loader's Retry-After and no-store when the cart could not be read. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta(args: Route.MetaArgs) {
  return [...seoMeta(args, { title: 'Cart' }), { name: 'robots', content: 'noindex' }]
}
