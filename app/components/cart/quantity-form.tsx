import { getInputProps } from '@conform-to/react'
import { useEffect, useEffectEvent, useRef } from 'react'
import { FieldError, FormError } from '~/components/form'
import { useValidatedForm } from '~/components/use-validated-form'
import { CART_MESSAGES, type CartItem, QUANTITY_DEBOUNCE_MS, isQuantityUpdate } from '~/lib/cart'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { notify } from '~/state/notifications'
import { type CartActionData, useCartFetcher } from './cart-fetcher'
import { JsFlag } from './js-flag'
import { sendNow, waitToSend } from './pending-updates'

export type QuantityFormProps = {
  item: CartItem
  name: string
  action: string
  lastResult: CartActionData | undefined
  idPrefix: string
}

/** A cart line's quantity: sent on its own after typing stops (spec §7), or with the Update button without JavaScript. */
export function QuantityForm({ item, name, action, lastResult, idPrefix }: QuantityFormProps) {
  const input = useRef<HTMLInputElement>(null)
  // The field shows the line's quantity again (a refused or ignored update), in place: replacing the element would
  // drop the keyboard focus the shopper has in it.
  const showQuantity = (quantity: number) => {
    if (input.current) input.current.value = String(quantity)
  }
  const updater = useCartFetcher((answer) => {
    if (!answer.ok) {
      notify({
        message: answer.result.error?.['']?.[0] ?? answer.result.error?.quantity?.[0] ?? CART_MESSAGES.unavailable,
        type: 'danger',
      })
      showQuantity(item.quantity)
    }
  })
  // The cart changed (this update, another tab): the field follows unless the shopper is typing in it. Not on the
  // first render: a quantity typed before this code arrived is still to be sent (sendTyped below).
  const shown = useRef(item.quantity)
  useEffect(() => {
    if (shown.current === item.quantity) return
    shown.current = item.quantity
    if (input.current && document.activeElement !== input.current) input.current.value = String(item.quantity)
  }, [item.quantity])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const formRef = useRef<HTMLFormElement>(null)
  const answer =
    updater.data ?? (lastResult?.intent === 'update' && lastResult.uid === item.uid ? lastResult : undefined)
  const { form, fields, formProps, validate } = useValidatedForm({
    id: `${idPrefix}-quantity-${item.uid}`,
    lastResult: updater.state === 'idle' && !answer?.ok ? answer?.result : undefined,
    constraint: FORM_CONSTRAINTS.cartQuantity,
    defaultValue: { quantity: String(item.quantity) },
    shouldValidate: 'onInput',
    loadSchema: () => import('~/lib/cart.schema'),
    schema: (module) => module.UpdateQuantitySchema,
  })
  const { key, ...quantityProps } = getInputProps(fields.quantity, { type: 'number' })
  const typedAndRefused = !updater.data && answer !== undefined && !answer.ok

  // The cart page loads this code on the first touch of the form (routes/cart.tsx): a quantity typed before it
  // arrived changed the field without an input event this code could see, so it is sent now.
  const sendTyped = useEffectEvent((element: HTMLFormElement) => {
    const field = element.elements.namedItem('quantity')
    if (field instanceof HTMLInputElement && field.value !== String(item.quantity)) schedule(element)
  })
  useEffect(() => {
    if (formRef.current) sendTyped(formRef.current)
  }, [])

  // Spec §7: quantity changes are sent 1000 ms after the last keystroke, and only a quantity above 0 counts. The way
  // to the checkout sends a waiting change at once (pending-updates.ts).
  const line = `${idPrefix}-${item.uid}`
  function schedule(formElement: HTMLFormElement) {
    clearTimeout(timer.current)
    const go = () => {
      clearTimeout(timer.current)
      return sendNow(line, send(formElement))
    }
    waitToSend(line, go)
    timer.current = setTimeout(() => void go(), QUANTITY_DEBOUNCE_MS)
  }

  async function send(formElement: HTMLFormElement) {
    const submission = await validate(new FormData(formElement)).catch(() => null)
    // Without the schema (it could not load) the server's validation answers instead.
    if (submission) {
      // This field has no button: its refusal is said as a sent change's outcome is (the message by the field is
      // not announced), and nothing is sent.
      if (submission.status !== 'success') {
        const refusal = Object.values(submission.error ?? {})
          .flat()
          .find((message) => Boolean(message))
        if (refusal) notify({ message: refusal, type: 'danger' })
        return
      }
      if (submission.value.quantity === item.quantity) return
      // 0 is ignored: the line keeps its quantity, shown again in the field.
      if (!isQuantityUpdate(submission.value.quantity)) {
        notify({ message: CART_MESSAGES.quantityZero, type: 'info' })
        showQuantity(item.quantity)
        return
      }
    }
    await updater.submit(formElement, { method: 'post', action, defaultShouldRevalidate: false })
  }

  return (
    <updater.Form
      ref={formRef}
      method="post"
      action={action}
      defaultShouldRevalidate={false}
      {...formProps}
      className="flex flex-wrap items-start gap-2"
      onChange={(event) => schedule(event.currentTarget)}
    >
      <JsFlag />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="uid" value={item.uid} />
      <div className="space-y-1">
        <label htmlFor={fields.quantity.id} className="sr-only">
          Quantity of {name}
        </label>
        <input
          key={key}
          ref={input}
          {...quantityProps}
          // A refused quantity sent without JavaScript comes back as typed, beside its message.
          defaultValue={
            typedAndRefused ? (fields.quantity.initialValue ?? String(item.quantity)) : String(item.quantity)
          }
          inputMode="numeric"
          className="w-20 rounded border border-stone-300 px-2 py-1 aria-invalid:border-red-600"
        />
        <FieldError id={fields.quantity.errorId} errors={fields.quantity.errors} />
        <FormError errors={form.errors} />
      </div>
      <button
        type="submit"
        className="rounded-full border border-stone-900 px-3 py-1 text-sm [html:not(.no-js)_&]:hidden"
      >
        Update
      </button>
    </updater.Form>
  )
}
