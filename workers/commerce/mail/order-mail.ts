// The order confirmation mail, as Magento's sales_email_order_template gives it: the order's lines with their options
// (a training's date and attendant), the totals in the store's money format, the addresses and the shipping method.
// What the customer typed (names, addresses, an attendant) is escaped: the mail is HTML.
import { escapeHtml } from './outbox.ts'

export type OrderMailLine = {
  name: string
  sku: string
  qty: number
  rowTotal: number
  options: readonly { label: string; value: string }[]
}

export type OrderMailAddress = {
  firstname: string
  lastname: string
  company?: string | null
  street: readonly string[]
  postcode?: string | null
  city: string
  region?: string | null
  country_code: string
  telephone?: string | null
}

export type OrderMail = {
  number: string
  /** The store view's locale as Magento writes it (fr_FR) and its currency (EUR). */
  locale: string
  currency: string
  lines: readonly OrderMailLine[]
  totals: { subtotal: number; discount: number; shipping: number; tax: number; grandTotal: number }
  shippingDescription: string | null
  /** The payment method's title and what the buyer is to do (PAYMENT_INSTRUCTIONS). */
  payment: { title: string; instructions: string | null } | null
  shippingAddress: OrderMailAddress | null
  billingAddress: OrderMailAddress | null
}

/** A bundle's part as a line's option names it: "2 × Argan oil", or only the name for one per set. */
export const partName = (name: string, quantity: number): string => `${quantity > 1 ? `${quantity} × ` : ''}${name}`

export function orderMailHtml(mail: OrderMail): string {
  const money = moneyFormat(mail.locale, mail.currency)
  const lines = mail.lines
    .map((line) => {
      const options = line.options
        .map((option) => `<br><small>${escapeHtml(option.label)}: ${escapeHtml(option.value)}</small>`)
        .join('')
      return `<tr><td>${escapeHtml(line.name)}${options}</td><td>${escapeHtml(line.sku)}</td><td>${line.qty}</td><td>${money(line.rowTotal)}</td></tr>`
    })
    .join('')
  const totals = [
    ['Subtotal', mail.totals.subtotal],
    ...(mail.totals.discount > 0 ? [['Discount', -mail.totals.discount] as const] : []),
    ...(mail.shippingDescription ? [['Shipping & Handling', mail.totals.shipping] as const] : []),
    ...(mail.totals.tax > 0 ? [['Tax', mail.totals.tax] as const] : []),
  ]
    .map(([label, amount]) => `<tr><td colspan="3">${label}</td><td>${money(Number(amount))}</td></tr>`)
    .join('')
  const grand = `<tr><td colspan="3"><strong>Grand Total</strong></td><td><strong>${money(mail.totals.grandTotal)}</strong></td></tr>`
  const addresses = [
    mail.billingAddress ? `<h3>Billing address</h3><p>${addressHtml(mail.billingAddress, mail.locale)}</p>` : '',
    mail.shippingAddress ? `<h3>Shipping address</h3><p>${addressHtml(mail.shippingAddress, mail.locale)}</p>` : '',
    mail.shippingDescription ? `<h3>Shipping method</h3><p>${escapeHtml(mail.shippingDescription)}</p>` : '',
    mail.payment
      ? `<h3>Payment method</h3><p>${escapeHtml(mail.payment.title)}</p>` +
        (mail.payment.instructions ? `<p>${escapeHtml(mail.payment.instructions)}</p>` : '')
      : '',
  ].join('')
  return (
    `<p>Thank you for your order #${escapeHtml(mail.number)}. Total ${money(mail.totals.grandTotal)}.</p>` +
    `<table><thead><tr><th>Item</th><th>SKU</th><th>Qty</th><th>Subtotal</th></tr></thead>` +
    `<tbody>${lines}</tbody><tfoot>${totals}${grand}</tfoot></table>${addresses}`
  )
}

/** An address as Magento's mail template writes it: name, company, street, place and region, country, phone. */
function addressHtml(address: OrderMailAddress, locale: string): string {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    [[address.postcode, address.city].filter(Boolean).join(' '), address.region].filter(Boolean).join(', '),
    countryName(address.country_code, locale),
    address.telephone ? `T: ${address.telephone}` : null,
  ]
    .filter((line): line is string => Boolean(line))
    .map(escapeHtml)
    .join('<br>')
}

/** The country's name in the store's language (NL: Nederland, Pays-Bas, Netherlands), its code when unknown. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

function moneyFormat(locale: string, currency: string): (amount: number) => string {
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency })
  } catch {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' })
  }
  return (amount) => escapeHtml(format.format(amount))
}
