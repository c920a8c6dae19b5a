import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ChoiceGroup } from '~/components/choice-group'
import { FormError, SubmitButton, TextAreaField, TextField } from '~/components/form'
import { RecaptchaField } from '~/components/recaptcha-field'
import { useValidatedForm } from '~/components/use-validated-form'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { type RatingField, ratingFieldName } from '~/lib/reviews'

type ReviewFormProps = { ratings: RatingField[]; lastResult: { result: SubmissionResult; sent: boolean } | undefined }

/** Posts to the route that renders the product page; works without JavaScript, errors come back through the reply. */
export function ReviewForm({ ratings, lastResult }: ReviewFormProps) {
  const navigation = useNavigation()
  const { form, fields, formProps } = useValidatedForm({
    id: 'review-form',
    lastResult: navigation.state === 'idle' ? lastResult?.result : undefined,
    constraint: FORM_CONSTRAINTS.review,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/reviews.schema'),
    schema: (module) => module.createReviewSchema(ratings),
  })
  const ratingFields = fields.ratings.getFieldset()

  return (
    <section aria-labelledby="write-review-heading" className="max-w-xl space-y-4">
      <h3 id="write-review-heading" className="text-lg font-semibold">
        Write a review
      </h3>
      {lastResult?.sent ? (
        // Without JavaScript the page comes back at its top: the worker gives this the keyboard (refused-form.ts).
        <p role="status" tabIndex={-1} data-focus-after-update className="rounded bg-emerald-50 p-3 text-emerald-900">
          Thank you for your review
        </p>
      ) : null}
      <Form method="post" preventScrollReset {...formProps} className="space-y-4">
        <FormError errors={form.errors} />
        {ratings.map((rating, index) => {
          const field = ratingFields[ratingFieldName(index)]
          if (!field) return null
          return (
            <ChoiceGroup key={rating.id} id={`${field.id}-legend`} legend={rating.name} field={field} compact>
              {rating.valueIds.map((valueId, valueIndex) => (
                <label key={valueId} className="flex min-h-11 items-center gap-1.5 pr-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={valueId}
                    form={form.id}
                    defaultChecked={field.initialValue === valueId}
                    required
                    className="size-5 focus-visible:outline-2 focus-visible:outline-stone-900"
                  />
                  {valueIndex + 1} {valueIndex === 0 ? 'star' : 'stars'}
                </label>
              ))}
            </ChoiceGroup>
          )
        })}
        <TextField label="Title" field={fields.title} />
        <TextField label="Name" field={fields.nickname} autoComplete="nickname" />
        <TextAreaField label="Review" field={fields.text} rows={5} />
        <RecaptchaField forms={['PRODUCT_REVIEW']} />
        <SubmitButton pending={navigation.state === 'submitting' && navigation.formMethod === 'POST'}>
          Submit review
        </SubmitButton>
      </Form>
    </section>
  )
}
