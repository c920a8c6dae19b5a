import type { ReactNode } from 'react'
import { FieldError } from '~/components/form-errors'

/**
 * A choice of radios under a legend (a shipping or payment method, a review's stars). The radios form a radio group,
 * which can say it is invalid and point to its message (a fieldset cannot).
 */
export function ChoiceGroup({
  id,
  legend,
  field,
  children,
  focusAfterUpdate = false,
  compact = false,
}: {
  /** The legend's id, which names the group. */
  id: string
  legend: string
  /** conform's field (its messages and their id). */
  field: { errors?: string[]; errorId: string }
  children: ReactNode
  /** Where the keyboard goes when an update brings this group (see useFocusAfterUpdates). */
  focusAfterUpdate?: boolean
  /** A small legend and the radios side by side (a review's stars), announced as required. */
  compact?: boolean
}) {
  const invalid = field.errors?.length ? true : undefined
  return (
    <fieldset className={compact ? 'space-y-1' : 'space-y-2'}>
      <legend id={id} className={compact ? 'text-sm font-medium' : 'text-lg font-semibold'}>
        {legend}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={id}
        data-focus-after-update={focusAfterUpdate || undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? field.errorId : undefined}
        aria-required={compact || undefined}
        className={compact ? 'flex flex-wrap gap-x-3' : 'space-y-2'}
      >
        {children}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
