import { describe, expect, it } from 'vitest'
import { RegisterSchema } from '~/lib/account/register'
import { NewPasswordSchema, meetsPasswordRule } from '~/lib/account/password'
import { MESSAGES } from '~/lib/validation'

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

  it("says 'Passwords don't match' on the confirmation field", () => {
    expect(issues(RegisterSchema.safeParse({ ...valid, confirmPassword: 'Password124!' }))).toEqual([
      `confirmPassword: ${MESSAGES.passwordsDontMatch}`,
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
})
