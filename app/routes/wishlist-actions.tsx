import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { FORM_ANCHOR, keepAddForm, postedFields, withChoice } from '~/lib/add-form.server'
import { AddToCartSchema } from '~/lib/cart.schema'
import { type RequestServices, servicesContext } from '~/lib/context.server'
import { parseSelection, resolveVariant } from '~/lib/product'
import { loadProduct } from '~/lib/product.server'
import { COOKIE, serializeCookie } from '~/lib/cookies'
import { readFormBody } from '~/lib/form-body.server'
import type { FlashMessage } from '~/lib/message-cookie'
import { safeRedirectPath } from '~/lib/safe-path'
import { WISHLIST_MESSAGES } from '~/lib/wishlist/wishlist'
import { WishlistFormSchema } from '~/lib/wishlist/wishlist.schema'
import { WishlistError, addToWishlist, rememberPendingAdd, removeFromWishlist } from '~/lib/wishlist/wishlist.server'
import type { Route } from './+types/wishlist-actions'

export type WishlistActionData = {
  ok: boolean
  intent: 'add' | 'remove' | null
  message: string
  /** A guest's add is kept until they have signed in. */
  signIn: boolean
}

/**
 * `POST /{store}/wishlist`: the wishlist toggle (add or remove) of cards, the product page and cart items, and the
 * remove buttons of the wishlist. With JavaScript (a fetcher) it answers with data; without, it redirects back
 * with a message. A guest's add is remembered and the guest sent to sign in, coming back to the same page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const withJs = formData.get('js') === '1'
  const rawReturn = formData.get('returnTo')
  const submission = parseWithZod(formData, { schema: WishlistFormSchema })
  // The product page's add form, sent here by its heart without JavaScript (product-view.tsx): the page comes back at
  // the options ticked and at its form, which keeps what was typed (a date, a student's name, a quantity).
  const anchor = formData.get('anchor')
  const addForm = typeof anchor === 'string' && FORM_ANCHOR.test(anchor) ? anchor : null
  const posted = postedFields(formData)
  const returnTo = safeRedirectPath(typeof rawReturn === 'string' ? rawReturn : null, `/${services.store}`)
  const page = addForm ? withChoice(returnTo, posted) : returnTo
  const back = addForm ? `${page}#${addForm}` : page
  if (addForm && !withJs) {
    const typed = parseWithZod(formData, { schema: AddToCartSchema }).reply().initialValue
    keepAddForm(services, posted.get('sku')?.slice(0, 64) ?? '', { initialValue: typed })
  }

  const answer = (outcome: WishlistActionData, flash: FlashMessage) => {
    if (withJs) return data(outcome, { status: outcome.ok || outcome.signIn ? 200 : 400 })
    services.responseCookies.push(serializeCookie(COOKIE.message, JSON.stringify(flash)))
    return redirect(back)
  }
  const refuse = (intent: WishlistActionData['intent'], message: string) =>
    answer(
      { ok: false, intent, message, signIn: false },
      { message, type: 'danger', title: WISHLIST_MESSAGES.errorTitle, persist: false },
    )

  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? WISHLIST_MESSAGES.productNotFound
    return refuse(null, message)
  }
  const input =
    addForm && submission.value.intent === 'add' && !submission.value.variant
      ? { ...submission.value, variant: await tickedVariant(services, submission.value.sku, posted) }
      : submission.value

  if (!services.customerToken) {
    if (input.intent !== 'add') return refuse(input.intent, WISHLIST_MESSAGES.signIn)
    rememberPendingAdd(services, input)
    if (withJs) return { ok: false, intent: input.intent, message: WISHLIST_MESSAGES.signIn, signIn: true }
    // The sign-in page says why it is shown, as the dialog does with JavaScript.
    const notice = { message: WISHLIST_MESSAGES.signIn, type: 'info', title: WISHLIST_MESSAGES.title, persist: false }
    services.responseCookies.push(serializeCookie(COOKIE.message, JSON.stringify(notice)))
    return redirect(`/${services.store}/customer/login?redirectTo=${encodeURIComponent(page)}`)
  }

  try {
    if (input.intent === 'add') {
      const name = await addToWishlist(services, input)
      const message = WISHLIST_MESSAGES.added(name)
      return answer(
        { ok: true, intent: 'add', message, signIn: false },
        { message, type: 'success', title: WISHLIST_MESSAGES.title, persist: false },
      )
    }
    await removeFromWishlist(services, input.ids)
    const message = input.name ? WISHLIST_MESSAGES.removed(input.name) : WISHLIST_MESSAGES.removed('The product')
    return answer(
      { ok: true, intent: 'remove', message, signIn: false },
      { message, type: 'success', title: WISHLIST_MESSAGES.title, persist: false },
    )
  } catch (error) {
    if (!(error instanceof WishlistError)) throw error
    return refuse(input.intent, error.message)
  }
}

/** Nothing to show here: the wishlist lives on its page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}/customer/my-wishlist`)
}

/** The variant a configurable's ticked option radios name, or undefined (not configurable, a choice left open). */
async function tickedVariant(services: RequestServices, sku: string, posted: URLSearchParams) {
  const product = await loadProduct(services, sku).then(
    (loaded) => loaded.product,
    () => null,
  )
  if (product?.__typename !== 'ConfigurableProduct') return undefined
  const selection = parseSelection(posted, product.configurable_options)
  return resolveVariant(product.configurable_options, product.variants, selection)?.sku ?? undefined
}
