import { z } from 'zod'
import { MESSAGES } from '../validation'

/** Spec §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 256

/** Spec §5: at least one letter, and at least one number or special character. */
export function meetsPasswordRule(password: string): boolean {
  return /\p{L}/u.test(password) && /[^\p{L}\s]/u.test(password)
}

/** A new password (registration, change, reset), with the spec's texts. Never trimmed: spaces are characters. */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.min8, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: `The field should have at most ${PASSWORD_MAX_LENGTH} characters`, abort: true })
  .refine(meetsPasswordRule, MESSAGES.password)

/** The password the customer already has: only required, its rule is the backend's business. */
export const CurrentPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, `The field should have at most ${PASSWORD_MAX_LENGTH} characters`)

/**
 * The "confirm password" check, reported on the confirmation field. Spec §5 has two texts: "Passwords don't
 * match" for a new account or a reset, 'Password does not match' for a change of the customer's password.
 */
export function passwordsMatch<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
  message: string = MESSAGES.passwordsDontMatch,
) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message,
    path: ['confirmPassword'],
  })
}
