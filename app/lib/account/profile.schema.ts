import { z } from 'zod'
import { EmailSchema, MESSAGES } from '../validation'
import { nameField } from './names'
import { CurrentPasswordSchema, NewPasswordSchema, passwordsMatch } from './password'

/** The My Account forms' schemas: server code and dynamic imports (useValidatedForm) only. */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `The field should have at most ${max} characters`)
    .regex(/^[^<>]*$/, 'Please do not use < or > here.')
    .optional()

const DateOfBirthSchema = z.iso
  .date('Please enter a valid date.')
  .refine(
    (value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
    'Please enter a valid date.',
  )
  .optional()

/**
 * The profile form (spec §5 "Profile update"): names and the customer fields of spec §3. Changing the email asks
 * for the password, so the schema is built for the customer's current address.
 */
export function profileSchema(currentEmail: string) {
  return z
    .object({
      prefix: optionalText(40),
      firstname: nameField(),
      lastname: nameField(),
      suffix: optionalText(40),
      email: EmailSchema,
      password: CurrentPasswordSchema.optional(),
      dateOfBirth: DateOfBirthSchema,
      gender: z.enum(['1', '2', '3']).optional(),
      taxvat: optionalText(50),
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
)

/** The account's newsletter checkbox (spec §7: updateCustomerV2 is_subscribed). */
export const NewsletterPreferenceSchema = z.object({ isSubscribed: z.boolean().optional() })
