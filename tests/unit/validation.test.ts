import { describe, expect, it } from 'vitest'
import { EmailSchema, MESSAGES, isPrintable, optionalText, requiredText } from '~/lib/validation'

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

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

describe('printable text', () => {
  it('counts a field of invisible characters as empty', () => {
    for (const blank of ['\u200B\u200B', '\u202E\u0001', '\u0000\u0000', '\u00A0\u3000']) {
      expect(issues(requiredText().safeParse(blank)), JSON.stringify(blank)).toEqual([MESSAGES.required])
    }
  })

  it('refuses control characters and bidirectional overrides, line breaks only on one line', () => {
    for (const value of [
      'Ams\u0000terdam',
      'Line1\r\nLine2',
      'Eve\nBcc: x@y.z',
      'abc\u202Edef',
      'tab\there',
      'del\u007F',
    ]) {
      expect(issues(requiredText().safeParse(value)), JSON.stringify(value)).toEqual([MESSAGES.printable])
    }
    expect(requiredText({ multiline: true }).safeParse('Line one\r\nLine two\tindented').success).toBe(true)
    expect(issues(requiredText({ multiline: true }).safeParse('Line\u0000two'))).toEqual([MESSAGES.printable])
    expect(issues(optionalText(40).safeParse('x\u0007'))).toEqual([MESSAGES.printable])
  })

  it('keeps every script, accent, emoji and the marks right-to-left writing uses', () => {
    for (const value of ['Zoë', 'Ærøskøbing', 'Łódź', '東京', 'مريم\u200F', 'שלום', 'Café ☕', "O'Brien-Smith"]) {
      expect(isPrintable(value), value).toBe(true)
      expect(requiredText().safeParse(value).success, value).toBe(true)
    }
  })
})

describe('EmailSchema', () => {
  it('requires a valid email', () => {
    expect(issues(EmailSchema.safeParse(''))).toEqual([MESSAGES.required])
    expect(issues(EmailSchema.safeParse('nope'))).toEqual([MESSAGES.email])
    expect(EmailSchema.safeParse(' shopper@example.com ').data).toBe('shopper@example.com')
  })
})
