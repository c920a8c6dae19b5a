import { Suspense, lazy, useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { useStore } from '~/state/use-store'
import type { StoreCode } from '~/lib/stores'
import { setToggle, ui } from '~/state/ui'
import { useBackdropClose } from '../backdrop-close'
import { CloseIcon } from '../icons'
import { useCloseOnNavigation } from '../lazy-dialog'

// The form and its validation load when the modal first opens, not with every page.
const LoginForm = lazy(() => import('./login-form').then((module) => ({ default: module.LoginForm })))

/**
 * The closable login modal (spec §2) on the native <dialog>: focus moves in and is trapped, Escape and the close
 * button close it, and focus returns to what opened it.
 */
export function LoginModal({ store }: { store: StoreCode }) {
  const loginModal = useStore(ui, (state) => state.loginModal)
  const dialog = useRef<HTMLDialogElement>(null)
  const location = useLocation()
  useBackdropClose(dialog, () => setToggle('loginModal', false))

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (loginModal && !element.open) element.showModal()
    if (!loginModal && element.open) element.close()
  }, [loginModal])

  // Following a link out of it closes it.
  useCloseOnNavigation('loginModal')

  return (
    <dialog
      ref={dialog}
      aria-labelledby="login-modal-title"
      onClose={() => setToggle('loginModal', false)}
      className="m-auto w-full max-w-md rounded-xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      {loginModal ? (
        <div className="space-y-5 p-6">
          <div className="flex items-center justify-between">
            <h2 id="login-modal-title" className="font-serif text-2xl font-bold">
              Sign in
            </h2>
            <button
              type="button"
              onClick={() => setToggle('loginModal', false)}
              className="rounded p-2 hover:bg-stone-100"
            >
              <CloseIcon title="Close sign in" />
            </button>
          </div>
          <Suspense fallback={<p className="text-sm text-stone-600">Loading…</p>}>
            <LoginForm
              id="login-modal"
              action={`/${store}/customer/login`}
              redirectTo={`${location.pathname}${location.search}`}
              focusAccountAfter
            />
          </Suspense>
          <p className="text-sm">
            <Link to={`/${store}/ForgotPassword`} className="inline-block py-1 underline">
              Forgot your password?
            </Link>
          </p>
          <p className="text-sm text-stone-600">
            New here?{' '}
            {/* A new account opens on the account itself (the sign-in page passes on a redirectTo it was given). */}
            <Link to={`/${store}/Register`} className="underline">
              Create an account
            </Link>
          </p>
        </div>
      ) : null}
    </dialog>
  )
}
