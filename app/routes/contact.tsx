import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, useNavigation } from 'react-router'
import { ContactUsDocument } from '~graphql/generated'
import { FormError, SubmitButton, TextAreaField, TextField } from '~/components/form'
import { ContentPageView } from '~/components/content-page-view'
import { RecaptchaField } from '~/components/recaptcha-field'
import { CommerceError } from '~/lib/commerce.server'
import { loadContentPage } from '~/lib/content-page.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { seoMeta } from '~/lib/seo'
import { ContactSchema } from '~/lib/contact.schema'
import type { Route } from './+types/contact'
import { useValidatedForm } from '~/components/use-validated-form'
import { useFormDraft } from '~/components/form-draft'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const page = await loadContentPage(services, 'contact')
  return {
    store: services.store,
    title: page?.title ?? 'Contact',
    blocks: page?.blocks ?? [],
    description: page?.description,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema: ContactSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  try {
    await services.commerce.mutate(
      ContactUsDocument,
      { input: { ...submission.value, telephone: submission.value.telephone ?? '' } },
      { recaptchaToken: recaptchaTokenOf(formData, 'CONTACT') },
    )
  } catch (error) {
    const message =
      error instanceof CommerceError && !error.network
        ? error.joinedMessage
        : 'Your message could not be sent. Please try again later.'
    return data({ result: submission.reply({ formErrors: [message] }), sent: false }, { status: 400 })
  }
  return { result: submission.reply({ resetForm: true }), sent: true }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentPageView title={loaderData.title} blocks={loaderData.blocks} store={loaderData.store}>
      <section aria-labelledby="contact-form-title" className="max-w-xl space-y-4">
        <h2 id="contact-form-title" className="text-xl font-semibold">
          Send us a message
        </h2>
        {actionData?.sent ? <SentNotice /> : null}
        {/* A sent message starts a new form: one restored from a draft would otherwise be reset to that draft. */}
        <ContactForm key={actionData?.sent ? 'sent' : 'form'} lastResult={actionData?.result} />
      </section>
    </ContentPageView>
  )
}

function ContactForm({ lastResult }: { lastResult: SubmissionResult | undefined }) {
  const navigation = useNavigation()
  const draft = useFormDraft('contact')
  const { form, fields, formProps } = useValidatedForm({
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: draft.values,
    constraint: FORM_CONSTRAINTS.contact,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/contact.schema'),
    schema: (module) => module.ContactSchema,
  })
  return (
    <Form method="post" {...draft.bind(formProps)} className="space-y-4">
      <FormError errors={form.errors} />
      <TextField label="Name" field={fields.name} autoComplete="name" />
      <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
      <TextField label="Phone (optional)" field={fields.telephone} type="tel" autoComplete="tel" />
      <TextAreaField label="Message" field={fields.comment} rows={6} />
      <RecaptchaField forms={['CONTACT']} />
      <SubmitButton pending={navigation.state === 'submitting'}>Send message</SubmitButton>
    </Form>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: args.loaderData?.title, description: args.loaderData?.description })
}

/**
 * The confirmation takes the keyboard and comes into view (below the sticky header): on a phone the form ends a
 * screen below it, and an emptied form alone looked like a lost message. With JavaScript the notice is focused when
 * it appears; without, the worker marks it `autofocus` in the answer (`data-focus-after-update`, refused-form.ts).
 */
function SentNotice() {
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => notice.current?.focus(), [])
  return (
    <p
      ref={notice}
      role="status"
      tabIndex={-1}
      data-focus-after-update
      className="rounded bg-emerald-50 p-3 text-emerald-900 outline-none"
    >
      Thank you for your message. We will get back to you soon.
    </p>
  )
}
