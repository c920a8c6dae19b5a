import { z } from 'zod'
import { EmailSchema, MESSAGES } from '../validation'

/** The sign-in form (login page, login modal, confirmation page); the browser imports it only dynamically. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(256),
  redirectTo: z.string().max(512).optional(),
})
