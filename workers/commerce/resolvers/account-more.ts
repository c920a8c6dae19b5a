// The classic account mutations next to their V2 successors: updateCustomer (CustomerInput, may change the e-mail
// with the current password) and deleteCustomer (the signed-in customer removes their own account).
import { z } from 'zod'
import { authenticateCustomer } from '../customer/authentication.ts'
import { findCustomerByEmail, loadCustomer, requireCustomer } from '../customer/customer-row.ts'
import { DUPLICATE_EMAIL, ProfileInputSchema, isEmail } from '../customer/validation.ts'
import { alreadyExistsError, inputError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { updateCartEmails } from './account.ts'
import { moveSubscription, setSubscription } from './newsletter.ts'

const CustomerInputSchema = ProfileInputSchema.extend({ email: z.string().nullish(), password: z.string().nullish() })
const InputArgsSchema = z.object({ input: z.unknown() })

export const accountMoreResolvers: ResolverMap = {
  Mutation: {
    updateCustomer: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const input = CustomerInputSchema.parse(InputArgsSchema.parse(args).input)
      if (Object.values(input).every((value) => value === undefined))
        throw inputError('"input" value should be specified')
      const current = await loadCustomer(ctx, customerId)
      for (const field of ['firstname', 'lastname'] as const) {
        if (input[field] !== undefined && !input[field]?.trim())
          throw inputError(`Required parameters are missing: ${field}`)
      }
      let email = current.email
      if (input.email && input.email.trim() !== current.email) {
        if (!input.password) throw inputError('Provide the current "password" to change "email".')
        await authenticateCustomer(
          ctx,
          current,
          input.password,
          "The password doesn't match this account. Verify the password and try again.",
        )
        if (!isEmail(input.email)) throw inputError(`"${input.email}" is not a valid email address.`)
        const other = await findCustomerByEmail(ctx, input.email)
        if (other && other.customer_id !== customerId) throw alreadyExistsError(DUPLICATE_EMAIL)
        email = input.email.trim()
      }
      await ctx.db
        .prepare(
          `UPDATE customer SET email = ?, firstname = ?, lastname = ?, middlename = ?, prefix = ?, suffix = ?,
          date_of_birth = ?, gender = ?, taxvat = ?, updated_at = datetime('now') WHERE customer_id = ?`,
        )
        .bind(
          email,
          input.firstname?.trim() ?? current.firstname,
          input.lastname?.trim() ?? current.lastname,
          input.middlename === undefined ? current.middlename : input.middlename,
          input.prefix === undefined ? current.prefix : input.prefix,
          input.suffix === undefined ? current.suffix : input.suffix,
          input.date_of_birth ?? input.dob ?? current.date_of_birth,
          input.gender === undefined ? current.gender : input.gender,
          input.taxvat === undefined ? current.taxvat : input.taxvat,
          customerId,
        )
        .run()
      await moveSubscription(ctx, current.email, email, customerId)
      if (email !== current.email) await updateCartEmails(ctx, customerId, email)
      if (input.is_subscribed === true) await setSubscription(ctx, email, customerId)
      if (input.is_subscribed === false)
        await ctx.db
          .prepare("UPDATE newsletter_subscriber SET status = 'UNSUBSCRIBED' WHERE email = ?")
          .bind(email)
          .run()
      return { customer: await loadCustomer(ctx, customerId) }
    },
    // The account, its tokens, addresses, carts, wishlist and compare list go; orders and reviews stay, detached
    // from the account, as Magento keeps them with customer_id NULL.
    deleteCustomer: async (_source: unknown, _args, ctx) => {
      const customerId = requireCustomer(ctx)
      const carts = 'SELECT cart_id FROM cart WHERE customer_id = ?'
      const wishlists = 'SELECT wishlist_id FROM wishlist WHERE customer_id = ?'
      const lists = 'SELECT list_id FROM compare_list WHERE customer_id = ?'
      await ctx.db.batch(
        [
          'DELETE FROM customer_token WHERE customer_id = ?',
          'DELETE FROM password_reset_token WHERE customer_id = ?',
          `DELETE FROM cart_item WHERE cart_id IN (${carts})`,
          'DELETE FROM cart WHERE customer_id = ?',
          `DELETE FROM wishlist_item WHERE wishlist_id IN (${wishlists})`,
          'DELETE FROM wishlist WHERE customer_id = ?',
          `DELETE FROM compare_list_item WHERE list_id IN (${lists})`,
          'DELETE FROM compare_list WHERE customer_id = ?',
          'UPDATE customer SET default_billing = NULL, default_shipping = NULL WHERE customer_id = ?',
          'DELETE FROM customer_address WHERE customer_id = ?',
          'UPDATE newsletter_subscriber SET customer_id = NULL WHERE customer_id = ?',
          'UPDATE sales_order SET customer_id = NULL WHERE customer_id = ?',
          'UPDATE review SET customer_id = NULL WHERE customer_id = ?',
          'UPDATE downloadable_link_purchased SET customer_id = NULL WHERE customer_id = ?',
          'DELETE FROM customer WHERE customer_id = ?',
        ].map((sql) => ctx.db.prepare(sql).bind(customerId)),
      )
      return true
    },
  },
}
