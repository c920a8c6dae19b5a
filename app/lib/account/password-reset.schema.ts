import { z } from 'zod'
import { EmailSchema, MESSAGES } from '../validation'
import { NewPasswordSchema, passwordNotEmail, passwordsMatch } from './password'

/** The password reset forms' schemas: server code and dynamic imports (useValidatedForm) only. */

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

/** The reset token as the mail carries it; anything else is not a token. */
export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/)

export const ResetPasswordSchema = passwordNotEmail(
  passwordsMatch(
    z.object({
      email: EmailSchema,
      token: z.string({ error: MESSAGES.required }).max(128),
      password: NewPasswordSchema,
      confirmPassword: z.string({ error: MESSAGES.required }).max(256),
    }),
  ),
)
