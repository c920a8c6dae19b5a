import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect, replace } from 'react-router'
import { LoginForm } from '~/components/form-islands'
import { LoginSchema } from '~/lib/account/login.schema'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { registrationErrorNotice } from '~/lib/account/account.server'
import { storeRedirectPath } from '~/lib/safe-path'
import { seoMeta } from '~/lib/seo'
import { signIn } from '~/lib/session.server'
import { isDataRequestPath } from '~/lib/stores'
import type { Route } from './+types/customer-login'

export function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const redirectTo = storeRedirectPath(
    url.searchParams.get('redirectTo'),
    services.store,
    `/${services.store}/customer/my-profile`,
  )
  if (services.customerToken) throw replace(redirectTo)
  return { store: services.store, redirectTo }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  // A fetcher (the login modal, or the page with JavaScript) asks through `.data`; a plain form post does not.
  const fromScript = isDataRequestPath(new URL(request.url).pathname)
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const outcome = await signIn(
    services,
    submission.value.email,
    submission.value.password,
    url,
    recaptchaTokenOf(formData, 'CUSTOMER_LOGIN'),
  )
  if (!outcome.ok) {
    registrationErrorNotice(services, [outcome.message])
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ['password'] }) },
      { status: 400 },
    )
  }
  // Only our own paths: a redirect target from a form is outside input.
  const target = storeRedirectPath(
    submission.value.redirectTo,
    services.store,
    `/${services.store}/customer/my-profile`,
  )
  // Signing in changes every part of the page (header, cart, prices), so the browser loads the target afresh.
  if (fromScript) return { result: submission.reply({ resetForm: true }), signedIn: true, redirectTo: target }
  throw redirect(target)
}

export default function CustomerLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold">Sign in</h1>
      <LoginForm
        id="login-page"
        action={`/${loaderData.store}/customer/login`}
        redirectTo={loaderData.redirectTo}
        lastResult={actionData?.result}
      />
      <p className="text-sm">
        <Link to={`/${loaderData.store}/ForgotPassword`} className="inline-block py-1 underline">
          Forgot your password?
        </Link>
      </p>
      <p className="text-sm text-stone-600">
        New here? {/* Registering instead leads where signing in would have (back into the checkout, say). */}
        <Link
          to={`/${loaderData.store}/Register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
          className="underline"
        >
          Create an account
        </Link>
      </p>
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Sign in', noindex: true })
}
