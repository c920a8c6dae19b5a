import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'

import { FieldError } from './form-errors'
import { pendingButtonProps } from './pending-button'

export { FieldError, FormError } from './form-errors'

const CONTROL = 'w-full rounded border border-stone-300 px-3 py-2 aria-invalid:border-red-600'

type TextFieldProps = {
  label: string
  field: FieldMetadata<string | undefined>
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'date' | 'number' | 'url'
  autoComplete?: string
  /** A short example or rule under the label, linked to the input as its description. */
  hint?: string
  /**
   * Announced as required without the browser's own check: for fields required only in some states of their
   * form (a new address, not a saved one), where a `required` attribute would block a valid submission.
   */
  announceRequired?: boolean
}

/** A labelled input; conform links its errors through aria-invalid and aria-describedby. */
export function TextField({ label, field, type = 'text', autoComplete, hint, announceRequired }: TextFieldProps) {
  const hintId = `${field.id}-hint`
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined })
  return (
    <div className="space-y-1">
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        aria-required={announceRequired || undefined}
        autoComplete={autoComplete}
        className={CONTROL}
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function TextAreaField({
  label,
  field,
  rows = 5,
}: {
  label: string
  field: FieldMetadata<string | undefined>
  rows?: number
}) {
  const { key, ...props } = getTextareaProps(field)
  return (
    <div className="space-y-1">
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea key={key} {...props} rows={rows} className={CONTROL} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      {...pendingButtonProps(pending)}
      className="rounded-full bg-stone-900 px-6 py-3 font-medium text-white hover:bg-stone-700 aria-disabled:opacity-60"
    >
      {children}
    </button>
  )
}

/** A labelled checkbox; conform turns 'on' into true for a z.boolean() field. */
export function CheckboxField({ label, field }: { label: string; field: FieldMetadata<boolean | undefined> }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm">
        <input key={key} {...props} className="size-4 rounded border-stone-300" />
        {label}
      </label>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}

type SelectFieldProps = {
  label: string
  field: FieldMetadata<string | undefined>
  options: readonly { value: string; label: string }[]
  /** The first, empty choice; omitted when a value is required. */
  placeholder?: string
}

export function SelectField({ label, field, options, placeholder }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(field)
  return (
    <div className="space-y-1">
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <select key={key} {...props} className={CONTROL}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}

/**
 * The account a password form is for, as password managers look for it (a field with `autocomplete="username"`):
 * they then save the new password under this address. Not shown and not reached by Tab; `name` when it is sent.
 */
export function AccountName({ email, name }: { email: string; name?: string }) {
  return (
    <input
      type="email"
      name={name}
      value={email}
      readOnly
      autoComplete="username"
      tabIndex={-1}
      aria-hidden="true"
      className="sr-only"
    />
  )
}
