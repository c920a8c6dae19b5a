// @vitest-environment jsdom
// A form's draft (what Back and Forward bring back with JavaScript): the fields a shopper fills in, never a password,
// a hidden or a file field, and only a well-formed draft is read back from the browser's storage.
import { afterEach, describe, expect, it } from 'vitest'
import { forgetFormDrafts, parseFormDraft, readFormDraft } from '~/components/form-draft'

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`
  const element = document.querySelector('form')
  if (!element) throw new Error('no form')
  return element
}

afterEach(() => {
  document.body.innerHTML = ''
  sessionStorage.clear()
})

describe('readFormDraft', () => {
  it('keeps what the shopper typed and chose, as the form would send it', () => {
    const draft = readFormDraft(
      form(`
        <input name="firstname" value="Ada">
        <textarea name="extra">Ring twice</textarea>
        <select name="country"><option value="">-</option><option value="NL" selected>NL</option></select>
        <input type="radio" name="savedAddressId" value="1"><input type="radio" name="savedAddressId" value="new" checked>
        <input type="checkbox" name="saveInAddressBook">
        <input type="checkbox" name="sameAsShipping" checked>
      `),
    )
    expect(draft).toEqual({
      firstname: 'Ada',
      extra: 'Ring twice',
      country: 'NL',
      savedAddressId: 'new',
      sameAsShipping: 'on',
    })
  })

  it('never keeps a password, a hidden, a file or a button field, nor conform’s own fields', () => {
    const draft = readFormDraft(
      form(`
        <input type="password" name="password" value="secret-1A">
        <input type="hidden" name="token" value="t">
        <input type="file" name="file">
        <input type="submit" name="intent" value="address">
        <input name="__intent__" value="x">
        <input value="nameless">
        <input type="email" name="email" value="ada@example.com">
      `),
    )
    expect(draft).toEqual({ email: 'ada@example.com' })
  })
})

describe('parseFormDraft', () => {
  it('reads back a stored draft', () => {
    expect(parseFormDraft(JSON.stringify({ city: 'Utrecht', country: 'NL' }))).toEqual({
      city: 'Utrecht',
      country: 'NL',
    })
  })

  it.each([null, '', 'not json', '[]', '"text"', 'null', '{"city":1}', '{"city":["a"]}'])(
    'refuses %j as a draft',
    (stored) => {
      expect(parseFormDraft(stored)).toBeNull()
    },
  )
})

describe('forgetFormDrafts', () => {
  it('drops every kept draft and nothing else', () => {
    sessionStorage.setItem('form-draft:shipping:/us_et/checkout/shipping:abc', '{}')
    sessionStorage.setItem('form-draft:billing:/us_et/checkout/billing:def', '{}')
    sessionStorage.setItem('chunk-reload', '1')
    forgetFormDrafts()
    expect(Object.keys(sessionStorage)).toEqual(['chunk-reload'])
  })
})
