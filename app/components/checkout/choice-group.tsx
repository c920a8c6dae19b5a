import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { FieldError } from '~/components/form-errors'

/**
 * A checkout choice (shipping method, payment method): radios under a legend. The radios form a radio group, which
 * can say it is invalid and point to its message (a fieldset cannot).
 */
export function ChoiceGroup({
  id,
  legend,
  field,
  children,
  focusAfterUpdate = false,
}: {
  /** The legend's id, which names the group. */
  id: string
  legend: string
  field: FieldMetadata<string | undefined>
  children: ReactNode
  /** Where the keyboard goes when an update brings this group (see useFocusAfterUpdates). */
  focusAfterUpdate?: boolean
}) {
  const invalid = field.errors?.length ? true : undefined
  return (
    <fieldset className="space-y-2">
      <legend id={id} className="text-lg font-semibold">
        {legend}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={id}
        data-focus-after-update={focusAfterUpdate || undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? field.errorId : undefined}
        className="space-y-2"
      >
        {children}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
