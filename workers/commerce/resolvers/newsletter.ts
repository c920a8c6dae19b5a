// Newsletter subscriptions (double opt-in where the store asks for it) and the contact form.
import { z } from 'zod'
import { randomToken } from '../auth/tokens.ts'
import { isEmail } from '../customer/validation.ts'
import type { Context } from '../graphql/context.ts'
import { inputError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { queueMail } from '../mail/outbox.ts'

const EmailArgsSchema = z.object({ email: z.string() })
const ContactUsArgsSchema = z.object({
  input: z.object({
    name: z.string(),
    email: z.string(),
    comment: z.string(),
    telephone: z.string().nullish(),
  }),
})

/**
 * Subscribes `email`, with a confirmation mail where the store asks for double opt-in. An address already subscribed
 * stays as it is, with no new mail (Magento's SubscriptionManager leaves a subscribed subscriber alone): saving the
 * account's newsletter form unchanged must not send a confirmed subscriber back to "waiting for confirmation".
 */
export async function setSubscription(ctx: Context, email: string, customerId: number | null): Promise<string> {
  const current = await ctx.db
    .prepare('SELECT status FROM newsletter_subscriber WHERE email = ?')
    .bind(email)
    .first<{ status: string }>()
  if (current?.status === 'SUBSCRIBED') {
    if (customerId !== null)
      await ctx.db
        .prepare('UPDATE newsletter_subscriber SET customer_id = ? WHERE email = ? AND customer_id IS NULL')
        .bind(customerId, email)
        .run()
    return 'SUBSCRIBED'
  }
  const confirm = ctx.store.newsletter_confirmation === 1
  const status = confirm ? 'UNCONFIRMED' : 'SUBSCRIBED'
  const code = confirm ? randomToken(8) : null
  const row = await ctx.db
    .prepare(
      `INSERT INTO newsletter_subscriber (email, store_id, customer_id, status, confirm_code) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (email) DO UPDATE SET status = excluded.status, confirm_code = excluded.confirm_code,
      customer_id = COALESCE(excluded.customer_id, customer_id), updated_at = datetime('now') RETURNING subscriber_id`,
    )
    .bind(email, ctx.store.store_id, customerId, status, code)
    .first<{ subscriber_id: number }>()
  // The link opens the storefront's confirmation page, which asks this backend (newsletter/confirm.ts).
  const link = `/${ctx.store.code}/newsletter/confirm?id=${row?.subscriber_id ?? 0}&code=${code ?? ''}`
  await queueMail(ctx.db, {
    storeId: ctx.store.store_id,
    to: email,
    subject: confirm ? 'Newsletter subscription confirmation' : 'Newsletter subscription success',
    html: confirm
      ? `<p>Please confirm your subscription to our newsletter: <a href="${link}">Confirm subscription</a>.</p>`
      : '<p>Thank you for subscribing.</p>',
  })
  return status
}

/**
 * A customer's new e-mail address takes their subscription along (Magento links the subscriber to the customer and
 * updates its address): the account still shows it and can end it, and the old address gets no more newsletters.
 * Should the new address already have a subscription of its own, that one becomes the customer's and the old one ends.
 */
export async function moveSubscription(ctx: Context, from: string, to: string, customerId: number): Promise<void> {
  if (from.toLowerCase() === to.toLowerCase()) return
  await ctx.db.batch([
    ctx.db
      .prepare(
        `UPDATE newsletter_subscriber SET email = ?, customer_id = ?, updated_at = datetime('now')
        WHERE email = ? AND NOT EXISTS (SELECT 1 FROM newsletter_subscriber WHERE email = ?)`,
      )
      .bind(to, customerId, from, to),
    ctx.db.prepare('UPDATE newsletter_subscriber SET customer_id = ? WHERE email = ?').bind(customerId, to),
    ctx.db
      .prepare(
        `UPDATE newsletter_subscriber SET status = 'UNSUBSCRIBED', customer_id = NULL, updated_at = datetime('now')
        WHERE email = ?`,
      )
      .bind(from),
  ])
}

export const newsletterResolvers: ResolverMap = {
  Mutation: {
    subscribeEmailToNewsletter: async (_source: unknown, args, ctx) => {
      const { email } = EmailArgsSchema.parse(args)
      if (!email.trim()) throw inputError('You must specify an email address to subscribe to a newsletter.')
      if (!isEmail(email)) throw inputError('Enter a valid email address.')
      const current = await ctx.db
        .prepare('SELECT status FROM newsletter_subscriber WHERE email = ?')
        .bind(email.trim())
        .first<{ status: string }>()
      if (current?.status === 'SUBSCRIBED') throw inputError('This email address is already subscribed.')
      return { status: await setSubscription(ctx, email.trim(), ctx.customerId) }
    },
    contactUs: async (_source: unknown, args, ctx) => {
      const { input } = ContactUsArgsSchema.parse(args)
      if (!input.name.trim()) throw inputError('Name field is required.')
      if (!input.comment.trim()) throw inputError('Comment field is required.')
      if (!isEmail(input.email))
        throw inputError('The email address is invalid. Verify the email address and try again.')
      const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
      await queueMail(ctx.db, {
        storeId: ctx.store.store_id,
        to: 'service@estelletijs.example',
        subject: `Contact form: ${input.name}`,
        html: `<p>From ${escape(input.name)} &lt;${escape(input.email)}&gt; ${escape(input.telephone ?? '')}</p><p>${escape(input.comment).replace(/\r?\n/g, '<br>')}</p>`,
      })
      return { status: true }
    },
  },
}
