import { redirect } from 'react-router'
import { servicesContext } from '~/lib/context.server'
import { serializeCookie, COOKIE } from '~/lib/cookies'
import { SIGNED_OUT_MESSAGE, SIGN_OUT_THEN } from '~/lib/account'
import { readFormBody } from '~/lib/form-body.server'
import { signOut } from '~/lib/session.server'
import type { Route } from './+types/customer-logout'

/** POST only: revokes the token and clears the session; a failed revoke keeps the customer signed in (spec §4). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  // One named next page, never an address from the form: a consumer signing out to register a business (/Business).
  // A body that is not a form (the sign-out link of another client) signs out all the same.
  const then = await readFormBody(request).then(
    (form) => form.get('then'),
    () => null,
  )
  const outcome = await signOut(services)
  if (!outcome.ok) {
    services.responseCookies.push(
      serializeCookie(COOKIE.message, JSON.stringify({ message: outcome.message, type: 'danger' })),
    )
    throw redirect(`/${services.store}/customer/my-profile`)
  }
  services.responseCookies.push(
    serializeCookie(COOKIE.message, JSON.stringify({ message: SIGNED_OUT_MESSAGE, type: 'success' })),
  )
  throw redirect(then === SIGN_OUT_THEN.business ? `/${services.store}/Business` : `/${services.store}`)
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(`/${context.get(servicesContext).store}/customer/my-profile`)
}
