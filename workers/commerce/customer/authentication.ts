// Magento's Customer\Model\Authentication: every check of a customer's password (a sign-in, or the current password
// that a password or e-mail change asks for) counts its failures, and enough of them lock the account for a while.
import { verifyPassword } from '../auth/password.ts'
import type { Context } from '../graphql/context.ts'
import { authenticationError } from '../graphql/errors.ts'
import type { CustomerRow } from './customer-row.ts'

// Magento's lockout defaults: 10 failures lock the account for 10 minutes.
export const MAX_FAILURES = 10
export const LOCK_MINUTES = 10
/** CheckCustomerPassword's answer for a locked account (UserLockedException). */
export const ACCOUNT_LOCKED = 'The account is locked.'

export async function isLocked(ctx: Context, customerId: number): Promise<boolean> {
  const row = await ctx.db
    .prepare(`SELECT lock_expires > datetime('now') AS locked FROM customer WHERE customer_id = ?`)
    .bind(customerId)
    .first<{ locked: number | null }>()
  return row?.locked === 1
}

/**
 * One more failure, as Magento's processAuthenticationFailure counts it: the first one, or the first since a lock ran
 * out, starts the count again at one (a typo after waiting out a lock does not lock the account anew); the count
 * reaching MAX_FAILURES locks the account for LOCK_MINUTES. In one statement, so two failures at once both count.
 */
export async function recordFailure(ctx: Context, customerId: number): Promise<void> {
  const anew = `(failures_num = 0 OR first_failure IS NULL OR (lock_expires IS NOT NULL AND lock_expires <= datetime('now')))`
  await ctx.db
    .prepare(
      `UPDATE customer SET
        failures_num = CASE WHEN ${anew} THEN 1 ELSE failures_num + 1 END,
        first_failure = CASE WHEN ${anew} THEN datetime('now') ELSE first_failure END,
        lock_expires = CASE WHEN ${anew} THEN NULL WHEN failures_num + 1 >= ? THEN datetime('now', ?) ELSE lock_expires END
      WHERE customer_id = ?`,
    )
    .bind(MAX_FAILURES, `+${LOCK_MINUTES} minutes`, customerId)
    .run()
}

export async function clearFailures(ctx: Context, customerId: number): Promise<void> {
  await ctx.db
    .prepare('UPDATE customer SET failures_num = 0, first_failure = NULL, lock_expires = NULL WHERE customer_id = ?')
    .bind(customerId)
    .run()
}

/**
 * The current password a signed-in customer gives to change their password or e-mail: a locked account is refused,
 * a wrong password counts towards the lock (a session left open is no way to guess the password without limit).
 */
export async function authenticateCustomer(ctx: Context, customer: CustomerRow, password: string, wrong: string) {
  if (await isLocked(ctx, customer.customer_id)) throw authenticationError(ACCOUNT_LOCKED)
  if (!(await verifyPassword(password, customer.password_hash))) {
    await recordFailure(ctx, customer.customer_id)
    throw authenticationError(wrong)
  }
  if (customer.failures_num > 0) await clearFailures(ctx, customer.customer_id)
}
