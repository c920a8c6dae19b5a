// Magento's account rules: e-mail format and the password policy (8 characters, 2 character classes here).
import { z } from 'zod'
import { inputError } from '../graphql/errors.ts'

export const MIN_PASSWORD_LENGTH = 8
const REQUIRED_CLASSES = 2

export const isEmail = (email: string): boolean => z.email().safeParse(email.trim()).success

export function assertPassword(password: string): void {
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
}
