import { z } from 'zod'
import { EmailSchema, MESSAGES } from '../validation'
import { NewPasswordSchema, passwordsMatch } from './password'

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

/** Spec §8: the answer when a reset mail could not be requested. */
export const RESET_REQUEST_FAILED =
  'It was not possible to request a new password, please check the entered email address.'

/** The same answer whether or not an account has this address, so the form cannot tell who is a customer. */
export const RESET_REQUEST_SENT =
  'If there is an account associated with this email address, you will receive an email with a link to reset your password.'

export const RESET_LINK_INVALID =
  'This password reset link has expired or has already been used. Please request a new one.'

/** The reset token as the mail carries it; anything else is not a token. */
export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/)

export const ResetPasswordSchema = passwordsMatch(
  z.object({
    email: EmailSchema,
    token: z.string({ error: MESSAGES.required }).max(128),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.required }).max(256),
  }),
)
