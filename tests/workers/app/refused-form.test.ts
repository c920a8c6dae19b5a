import { describe, expect, it } from 'vitest'
import { focusFirstError, focusUpdateResult } from '../../../workers/storefront/refused-form'
import { call, formPost } from './worker'

const page = (main: string) =>
  `<html><body><header><input aria-invalid="true" name="q"></header><main id="main">${main}</main></body></html>`

describe('a form refused without JavaScript', () => {
  it('puts autofocus on the first invalid field of main, else on its alert, else nowhere', () => {
    expect(
      focusFirstError(
        page(
          '<div role="alert">Check</div><input name="a"><input id="b" aria-invalid="true"><input aria-invalid="true">',
        ),
      ),
    ).toContain(
      '<main id="main"><div role="alert">Check</div><input name="a"><input autofocus="" id="b" aria-invalid="true"><input aria-invalid="true">',
    )
    // A group marked invalid (radios): its first control that takes the keyboard.
    expect(
      focusFirstError(
        page(
          '<div role="radiogroup" aria-invalid="true"><input type="hidden" name="h"><label><input type="radio" name="m"></label></div>',
        ),
      ),
    ).toContain(
      '<div role="radiogroup" aria-invalid="true"><input type="hidden" name="h"><label><input autofocus="" type="radio" name="m">',
    )
    expect(focusFirstError(page('<p>Intro</p><div id="x" role="alert">Refused</div>'))).toContain(
      '<div tabindex="-1" autofocus="" id="x" role="alert">Refused</div>',
    )
    // Nothing to point at (the header's field is not the form's), or a page that already chose a focus.
    expect(focusFirstError(page('<p>Thanks</p>'))).toBe(page('<p>Thanks</p>'))
    const chosen = page('<input autofocus><input aria-invalid="true">')
    expect(focusFirstError(chosen)).toBe(chosen)
    // Text that only looks like the attribute is escaped in HTML and never matched.
    const text = page('<p>aria-invalid=&quot;true&quot;</p>')
    expect(focusFirstError(text)).toBe(text)
  })

  it('answers a refused registration posted without JavaScript with its first wrong field focused', async () => {
    const response = await call('/us_et/Business', formPost({ company_name: '', vat_id: 'NL12' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html.match(/autofocus/g)).toHaveLength(1)
    expect(html).toMatch(/<input autofocus="" [^>]*id="business-registration-company_name"/)
  })

  it('leaves a JavaScript submission (a .data request) and pages that went through alone', async () => {
    const data = await call('/us_et/Business.data', formPost({ company_name: '', vat_id: 'NL12' }))
    expect(await data.text()).not.toContain('autofocus')
    const shown = await call('/us_et/Business')
    expect(await shown.text()).not.toContain('autofocus')
  })
})

describe('a form accepted without JavaScript and answered in place', () => {
  it('puts autofocus on the result the page names, and nowhere when it names none', () => {
    expect(focusUpdateResult(page('<form></form><p role="status" data-focus-after-update="true">Sent</p>'))).toContain(
      '<p tabindex="-1" autofocus="" role="status" data-focus-after-update="true">Sent</p>',
    )
    expect(focusUpdateResult(page('<div role="radiogroup" tabindex="-1" data-focus-after-update="true">'))).toContain(
      '<div autofocus="" role="radiogroup" tabindex="-1" data-focus-after-update="true">',
    )
    const plain = page('<p>Nothing to point at</p>')
    expect(focusUpdateResult(plain)).toBe(plain)
  })

  it('shows the contact form’s thanks: focused on load, so a phone scrolls it into view', async () => {
    const response = await call(
      '/us_et/Contact',
      formPost({ name: 'Jo Tester', email: 'jo@example.com', comment: 'Hello there, a question' }),
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html.match(/autofocus/g)).toHaveLength(1)
    expect(html).toMatch(/<p autofocus="" [^>]*role="status"[^>]*>Thank you for your message/)
  })
})
