import { z } from 'zod'
import { EmailSchema, MESSAGES, isPrintable } from '../validation'
import { nameField } from './names'
import { CurrentPasswordSchema, NewPasswordSchema, passwordsMatch } from './password'

/** The My Account forms' schemas: server code and dynamic imports (useValidatedForm) only. */

const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `The field should have at most ${max} characters`)
    .regex(/^[^<>]*$/, 'Please do not use < or > here.')
    .refine((value) => isPrintable(value), MESSAGES.printable)
    .optional()

const INVALID_DATE = 'Please enter a valid date.'

// One message for a date that is not one (2024-13-45) and for one out of range, never both.
const DateOfBirthSchema = z.iso
  .date({ error: INVALID_DATE, abort: true })
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), INVALID_DATE)
  .optional()

/**
 * The profile form (spec §5 "Profile update"): names and the customer fields of spec §3. Changing the email asks
 * for the password, so the schema is built for the customer's current address.
 */
export function profileSchema(currentEmail: string) {
  return z
    .object({
      prefix: optionalField(40),
      firstname: nameField(),
      lastname: nameField(),
      suffix: optionalField(40),
      email: EmailSchema,
      password: CurrentPasswordSchema.optional(),
      dateOfBirth: DateOfBirthSchema,
      gender: z.enum(['1', '2', '3'], { error: 'Please choose an option from the list.' }).optional(),
      taxvat: optionalField(50),
    })
    .refine((value) => value.email.toLowerCase() === currentEmail.toLowerCase() || Boolean(value.password), {
      message: MESSAGES.required,
      path: ['password'],
    })
}

export const ChangePasswordSchema = passwordsMatch(
  z.object({
    currentPassword: CurrentPasswordSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.required }).max(256),
  }),
  MESSAGES.passwordDoesNotMatch,
)

/** The account's newsletter checkbox (spec §7: updateCustomerV2 is_subscribed). */
export const NewsletterPreferenceSchema = z.object({ isSubscribed: z.boolean().optional() })
