import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'

export type CustomerState = { isLoggedIn: boolean; isB2b: boolean; email: string | null }

/**
 * The signed-in state every part of the site may read (spec §3 client state: isLoggedIn, isB2b): it comes from the
 * root loader, so it is never a second copy of server state. A business customer sees the fast order, for instance.
 */
export function useCustomer(): CustomerState {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return { isLoggedIn: data?.isLoggedIn ?? false, isB2b: data?.isB2b ?? false, email: data?.customerEmail ?? null }
}
