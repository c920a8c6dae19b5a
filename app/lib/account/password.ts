import { z } from 'zod'
import { MESSAGES, firstBroken } from '../validation'

/** Spec §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 256

/**
 * Magento's rule (customer/password/required_character_classes_number, 2 here): characters of two of the classes
 * lower case a–z, upper case A–Z, digits and anything else. Magento counts only a–z and A–Z as letters: `ä` is
 * "anything else", so `ääääääää!` is one class and refused.
 */
const MAGENTO_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/]
const MAGENTO_REQUIRED_CLASSES = 2

/**
 * Spec §5: at least one letter, and at least one number or special character; and what the backend requires too,
 * so that no password the form lets through comes back refused with the backend's words.
 */
export function meetsPasswordRule(password: string): boolean {
  const classes = MAGENTO_CLASSES.filter((pattern) => pattern.test(password)).length
  return /\p{L}/u.test(password) && /[^\p{L}\s]/u.test(password) && classes >= MAGENTO_REQUIRED_CLASSES
}

/** Magento's password policy of a store: minimum length and how many character classes (storeConfig). */
export type PasswordPolicy = { minLength: number; classes: number }

/** The policy the form's own rule covers (spec §9 length, MAGENTO_REQUIRED_CLASSES): a store asking no more. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  classes: MAGENTO_REQUIRED_CLASSES,
}

/**
 * What a store whose Magento asks more than the form's rule (stock Magento: 3 character classes) refuses, in
 * Magento's words: checked before the password is sent, so that a refusal Magento wraps in a general text (the
 * reset's "Cannot set the customer's password") is never read as something else.
 */
export function passwordPolicyError(password: string, policy: PasswordPolicy): string | null {
  if (password.length < policy.minLength)
    return `The password needs at least ${policy.minLength} characters. Create a new password and try again.`
  const classes = MAGENTO_CLASSES.filter((pattern) => pattern.test(password)).length
  if (classes < policy.classes)
    return `Minimum of different classes of characters in password is ${policy.classes}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`
  return null
}

/** A new password (registration, change, reset), with the spec's texts. Never trimmed: spaces are characters. */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .check(
    // The first rule broken, not an abort (validation.ts firstBroken): "Passwords don't match" is said in the same answer.
    firstBroken((value: string) =>
      value.length === 0
        ? MESSAGES.required
        : value.length < PASSWORD_MIN_LENGTH
          ? MESSAGES.min8
          : value.length > PASSWORD_MAX_LENGTH
            ? `The field should have at most ${PASSWORD_MAX_LENGTH} characters`
            : meetsPasswordRule(value)
              ? null
              : MESSAGES.password,
    ),
  )
  .prefault('')

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

/** Magento's CredentialsValidator text: a password that is the account's own e-mail address is refused. */
export const PASSWORD_IS_EMAIL =
  "The password can't be the same as the email address. Create a new password and try again."

/** A new account's or a reset's password must not be its e-mail address (compared as Magento does, any case). */
export function passwordNotEmail<T extends z.ZodType<{ email: string; password: string }>>(schema: T) {
  return schema.refine((value) => value.password.toLowerCase() !== value.email.trim().toLowerCase(), {
    message: PASSWORD_IS_EMAIL,
    path: ['password'],
  })
}
