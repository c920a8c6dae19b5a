/** The interface texts of spec §5, one place for every form (the browser's too: no zod here). */
export const MESSAGES = {
  required: 'This field is required',
  min2: 'The field should have at least 2 characters',
  min4: 'The field should have at least 4 characters',
  min8: 'The field should have at least 8 characters',
  email: 'The email field must be a valid email',
  invalidEmail: 'Invalid email',
  passwordsDontMatch: "Passwords don't match",
  passwordDoesNotMatch: 'Password does not match',
  password: 'Please use one uppercase and one number in your password.',
  selectCountry: 'Please select a country first',
  printable: 'Please use only printable characters.',
} as const
