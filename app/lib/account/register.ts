import { z } from 'zod'
import { EmailSchema, MESSAGES } from '../validation'
import { nameField } from './names'
import { NewPasswordSchema, passwordsMatch } from './password'

/** The registration form (spec §4 "Registration"), validated in the browser and in the action alike. */
export const RegisterSchema = passwordsMatch(
  z.object({
    firstname: nameField(),
    lastname: nameField(),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.required }).max(256),
    isSubscribed: z.boolean().optional(),
    redirectTo: z.string().max(512).optional(),
  }),
)

/** Spec §4 and §8: the notice after creating an account that must be confirmed first. */
export const REGISTRATION_CONFIRMATION = {
  title: 'Registration confirmation',
  message: 'You must confirm your account. Please check your email for the confirmation link.',
} as const

/** Spec §8: registration (and login) errors also raise a persistent danger notice with this title. */
export const REGISTRATION_ERROR_TITLE = 'Registration error'
