import { redirect } from 'react-router'
import { servicesContext } from '~/lib/context.server'
import { serializeCookie, COOKIE } from '~/lib/cookies'
import { signOut } from '~/lib/session.server'
import type { Route } from './+types/customer-logout'

/** POST only: revokes the token and clears the session; a failed revoke keeps the customer signed in (spec §4). */
export async function action({ context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const outcome = await signOut(services)
  if (!outcome.ok) {
    services.responseCookies.push(
      serializeCookie(COOKIE.message, JSON.stringify({ message: outcome.message, type: 'danger' })),
    )
    throw redirect(`/${services.store}/customer/my-profile`)
  }
  throw redirect(`/${services.store}`)
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(`/${context.get(servicesContext).store}/customer/my-profile`)
}
