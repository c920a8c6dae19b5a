import { describe, expect, it } from 'vitest'
import { ACCOUNT_NAV, accountNavFor } from '~/lib/account/nav'
import { ChangePasswordSchema, profileSchema } from '~/lib/account/profile.schema'
import { RegisterSchema } from '~/lib/account/register.schema'
import { NewsletterSchema } from '~/lib/account/newsletter.schema'
import { NewPasswordSchema, PASSWORD_IS_EMAIL, meetsPasswordRule, passwordPolicyError } from '~/lib/account/password'
import { ResetPasswordSchema } from '~/lib/account/password-reset.schema'
import { MESSAGES } from '~/lib/validation'
import { NAME_MESSAGE } from '~/lib/account/names'
import { gendersFor } from '~/lib/account/profile'
import { GENDERS as BUSINESS_REGISTRATION_GENDERS } from '~/lib/b2b/registration'

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('password rule (spec §5)', () => {
  it('needs a letter and a number or special character', () => {
    expect(meetsPasswordRule('abcdefg1')).toBe(true)
    expect(meetsPasswordRule('abcdefg!')).toBe(true)
    expect(meetsPasswordRule('abcdefgh')).toBe(false)
    expect(meetsPasswordRule('12345678')).toBe(false)
    expect(meetsPasswordRule('abcd efg')).toBe(false)
  })

  it('refuses what Magento refuses: accented letters and signs alone are one of its character classes', () => {
    expect(meetsPasswordRule('ääääääää!')).toBe(false)
    expect(meetsPasswordRule('éèàçùâ-!')).toBe(false)
    expect(meetsPasswordRule('ääääääää1')).toBe(true)
    expect(meetsPasswordRule('Äpfelkuchen!')).toBe(true)
    expect(meetsPasswordRule('пароль123')).toBe(true)
  })

  it('reports length first, then the rule, with the spec texts', () => {
    expect(issues(NewPasswordSchema.safeParse(''))).toEqual([`: ${MESSAGES.required}`])
    expect(issues(NewPasswordSchema.safeParse('ab1'))).toEqual([`: ${MESSAGES.min8}`])
    expect(issues(NewPasswordSchema.safeParse('abcdefgh'))).toEqual([`: ${MESSAGES.password}`])
    expect(NewPasswordSchema.safeParse('Password123!').success).toBe(true)
  })
})

describe('RegisterSchema', () => {
  const valid = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    password: 'Password123!',
    confirmPassword: 'Password123!',
  }

  it('accepts a valid registration', () => {
    expect(RegisterSchema.safeParse(valid).success).toBe(true)
  })

  it('takes a name of one character (伟 王), as Magento and the address forms do', () => {
    expect(issues(RegisterSchema.safeParse({ ...valid, firstname: '伟', lastname: '王' }))).toEqual([])
  })

  it("says 'Passwords don't match' on the confirmation field", () => {
    expect(issues(RegisterSchema.safeParse({ ...valid, confirmPassword: 'Password124!' }))).toEqual([
      `confirmPassword: ${MESSAGES.passwordsDontMatch}`,
    ])
  })

  it('says every problem at once: a name of markup, passwords that differ, a password that is the e-mail', () => {
    expect(issues(RegisterSchema.safeParse({ ...valid, firstname: '<A>', confirmPassword: 'Password124!' }))).toEqual([
      `firstname: ${NAME_MESSAGE}`,
      `confirmPassword: ${MESSAGES.passwordsDontMatch}`,
    ])
    const same = { ...valid, firstname: ' ', password: 'ada@example.com', confirmPassword: 'ada@example.com' }
    expect(issues(RegisterSchema.safeParse(same))).toEqual([
      `firstname: ${MESSAGES.required}`,
      `password: ${PASSWORD_IS_EMAIL}`,
    ])
    // A field sent empty (conform sends no value) is "required" too, and the rules across fields still speak.
    const withoutName = { ...valid, firstname: undefined, confirmPassword: 'Password124!' }
    expect(issues(RegisterSchema.safeParse(withoutName))).toEqual([
      `firstname: ${MESSAGES.required}`,
      `confirmPassword: ${MESSAGES.passwordsDontMatch}`,
    ])
    // One message per field, the first rule it breaks.
    expect(issues(RegisterSchema.safeParse({ ...valid, lastname: '' }))).toEqual([`lastname: ${MESSAGES.required}`])
    expect(issues(RegisterSchema.safeParse({ ...valid, password: 'short', confirmPassword: 'short' }))).toEqual([
      `password: ${MESSAGES.min8}`,
    ])
  })

  it('refuses markup and oversized names', () => {
    expect(issues(RegisterSchema.safeParse({ ...valid, firstname: '<script>' }))[0]).toMatch(
      /^firstname: Please use only letters/,
    )
    expect(issues(RegisterSchema.safeParse({ ...valid, lastname: 'x'.repeat(300) }))[0]).toMatch(
      /^lastname: The field should have at most 255/,
    )
    expect(RegisterSchema.safeParse({ ...valid, firstname: "Zoë-Ann O'Neil" }).success).toBe(true)
  })

  it('refuses a password that is the e-mail address, in any case, as Magento does', () => {
    const same = {
      ...valid,
      email: 'Ada1@Example.com',
      password: 'ada1@example.COM',
      confirmPassword: 'ada1@example.COM',
    }
    expect(issues(RegisterSchema.safeParse(same))).toEqual([`password: ${PASSWORD_IS_EMAIL}`])
    const reset = {
      email: 'ada1@example.com',
      token: 'abcdefgh12',
      password: 'ada1@example.com',
      confirmPassword: 'ada1@example.com',
    }
    expect(issues(ResetPasswordSchema.safeParse(reset))).toEqual([`password: ${PASSWORD_IS_EMAIL}`])
  })
})

describe('profileSchema (spec §5 profile update)', () => {
  const base = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }

  it('asks for the password only when the email changes', () => {
    expect(profileSchema('ada@example.com').safeParse(base).success).toBe(true)
    expect(profileSchema('ADA@example.com').safeParse(base).success).toBe(true)
    expect(issues(profileSchema('old@example.com').safeParse(base))).toEqual([`password: ${MESSAGES.required}`])
    expect(profileSchema('old@example.com').safeParse({ ...base, password: 'secret' }).success).toBe(true)
  })

  it('refuses markup in the optional fields and impossible birth dates', () => {
    expect(issues(profileSchema(base.email).safeParse({ ...base, taxvat: '<b>' }))[0]).toMatch(/^taxvat: /)
    expect(issues(profileSchema(base.email).safeParse({ ...base, dateOfBirth: '2999-01-01' }))[0]).toBe(
      'dateOfBirth: Please enter a valid date.',
    )
    expect(profileSchema(base.email).safeParse({ ...base, dateOfBirth: '1990-05-17', gender: '2' }).success).toBe(true)
  })

  it('says each mistake once, in words: a date that is no date, a gender off the list, a control character', () => {
    for (const dateOfBirth of ['9999-99-99', '0000-00-00', '31-12-1990']) {
      expect(issues(profileSchema(base.email).safeParse({ ...base, dateOfBirth }))).toEqual([
        'dateOfBirth: Please enter a valid date.',
      ])
    }
    expect(issues(profileSchema(base.email).safeParse({ ...base, gender: '7' }))).toEqual([
      'gender: Please choose an option from the list.',
    ])
    expect(issues(profileSchema(base.email).safeParse({ ...base, taxvat: 'NL\u0000' }))).toEqual([
      `taxvat: ${MESSAGES.printable}`,
    ])
  })

  it("says 'Password does not match' for a password change", () => {
    const change = { currentPassword: 'old', password: 'Changed456!', confirmPassword: 'Changed457!' }
    expect(issues(ChangePasswordSchema.safeParse(change))).toEqual(['confirmPassword: Password does not match'])
  })
})

describe('the newsletter sign-up', () => {
  it("says 'Invalid email' for an address that is not one, and needs one", () => {
    expect(issues(NewsletterSchema.safeParse({ email: 'not-an-email' }))).toEqual(['email: Invalid email'])
    expect(issues(NewsletterSchema.safeParse({ email: '' }))).toEqual([`email: ${MESSAGES.required}`])
    expect(NewsletterSchema.safeParse({ email: ' ada@example.com ' }).data?.email).toBe('ada@example.com')
  })
})

describe('account navigation', () => {
  it('shows business entries to business customers only', () => {
    expect(accountNavFor(false).some((item) => item.b2bOnly)).toBe(false)
    expect(accountNavFor(true).length).toBe(ACCOUNT_NAV.length)
  })
})

describe('gender labels', () => {
  it('name the stored 3 as each customer chose it: "Non-binary" for a business, "Not specified" for a consumer', () => {
    expect(gendersFor(true).map((gender) => gender.label)).toEqual(['Male', 'Female', 'Non-binary'])
    expect(gendersFor(false).map((gender) => gender.label)).toEqual(['Male', 'Female', 'Not specified'])
    // The business registration offers the same values under the same names as that customer's profile later.
    expect(BUSINESS_REGISTRATION_GENDERS).toEqual(gendersFor(true))
  })
})

describe("a store's password policy", () => {
  it("says in Magento's words what a password lacks for it", () => {
    expect(passwordPolicyError('password1', { minLength: 8, classes: 2 })).toBeNull()
    expect(passwordPolicyError('password1', { minLength: 8, classes: 3 })).toBe(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    )
    expect(passwordPolicyError('Pass1!', { minLength: 10, classes: 3 })).toBe(
      'The password needs at least 10 characters. Create a new password and try again.',
    )
    expect(passwordPolicyError('Password1!', { minLength: 10, classes: 4 })).toBeNull()
  })
})
