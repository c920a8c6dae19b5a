import { replace } from 'react-router'
import { servicesContext } from '~/lib/context.server'
import type { Route } from './+types/customer._index'

export function loader({ context }: Route.LoaderArgs) {
  throw replace(`/${context.get(servicesContext).store}/customer/my-profile`)
}
