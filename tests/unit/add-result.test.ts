import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { parseAddResult, serializeAddResult } from '~/components/cart/add-result.server'
import { AddToCartSchema } from '~/lib/cart.schema'

/** A refused add as the action builds it, from a form with `junk` extra fields. */
function refusedWith(junk: number, quantity = '0') {
  const form = new FormData()
  form.set('sku', 'ET-H00004')
  form.set('quantity', quantity)
  form.set('returnTo', '/us_et/p/ET-H00004')
  for (let index = 0; index < junk; index++) form.set(`junk${index}`, 'x'.repeat(20))
  return parseWithZod(form, { schema: AddToCartSchema }).reply()
}

describe('the refused-add cookie', () => {
  it('echoes the form fields and the message', () => {
    const parsed = parseAddResult(serializeAddResult('ET-H00004', refusedWith(0)))
    expect(parsed?.result.initialValue).toEqual({ sku: 'ET-H00004', quantity: '0' })
    expect(Object.keys(parsed?.result.error ?? {})).toContain('quantity')
  })

  it('echoes none of 200 junk fields, nor the return address', () => {
    const value = serializeAddResult('ET-H00004', refusedWith(200))
    expect(value).not.toMatch(/junk|returnTo/)
    expect(encodeURIComponent(value).length).toBeLessThan(600)
  })

  it('bounds long values of the form fields themselves', () => {
    const value = serializeAddResult('ET-H00004', refusedWith(0, '9'.repeat(5000)))
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(3000)
    expect(parseAddResult(value)?.result.error).toBeTruthy()
  })
})
