import type { FieldMetadata } from '@conform-to/react'
import { TextField } from '~/components/form'
import { PASSWORD_HINT } from '~/lib/account/password-hint'

type Field = FieldMetadata<string | undefined>

/** A new password and its confirmation, the rule said under the first and linked to it (spec §5). */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels = ['Password', 'Confirm password'],
}: {
  password: Field
  confirmPassword: Field
  labels?: readonly [string, string]
}) {
  return (
    <>
      <TextField label={labels[0]} field={password} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <TextField label={labels[1]} field={confirmPassword} type="password" autoComplete="new-password" />
    </>
  )
}
