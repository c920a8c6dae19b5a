import { describe, expect, it } from 'vitest'
import { EmailSchema, MESSAGES, requiredText } from '~/lib/validation'

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? []

describe('requiredText', () => {
  it('reports only "required" for an empty or blank field', () => {
    expect(issues(requiredText({ min: 2 }).safeParse(''))).toEqual([MESSAGES.required])
    expect(issues(requiredText({ min: 2 }).safeParse('   '))).toEqual([MESSAGES.required])
  })

  it('reports the minimum length with the spec text', () => {
    expect(issues(requiredText({ min: 2 }).safeParse('a'))).toEqual([MESSAGES.min2])
    expect(issues(requiredText({ min: 4 }).safeParse('abc'))).toEqual([MESSAGES.min4])
    expect(requiredText({ min: 2 }).safeParse(' ab ').data).toBe('ab')
  })
})

describe('EmailSchema', () => {
  it('requires a valid email', () => {
    expect(issues(EmailSchema.safeParse(''))).toEqual([MESSAGES.required])
    expect(issues(EmailSchema.safeParse('nope'))).toEqual([MESSAGES.email])
    expect(EmailSchema.safeParse(' shopper@example.com ').data).toBe('shopper@example.com')
  })
})
