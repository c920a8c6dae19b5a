import { z } from 'zod'
import { EmailSchema, MESSAGES } from './validation'

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(256),
  redirectTo: z.string().max(512).optional(),
})

/** Spec §8: login errors also raise a persistent danger notice with this title. */
export const LOGIN_ERROR_TITLE = 'Registration error'
