import { getInputProps } from '@conform-to/react'
import { type Cart, currentCoupon } from '~/lib/cart'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { FieldError, FormError } from '~/components/form'
import { useValidatedForm } from '~/components/use-validated-form'
import { type CartActionData, useCartFetcher } from './cart-fetcher'
import { JsFlag } from './js-flag'
import { pendingButtonProps } from '~/components/pending-button'

export type CouponFormProps = { cart: Cart; action: string; lastResult: CartActionData | undefined; idPrefix: string }

/** Apply a coupon; an empty code removes it (spec §5). Only the first applied coupon is shown. */
export function CouponForm({ cart, action, lastResult, idPrefix }: CouponFormProps) {
  const fetcher = useCartFetcher()
  const answer = fetcher.data ?? (lastResult?.intent === 'coupon' ? lastResult : undefined)
  const { form, fields, formProps } = useValidatedForm({
    id: `${idPrefix}-coupon`,
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    constraint: FORM_CONSTRAINTS.coupon,
    shouldValidate: 'onSubmit',
    loadSchema: () => import('~/lib/cart.schema'),
    schema: (module) => module.CouponSchema,
  })
  const applied = currentCoupon(cart)
  const pending = fetcher.state !== 'idle'
  const { key, ...codeProps } = getInputProps(fields.code, { type: 'text' })
  // The backend's refusal of a code (unknown, expired) is the form's message, and it is about the code: the field
  // says so too, as a field's own message does.
  const refusalId = `${form.id}-refusal`
  const refused = Boolean(form.errors?.length)
  const describedBy = [codeProps['aria-describedby'], refused ? refusalId : undefined].filter(Boolean).join(' ')
  return (
    <div className="space-y-2">
      {applied ? (
        <fetcher.Form
          method="post"
          action={action}
          defaultShouldRevalidate={false}
          className="flex items-center justify-between gap-2 text-sm"
        >
          <JsFlag />
          <input type="hidden" name="intent" value="coupon" />
          <input type="hidden" name="code" value="" />
          <p>
            Applied coupon: <strong>{applied}</strong>
          </p>
          <button type="submit" className="underline" {...pendingButtonProps(pending)}>
            Remove coupon
          </button>
        </fetcher.Form>
      ) : null}
      <fetcher.Form method="post" action={action} defaultShouldRevalidate={false} {...formProps} className="space-y-1">
        <JsFlag />
        <input type="hidden" name="intent" value="coupon" />
        <FormError id={refusalId} errors={form.errors} />
        <label htmlFor={fields.code.id} className="block text-sm font-medium">
          Coupon code
        </label>
        <div className="flex gap-2">
          <input
            key={key}
            {...codeProps}
            aria-invalid={codeProps['aria-invalid'] || refused || undefined}
            aria-describedby={describedBy || undefined}
            className="min-w-0 flex-1 rounded border border-stone-300 px-3 py-2 aria-invalid:border-red-600"
          />
          <button
            type="submit"
            {...pendingButtonProps(pending)}
            className="rounded-full border border-stone-900 px-4 py-2 text-sm font-medium aria-disabled:opacity-60"
          >
            Apply
          </button>
        </div>
        <FieldError id={fields.code.errorId} errors={fields.code.errors} />
      </fetcher.Form>
    </div>
  )
}
