import { data } from 'react-router'

/** Paths no page claims: a 404 with the shared error page ('Page not found' / 'This page could not be found'). */
export function loader() {
  throw data(null, { status: 404 })
}

export default function CatchAll() {
  return null
}

export function meta() {
  return [{ title: 'Page not found' }]
}
