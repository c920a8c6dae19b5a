import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react'
import {
  Link,
  type MetaDescriptor,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { CHUNK_RELOAD_KEY, shouldReloadForChunkError } from '~/lib/chunk-reload'
import { DEFAULT_STORE, isStoreCode } from '~/lib/stores'
import { failLoading } from '~/state/loading-bar'
import type { loader as rootLoader } from '~/root'

type ErrorKind = 'not-found' | 'unavailable' | 'error'

function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found'
  // A backend that is down or too slow (see lib/outage.server.ts): the page exists, it could not be shown now.
  if (isRouteErrorResponse(error) && error.status === 503) return 'unavailable'
  return 'error'
}

/** Spec §2: 'Page not found' for a 404, else 'An error occurred'; an outage says more below the heading. */
const HEADINGS: Record<ErrorKind, string> = {
  'not-found': 'Page not found',
  unavailable: 'An error occurred',
  error: 'An error occurred',
}

/** The document title of an error page (the tab otherwise shows the bare address); never indexed. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  return [{ title: `${HEADINGS[errorKind(error)]} | Estelle Tijs` }, { name: 'robots', content: 'noindex' }]
}

/** The error page of spec §2, used by the root and by the store layout (where header and footer stay). */
export function RouteErrorPage() {
  return (
    <ErrorPageGuard>
      <ErrorPage />
    </ErrorPageGuard>
  )
}

function ErrorPage() {
  const error = useRouteError()
  const rootData = useRouteLoaderData<typeof rootLoader>('root')
  const location = useLocation()
  const fromPath = location.pathname.split('/')[1]
  const store = isStoreCode(fromPath) ? fromPath : DEFAULT_STORE
  const kind = errorKind(error)
  const notFound = kind === 'not-found'
  // A refused request (a body that is not a form, say) carries its own explanation for the client.
  const clientMessage =
    isRouteErrorResponse(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !notFound &&
    typeof error.data === 'string'
      ? error.data
      : null

  useEffect(() => {
    if (notFound) return
    failLoading()
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? '') || undefined
    if (shouldReloadForChunkError(error, last, Date.now())) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
      window.location.reload()
    }
  }, [error, notFound])

  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-serif text-3xl font-bold">{HEADINGS[kind]}</h1>
      {notFound ? <p className="text-stone-600">This page could not be found</p> : null}
      {clientMessage ? <p className="text-stone-600">{clientMessage}</p> : null}
      {kind === 'unavailable' ? (
        <>
          <p className="text-stone-600">
            Our shop could not load this page just now. Please try again in a moment; nothing you did caused this.
          </p>
          {/* A plain link: a full reload asks the backend again, with or without JavaScript. */}
          <a
            href={`${location.pathname}${location.search}`}
            className="rounded-full border border-stone-900 px-6 py-3 hover:bg-stone-100"
          >
            Try again
          </a>
        </>
      ) : null}
      <Link
        to={`/${store}`}
        reloadDocument={rootData === undefined}
        className="rounded-full bg-stone-900 px-6 py-3 text-white hover:bg-stone-700"
      >
        Back to Home page
      </Link>
    </section>
  )
}

/** Spec §2: an error while showing the error page gets its own minimal page. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error page failed', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className="p-8 text-center">
        <h1 className="text-2xl font-semibold">An error occurred while showing the error page</h1>
        <a href="/" className="mt-4 inline-block underline">
          Go back to home
        </a>
      </section>
    )
  }
}
