import { type ComponentType, Suspense, createElement, lazy, useEffect, useRef } from 'react'
import { useFetchers, useNavigation } from 'react-router'

/**
 * The islands' components as the server renders them, imported statically by app/lib/islands.server.ts (which
 * entry.server.tsx loads). A static import here, or in the module using the island, would put the component's
 * code into the browser's chunk too: a module with JSX always runs something when loaded, so it is never dropped.
 */
const SERVER_COMPONENTS = new Map<string, unknown>()

export function registerServerIsland<Props extends object>(name: string, component: ComponentType<Props>) {
  SERVER_COMPONENTS.set(name, component)
}

/** The worker has no document (import.meta.env.SSR is not set in the Cloudflare plugin's worker build). */
const ON_SERVER = typeof document === 'undefined'

type IslandOptions<Props> = {
  /** The name the server registered its component under (app/lib/islands.server.ts). */
  name: string
  /** The component's module, dynamically imported: `() => import('./newsletter-form').then((m) => m.NewsletterForm)`. */
  load: () => Promise<ComponentType<Props>>
  /**
   * When the browser loads the code: `hydrate` at once (a part the page needs, such as the product view), or
   * `interaction`: on the first pointer, focus or touch in it (a form further down the page).
   */
  wake: 'hydrate' | 'interaction'
}

/**
 * A part of the page rendered completely on the server (the first HTML has it, with or without JavaScript), whose
 * code the browser loads after the page's own, then hydrates it in place: until then the server's HTML stays
 * as it is (a form in it posts like without JavaScript). A router update (navigation, fetcher) starts the load at
 * once, since React holds such an update until every dehydrated part can hydrate.
 */
export function island<Props extends object>({ name, load, wake }: IslandOptions<Props>) {
  let start: () => void = () => undefined
  const wanted = new Promise<void>((resolve) => {
    start = resolve
  })
  const Lazy = lazy(async () => {
    await wanted
    return { default: await load() }
  })

  function Island(props: Props) {
    const ref = useRef<HTMLDivElement>(null)
    const hydrated = useRef(false)
    const failed = useRef(false)
    // A form sent before its code is here waits for it (and is then sent as with JavaScript); should the code
    // not load, it is sent as without.
    const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null)
    const navigation = useNavigation()
    const fetchers = useFetchers()
    // In render, not in an effect: an update held for this part commits only once its code is here.
    if (wake === 'hydrate' || navigation.state !== 'idle' || fetchers.length > 0) start()

    useEffect(() => {
      const element = ref.current
      // Rendered in the browser (a client-side navigation): there is no server HTML to keep.
      if (!element?.firstChild) {
        start()
        return
      }
      const wake = () => {
        start()
        wanted.then(load).catch(() => {
          failed.current = true
          resend()
        })
      }
      const hold = (event: SubmitEvent) => {
        if (hydrated.current || failed.current || !(event.target instanceof HTMLFormElement)) return
        event.preventDefault()
        held.current = { form: event.target, submitter: event.submitter }
        wake()
      }
      const events = ['pointerenter', 'focusin', 'touchstart'] as const
      for (const event of events) element.addEventListener(event, wake, { once: true, passive: true })
      element.addEventListener('submit', hold)
      return () => {
        for (const event of events) element.removeEventListener(event, wake)
        element.removeEventListener('submit', hold)
      }
    }, [])

    function resend() {
      const pending = held.current
      held.current = null
      if (pending?.form.isConnected) pending.form.requestSubmit(submitterOf(pending))
    }

    return (
      // display: contents: the wrapper only listens, the layout is the component's own.
      <div ref={ref} className="contents">
        <Suspense fallback={null}>
          {ON_SERVER ? createElement(serverComponent<Props>(name), props) : <Lazy {...props} />}
          <OnHydrated
            callback={() => {
              hydrated.current = true
              resend()
            }}
          />
        </Suspense>
      </div>
    )
  }
  return Island
}

function serverComponent<Props extends object>(name: string): ComponentType<Props> {
  const component = SERVER_COMPONENTS.get(name)
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null))
    throw new Error(`island ${name}: no server component registered (app/lib/islands.server.ts)`)
  // registerServerIsland stored it with the props type this island declares for the same name.
  return component as ComponentType<Props>
}

/** Renders nothing; its effect runs when the boundary around it has hydrated (or rendered) in the browser. */
function OnHydrated({ callback }: { callback: () => void }) {
  useEffect(() => callback(), [callback])
  return null
}

function submitterOf({ form, submitter }: { form: HTMLFormElement; submitter: HTMLElement | null }) {
  return (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form
    ? submitter
    : null
}
