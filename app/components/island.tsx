import { type ComponentType, Suspense, createElement, lazy, memo, useEffect, useId, useRef, useState } from 'react'
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
   * `idle`: on the first pointer, focus or touch in it, else once the browser is idle after the page has loaded (the
   * header's search box and menu, a form further down the page). Not later: the first router update of the page
   * (a navigation, a fetcher) reaches every part still waiting for its code, and React holds that update until
   * the part can hydrate.
   */
  wake: 'hydrate' | 'idle'
}

/**
 * A part of the page rendered completely on the server (the first HTML has it, with or without JavaScript), whose
 * code the browser loads after the page's own, then hydrates it in place: until then the server's HTML stays
 * as it is (a form in it posts like without JavaScript). A router update (navigation, fetcher) starts the load at
 * once, since React holds such an update until every dehydrated part can hydrate.
 *
 * An update of another kind reaching a part still waiting for its code makes React render it anew: the server's
 * nodes then stand in, inert, until the code is here. To keep that rare, the island ignores a parent's render with
 * equal props (memo): a parent re-rendering after hydration must not hand it new objects (see routes/cart.tsx); and
 * a part not needed at once still loads its code when the browser is idle (`wake: 'idle'`).
 *
 * Rendered in the browser instead (a client-side navigation, a drawer), it has no boundary of its own: it
 * suspends like any route content, so the navigation waits for its code rather than showing an empty place that
 * fills in later.
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
    const id = useId()
    // Decided once: is there server HTML to hydrate here (ids from useId match the server's while hydrating)? Its
    // nodes are kept, to stand in should React replace the part before its code is here.
    const [{ fromServer, serverNodes }] = useState(() => {
      const element = ON_SERVER ? null : document.getElementById(id)
      return { fromServer: ON_SERVER || element !== null, serverNodes: element ? Array.from(element.childNodes) : [] }
    })
    const ref = useRef<HTMLDivElement>(null)
    const hydrated = useRef(false)
    const failed = useRef(false)
    // A form sent before its code is here waits for it (and is then sent as with JavaScript); should the code
    // not load, it is sent as without.
    const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null)
    const navigation = useNavigation()
    const fetchers = useFetchers()
    // In render, not in an effect: an update held for this part commits only once its code is here.
    if (wake === 'hydrate' || !fromServer || navigation.state !== 'idle' || fetchers.length > 0) start()

    useEffect(() => {
      const element = ref.current
      // Rendered in the browser (a client-side navigation): there is no server HTML to keep.
      if (!element?.firstChild) {
        start()
        return
      }
      let woken = false
      const wake = () => {
        if (woken) return
        woken = true
        start()
        wanted.then(load).catch(() => {
          failed.current = true
          resend()
        })
      }
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
      const wakeInside = (event: Event) => {
        if (inside(event)) wake()
      }
      const hold = (event: SubmitEvent) => {
        if (hydrated.current || failed.current || !inside(event) || !(event.target instanceof HTMLFormElement)) return
        // conform's field check (a blur) submits with its own intent button: that is the hydrated form's code at
        // work, never the shopper's submit. Held, it would be sent again without its button, as a real submission.
        if (isConformIntent(event.submitter)) return
        event.preventDefault()
        held.current = { form: event.target, submitter: event.submitter }
        wake()
      }
      // Focus, touch and submit are caught on the window, before they reach the document: React, listening there,
      // stops those aimed at a part that has not hydrated yet (it replays them once it has), so they would never
      // reach this element. pointerenter is sent to every element the pointer enters, this one included.
      const events = ['focusin', 'touchstart'] as const
      element.addEventListener('pointerenter', wake, { once: true, passive: true })
      for (const event of events) window.addEventListener(event, wakeInside, { capture: true, passive: true })
      window.addEventListener('submit', hold, { capture: true })
      const idle = whenIdle(wake)
      // A tap or focus made before the page's own code ran (a slow connection) is not sent again: what it left
      // is looked at instead. Focus or the pointer in the part, or a <details> in it opened (the server renders them
      // closed: the phone's menu), wakes it now.
      if (
        element.contains(document.activeElement) ||
        element.matches(':hover') ||
        element.querySelector('details[open]')
      )
        wake()
      return () => {
        element.removeEventListener('pointerenter', wake)
        for (const event of events) window.removeEventListener(event, wakeInside, { capture: true })
        window.removeEventListener('submit', hold, { capture: true })
        idle.cancel()
      }
    }, [])

    function resend() {
      const pending = held.current
      held.current = null
      if (!pending?.form.isConnected) return
      const submitter = submitterOf(pending)
      // A named submitter that is gone (a temporary button) carried the submission's meaning: not sent without it.
      if (!submitter && pending.submitter instanceof HTMLButtonElement && pending.submitter.name) return
      pending.form.requestSubmit(submitter)
    }

    const content = (
      <>
        {ON_SERVER ? createElement(serverComponent<Props>(name), props) : <Lazy {...props} />}
        <OnHydrated
          callback={() => {
            // Rendered anew rather than hydrated (an update reached it while it waited for its code): the fields of
            // the server's nodes, filled in meanwhile, are carried into the new ones. Once: this runs at every render.
            if (!hydrated.current && serverNodes[0]?.isConnected === false)
              void import('./island-carry-over').then((module) => module.default(serverNodes, ref.current))
            hydrated.current = true
            // After the renders that follow hydration (a form's `js` flag appears in one), so the form is sent as
            // with JavaScript.
            setTimeout(resend, 0)
          }}
        />
      </>
    )
    // Should an update reach this part before its code is here, React takes the server's nodes out and renders the
    // part anew: the same nodes, as they are (inert), stand in until the code is here, so the page never shows a gap
    // where the part was. React does not manage what the stand-in holds; it only removes it afterwards.
    const standIn =
      serverNodes.length > 0 ? (
        <div className="contents" inert ref={(element) => element?.replaceChildren(...serverNodes)} />
      ) : null
    return (
      // display: contents: the wrapper only listens, the layout is the component's own.
      <div ref={ref} id={id} className="contents">
        {fromServer ? <Suspense fallback={standIn}>{content}</Suspense> : content}
      </div>
    )
  }
  return memo(Island)
}

function serverComponent<Props extends object>(name: string): ComponentType<Props> {
  const component = SERVER_COMPONENTS.get(name)
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null))
    throw new Error(`island ${name}: no server component registered (app/lib/islands.server.ts)`)
  // registerServerIsland stored it with the props type this island declares for the same name.
  return component as ComponentType<Props>
}

/** Calls `wake` at the browser's first idle moment (at the latest after `timeout` ms); `cancel` stops it. */
function whenIdle(wake: () => void, timeout = 2000): { cancel: () => void } {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(wake, { timeout })
    return { cancel: () => cancelIdleCallback(handle) }
  }
  const handle = setTimeout(wake, timeout)
  return { cancel: () => clearTimeout(handle) }
}

/** Renders nothing; its effect runs when the boundary around it has hydrated (or rendered) in the browser. */
function OnHydrated({ callback }: { callback: () => void }) {
  useEffect(() => callback(), [callback])
  return null
}

function isConformIntent(submitter: HTMLElement | null): boolean {
  return submitter instanceof HTMLButtonElement && submitter.name === '__intent__'
}

function submitterOf({ form, submitter }: { form: HTMLFormElement; submitter: HTMLElement | null }) {
  return (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form
    ? submitter
    : null
}
