import { describe, expect, it } from 'vitest'
import { orderMailHtml } from '../../../workers/commerce/mail/order-mail.ts'

const ADDRESS = {
  firstname: 'Anne-Marie',
  lastname: '<b>Ñúñez</b>',
  street: ['Meir 1'],
  postcode: '2000',
  city: 'Antwerpen',
  country_code: 'BE',
}

describe('the order confirmation mail', () => {
  it("lists the lines with a training's date and attendant, the totals the store's way and the addresses", () => {
    const html = orderMailHtml({
      number: '000000010',
      locale: 'fr_FR',
      currency: 'EUR',
      lines: [
        {
          name: 'Colouring Masterclass',
          sku: 'ET-T00019-18',
          qty: 1,
          rowTotal: 345,
          options: [
            { label: 'Date', value: '2031-03-04' },
            { label: 'Attendant name', value: 'Ann <script>' },
          ],
        },
      ],
      totals: { subtotal: 345, discount: 0, shipping: 0, tax: 72.45, grandTotal: 417.45 },
      shippingDescription: null,
      shippingAddress: null,
      billingAddress: ADDRESS,
      payment: { title: 'Bank Transfer Payment', instructions: 'Transfer the total to IBAN NL91 <ABNA>.' },
    })
    const text = html.replace(/\u202f|\u00a0/g, ' ')
    // How to pay, as the shop configures it for the method chosen.
    expect(text).toContain(
      '<h3>Payment method</h3><p>Bank Transfer Payment</p><p>Transfer the total to IBAN NL91 &#60;ABNA&#62;.</p>',
    )
    expect(text).toContain('Thank you for your order #000000010. Total 417,45 €.')
    expect(text).toContain(
      'Colouring Masterclass<br><small>Date: 2031-03-04</small><br><small>Attendant name: Ann &#60;script&#62;</small>',
    )
    expect(text).toContain('<td>Tax</td>'.replace('<td>', '<td colspan="3">'))
    // The country by its name in the store's language, as the thank-you page and My orders show it.
    expect(text).toContain('Anne-Marie &#60;b&#62;Ñúñez&#60;/b&#62;<br>Meir 1<br>2000 Antwerpen<br>Belgique')
    expect(text).not.toContain('Shipping address')
    expect(html).not.toMatch(/<script|<b>/)
  })

  it("writes a US address with its state and a phone number, the country named in the store's language", () => {
    const html = orderMailHtml({
      number: '000000011',
      locale: 'en_US',
      currency: 'EUR',
      lines: [],
      totals: { subtotal: 0, discount: 0, shipping: 0, tax: 0, grandTotal: 0 },
      shippingDescription: null,
      payment: null,
      shippingAddress: {
        firstname: 'John',
        lastname: 'Smith',
        company: 'Salon & Co',
        street: ['Main St', '100'],
        postcode: '10001',
        city: 'New York',
        region: 'New York',
        country_code: 'US',
        telephone: '+1 212 555 0100',
      },
      billingAddress: null,
    })
    expect(html).toContain(
      'John Smith<br>Salon &#38; Co<br>Main St<br>100<br>10001 New York, New York<br>United States<br>T: +1 212 555 0100',
    )
  })
})
