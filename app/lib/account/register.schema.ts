import { z } from 'zod'
import { EmailSchema, MESSAGES } from '../validation'
import { nameField } from './names'
import { NewPasswordSchema, passwordNotEmail, passwordsMatch } from './password'

/** The person and sign-in fields every new account gives, on /Register and on /Business alike. */
export const newAccountFields = {
  firstname: nameField(),
  lastname: nameField(),
  email: EmailSchema,
  password: NewPasswordSchema,
  confirmPassword: z.string({ error: MESSAGES.required }).max(256),
  isSubscribed: z.boolean().optional(),
}

/** The registration form (spec §4 "Registration"), validated in the browser and in the action alike. */
export const RegisterSchema = passwordNotEmail(
  passwordsMatch(z.object({ ...newAccountFields, redirectTo: z.string().max(512).optional() })),
)
