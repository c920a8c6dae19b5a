// Magento's account rules: e-mail format and the password policy (8 characters, 2 character classes here).
import { z } from 'zod'
import { inputError } from '../graphql/errors.ts'

export const MIN_PASSWORD_LENGTH = 8

/** Magento's answer when an e-mail address is taken, on registration and on an e-mail change alike. */
export const DUPLICATE_EMAIL = 'A customer with the same email address already exists in an associated website.'

/** The profile fields shared by CustomerCreateInput, CustomerUpdateInput and the classic CustomerInput. */
export const ProfileInputSchema = z.object({
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  middlename: z.string().nullish(),
  prefix: z.string().nullish(),
  suffix: z.string().nullish(),
  date_of_birth: z.string().nullish(),
  dob: z.string().nullish(),
  gender: z.number().int().nullish(),
  taxvat: z.string().nullish(),
  is_subscribed: z.boolean().nullish(),
})
const REQUIRED_CLASSES = 2

export const isEmail = (email: string): boolean => z.email().safeParse(email.trim()).success

/** A new password by Magento's rules (CredentialsValidator, AccountManagement): length, classes, not the e-mail. */
export function assertPassword(password: string, email: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw inputError(
      `The password needs at least ${MIN_PASSWORD_LENGTH} characters. Create a new password and try again.`,
    )
  }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length
  if (classes < REQUIRED_CLASSES) {
    throw inputError(
      `Minimum of different classes of characters in password is ${REQUIRED_CLASSES}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
    )
  }
  // After the strength checks, as AccountManagement asks CredentialsValidator (strcasecmp).
  if (password.toLowerCase() === email.trim().toLowerCase())
    throw inputError("The password can't be the same as the email address. Create a new password and try again.")
}
