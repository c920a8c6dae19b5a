import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { FormError, SubmitButton, TextField } from '~/components/form'
import { checkoutMeta, checkoutProgress, nextStep } from '~/lib/checkout'
import { EmailStepSchema } from '~/lib/checkout.schema'
import { loadStep, redirectToCart, setGuestEmail, stepPath, toCheckoutError } from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import type { Route } from './+types/checkout.user-account'
import { useValidatedForm } from '~/components/use-validated-form'
import { useFormDraft } from '~/components/form-draft'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { cart, progress } = await loadStep(services, 'user-account')
  return {
    store: services.store,
    email: cart.email ?? '',
    signedIn: Boolean(services.customerToken),
    next: nextStep(progress, 'user-account'),
  }
}

/** Spec §7 setGuestEmailOnCart: the one call of this step. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const submission = parseWithZod(await readFormBody(request), { schema: EmailStepSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const cart = await setGuestEmail(services, submission.value.email)
    return redirect(stepPath(services, nextStep(checkoutProgress(cart, false), 'user-account')))
  } catch (error) {
    const failure = toCheckoutError(error)
    if (failure.cartGone) return redirectToCart(services, failure.message)
    return data({ result: submission.reply({ formErrors: [failure.message] }) }, { status: 400 })
  }
}

export default function UserAccountStep({ loaderData, actionData }: Route.ComponentProps) {
  const { store, email, signedIn, next } = loaderData
  const navigation = useNavigation()
  const draft = useFormDraft('checkout-email')
  const { form, fields, formProps } = useValidatedForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: draft.values ?? { email },
    constraint: FORM_CONSTRAINTS.emailStep,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/checkout.schema'),
    schema: (module) => module.EmailStepSchema,
  })

  if (signedIn) {
    return (
      <section aria-labelledby="user-account-title" className="space-y-4">
        <h2 id="user-account-title" className="text-xl font-semibold">
          Your account
        </h2>
        <p>Signed in as {email}</p>
        <Link
          to={`/${store}/checkout/${next}`}
          className="inline-block rounded-full bg-stone-900 px-6 py-3 font-medium text-white"
        >
          Continue
        </Link>
      </section>
    )
  }
  return (
    <section aria-labelledby="user-account-title" className="max-w-xl space-y-4">
      <h2 id="user-account-title" className="text-xl font-semibold">
        Your email
      </h2>
      <p className="text-sm text-stone-600">
        We send the order confirmation to this address. Have an account?{' '}
        <Link
          to={`/${store}/customer/login?redirectTo=${encodeURIComponent(`/${store}/checkout`)}`}
          className="underline"
        >
          Sign in
        </Link>
      </p>
      <Form method="post" {...draft.bind(formProps)} className="space-y-4">
        <FormError errors={form.errors} />
        <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
        <SubmitButton pending={navigation.state === 'submitting'}>Continue</SubmitButton>
      </Form>
    </section>
  )
}

export function meta() {
  return checkoutMeta('Your email')
}
