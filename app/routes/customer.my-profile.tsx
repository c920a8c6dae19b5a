import { useRouteLoaderData } from 'react-router'
import type { loader as customerLoader } from './customer'

/** The profile overview; editing arrives with the account area. */
export default function MyProfile() {
  const data = useRouteLoaderData<typeof customerLoader>('routes/customer')
  const customer = data?.customer
  if (!customer) return null
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">My profile</h2>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">Name</dt>
        <dd>
          {customer.firstname} {customer.lastname}
        </dd>
        <dt className="font-medium">Email</dt>
        <dd>{customer.email}</dd>
        <dt className="font-medium">Newsletter</dt>
        <dd>{customer.is_subscribed ? 'Subscribed' : 'Not subscribed'}</dd>
        {customer.is_b2b ? (
          <>
            <dt className="font-medium">Account</dt>
            <dd>Business customer</dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
