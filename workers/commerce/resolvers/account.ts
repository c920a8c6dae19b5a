// Customer accounts: sign-in tokens with lockout, registration (with e-mail confirmation where the store asks for
// it), profile, e-mail and password changes, and password reset by mailed token.
import { z } from 'zod'
import { hashPassword, spendPasswordCheck, verifyPassword } from '../auth/password.ts'
import { issueToken, randomToken, sha256Hex } from '../auth/tokens.ts'
import { authenticateCustomer, clearFailures, isLocked, recordFailure } from '../customer/authentication.ts'
import { findCustomerByEmail, loadCustomer, requireCustomer, type CustomerRow } from '../customer/customer-row.ts'
import { DUPLICATE_EMAIL, ProfileInputSchema, assertPassword, isEmail } from '../customer/validation.ts'
import type { Context } from '../graphql/context.ts'
import { alreadyExistsError, authenticationError, inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { escapeHtml, queueMail } from '../mail/outbox.ts'
import { moveSubscription, setSubscription } from './newsletter.ts'

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
const RESET_TOKEN_HOURS = 2
/**
 * Magento_Security's default "Max Number of Password Reset Requests" (customer/password/max_number_password_reset_requests)
 * within its limitation period of an hour, counted by e-mail address whether or not an account has it.
 */
export const MAX_PASSWORD_RESET_REQUESTS = 5
/**
 * Magento's RequestPasswordResetEmail answer for an unknown address and for every refusal it wraps, Magento_Security's
 * "We received too many requests for password resets…" among them.
 */
export const PASSWORD_RESET_REFUSED = "Cannot reset the customer's password"

// The shop's B2B module: company data given on registration flags the account is_b2b (see extension.graphql).
const B2bCompanySchema = z.object({
  company_name: z.string(),
  vat_id: z.string(),
  chamber_of_commerce: z.string(),
  website: z.string().nullish(),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
})
type B2bCompany = z.infer<typeof B2bCompanySchema>
const CreateSchema = ProfileInputSchema.extend({
  email: z.string().nullish(),
  password: z.string().nullish(),
  b2b_company: B2bCompanySchema.nullish(),
})

const InputArgsSchema = z.object({ input: z.unknown() })
const EmailArgsSchema = z.object({ email: z.string() })
const EmailPasswordArgsSchema = z.object({ email: z.string(), password: z.string() })
const ConfirmEmailArgsSchema = z.object({ input: z.object({ email: z.string(), confirmation_key: z.string() }) })
const ChangePasswordArgsSchema = z.object({ currentPassword: z.string(), newPassword: z.string() })
const ResetPasswordArgsSchema = z.object({ email: z.string(), resetPasswordToken: z.string(), newPassword: z.string() })

const B2B_REQUIRED = ['company_name', 'vat_id', 'chamber_of_commerce', 'street', 'house_number', 'postcode'] as const
const B2B_MAX_LENGTH = 255

function checkB2bCompany(company: B2bCompany): B2bCompany {
  const trimmed = {
    company_name: company.company_name.trim(),
    vat_id: company.vat_id.replace(/[\s.-]/g, '').toUpperCase(),
    chamber_of_commerce: company.chamber_of_commerce.trim(),
    website: company.website?.trim() || null,
    street: company.street.trim(),
    house_number: company.house_number.trim(),
    postcode: company.postcode.trim().toUpperCase(),
  }
  const missing = B2B_REQUIRED.filter((field) => !trimmed[field])
  if (missing.length > 0)
    throw inputError(`Required parameters are missing: ${missing.map((f) => `b2b_company.${f}`).join(', ')}`)
  const tooLong = Object.entries(trimmed).find(
    ([, value]) => typeof value === 'string' && value.length > B2B_MAX_LENGTH,
  )
  if (tooLong) throw inputError(`"b2b_company.${tooLong[0]}" is longer than ${B2B_MAX_LENGTH} characters.`)
  if (!/^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(trimmed.vat_id))
    throw inputError(`"${trimmed.vat_id}" is not a valid VAT number.`)
  if (trimmed.website && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(trimmed.website))
    throw inputError(`"${trimmed.website}" is not a valid website address.`)
  return trimmed
}

export function confirmationLink(ctx: Context, email: string, key: string): string {
  return `/${ctx.store.code}/customer/account/confirm?email=${encodeURIComponent(email)}&key=${key}`
}

async function createAccount(ctx: Context, rawInput: unknown) {
  const input = CreateSchema.parse(rawInput)
  const email = input.email?.trim() ?? ''
  const missing = (['email', 'firstname', 'lastname'] as const).filter((field) => !input[field]?.trim())
  if (missing.length > 0) throw inputError(`Required parameters are missing: ${missing.join(', ')}`)
  if (!isEmail(email)) throw inputError(`"${email}" is not a valid email address.`)
  if (!input.password) throw inputError('Required parameters are missing: password')
  assertPassword(input.password, email)
  const company = input.b2b_company ? checkB2bCompany(input.b2b_company) : null
  if (await findCustomerByEmail(ctx, email)) throw alreadyExistsError(DUPLICATE_EMAIL)
  const confirmation = ctx.store.account_confirmation === 1 ? randomToken(16) : null
  const insertCustomer = ctx.db
    .prepare(
      `INSERT INTO customer (store_id, email, password_hash, firstname, lastname, middlename, prefix, suffix,
      date_of_birth, gender, taxvat, confirmation, is_b2b) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(
      ctx.store.store_id,
      email,
      await hashPassword(input.password),
      input.firstname?.trim() ?? '',
      input.lastname?.trim() ?? '',
      input.middlename ?? null,
      input.prefix ?? null,
      input.suffix ?? null,
      input.date_of_birth ?? input.dob ?? null,
      input.gender ?? null,
      input.taxvat ?? company?.vat_id ?? null,
      confirmation,
      company ? 1 : 0,
    )
  // One transaction: a business account never exists without its company. The e-mail is unique: a registration
  // sent twice at once passes the check above in both requests, and the second insert is the duplicate it is.
  const [inserted] = await uniqueEmail(
    ctx.db.batch<CustomerRow>(
      company
        ? [
            insertCustomer,
            ctx.db
              .prepare(
                `INSERT INTO customer_b2b_company (customer_id, company_name, vat_id, chamber_of_commerce, website, street,
              house_number, postcode) SELECT customer_id, ?, ?, ?, ?, ?, ?, ? FROM customer WHERE email = ?`,
              )
              .bind(
                company.company_name,
                company.vat_id,
                company.chamber_of_commerce,
                company.website,
                company.street,
                company.house_number,
                company.postcode,
                email,
              ),
          ]
        : [insertCustomer],
    ),
  )
  const row = inserted?.results[0]
  if (!row) throw new Error('Customer insert returned no row')
  if (input.is_subscribed) await setSubscription(ctx, email, row.customer_id)
  await queueMail(
    ctx.db,
    confirmation
      ? {
          storeId: ctx.store.store_id,
          to: email,
          subject: 'Please confirm your account',
          // The storefront's confirmation page lives under the store prefix, like the password-reset link.
          html: `<p>Confirm your account with key <code>${confirmation}</code>: <a href="${confirmationLink(ctx, email, confirmation)}">Confirm your account</a>.</p>`,
        }
      : {
          storeId: ctx.store.store_id,
          to: email,
          subject: `Welcome to ${ctx.store.name}`,
          html: `<p>Welcome, ${escapeHtml(row.firstname)}.</p>`,
        },
  )
  return { customer: row }
}

/** Counts this request and refuses it past MAX_PASSWORD_RESET_REQUESTS in the last hour for the same address. */
async function limitPasswordResetRequests(ctx: Context, email: string): Promise<void> {
  const reference = email.trim().toLowerCase()
  const recent = await ctx.db
    .prepare(
      `SELECT COUNT(*) AS n FROM password_reset_request_event
       WHERE account_reference = ? AND created_at > datetime('now', '-1 hour')`,
    )
    .bind(reference)
    .first<{ n: number }>()
  // Magento_Security's refusal, wrapped by Magento's resolver as every refusal of initiatePasswordReset is.
  if ((recent?.n ?? 0) >= MAX_PASSWORD_RESET_REQUESTS) throw inputError(PASSWORD_RESET_REFUSED)
  await ctx.db.batch([
    ctx.db.prepare('INSERT INTO password_reset_request_event (account_reference) VALUES (?)').bind(reference),
    ctx.db.prepare(`DELETE FROM password_reset_request_event WHERE created_at < datetime('now', '-1 day')`),
  ])
}

/** A write that a concurrent one beat to an e-mail address fails as Magento's duplicate does, not as a 500. */
/** A profile update's date of birth: `date_of_birth` or the older `dob`, cleared by null or an empty value. */
function dateOfBirth(
  input: { date_of_birth?: string | null; dob?: string | null },
  current: string | null,
): string | null {
  const given = input.date_of_birth !== undefined ? input.date_of_birth : input.dob
  if (given === undefined) return current
  return given?.trim() ? given : null
}

export async function uniqueEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: customer\.email/.test(error.message))
      throw alreadyExistsError(DUPLICATE_EMAIL)
    throw error
  }
}

/**
 * A customer's open carts follow their new e-mail address (Magento's UpgradeQuoteCustomerEmailObserver): the order
 * and its confirmation go to the address the account has now.
 */
export async function updateCartEmails(ctx: Context, customerId: number, email: string): Promise<void> {
  await ctx.db
    .prepare('UPDATE cart SET email = ? WHERE customer_id = ? AND is_active = 1')
    .bind(email, customerId)
    .run()
}

export const accountResolvers: ResolverMap = {
  Query: {
    // A query reuses the row read with the token (nothing in a query can change it).
    customer: async (_source: unknown, _args, ctx) => {
      const customerId = requireCustomer(ctx)
      return ctx.customer?.customer_id === customerId ? ctx.customer : loadCustomer(ctx, customerId)
    },
    isEmailAvailable: (_source: unknown, args) => {
      const { email } = EmailArgsSchema.parse(args)
      if (!isEmail(email)) throw inputError('Email is invalid')
      // As Magento 2.4.7 by default (Enable Guest Checkout Login: No): true for every address, so this public query
      // never tells who has an account (the storefront does not ask it).
      return { is_email_available: true }
    },
  },
  Mutation: {
    generateCustomerToken: async (_source: unknown, args, ctx) => {
      const { email, password } = EmailPasswordArgsSchema.parse(args)
      if (!email.trim()) throw inputError('Specify the "email" value.')
      if (!password) throw inputError('Specify the "password" value.')
      const customer = await findCustomerByEmail(ctx, email)
      if (!customer) {
        // As long as a wrong password's check: the answer's time does not tell whether the address has an account.
        await spendPasswordCheck(password)
        throw authenticationError(SIGN_IN_FAILED)
      }
      if (await isLocked(ctx, customer.customer_id)) throw authenticationError(SIGN_IN_FAILED)
      if (!(await verifyPassword(password, customer.password_hash))) {
        await recordFailure(ctx, customer.customer_id)
        throw authenticationError(SIGN_IN_FAILED)
      }
      if (customer.confirmation !== null)
        throw authenticationError("This account isn't confirmed. Verify and try again.")
      await clearFailures(ctx, customer.customer_id)
      return { token: await issueToken(ctx.db, customer.customer_id) }
    },
    revokeCustomerToken: async (_source: unknown, _args, ctx) => {
      requireCustomer(ctx)
      await ctx.db.prepare('DELETE FROM customer_token WHERE token_hash = ?').bind(ctx.tokenHash).run()
      return { result: true }
    },
    createCustomer: (_source: unknown, args, ctx) => createAccount(ctx, InputArgsSchema.parse(args).input),
    createCustomerV2: (_source: unknown, args, ctx) => createAccount(ctx, InputArgsSchema.parse(args).input),
    confirmEmail: async (_source: unknown, args, ctx) => {
      const { input } = ConfirmEmailArgsSchema.parse(args)
      const customer = await findCustomerByEmail(ctx, input.email)
      if (!customer) throw noSuchEntityError(`No such entity with email = ${input.email}`)
      if (customer.confirmation === null) throw inputError('The account is already active.')
      if (customer.confirmation !== input.confirmation_key)
        throw inputError('The confirmation token is invalid. Verify the token and try again.')
      await ctx.db
        .prepare('UPDATE customer SET confirmation = NULL WHERE customer_id = ?')
        .bind(customer.customer_id)
        .run()
      return { customer: { ...customer, confirmation: null } }
    },
    updateCustomerV2: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const input = ProfileInputSchema.parse(InputArgsSchema.parse(args).input)
      const current = await loadCustomer(ctx, customerId)
      for (const field of ['firstname', 'lastname'] as const) {
        if (input[field] !== undefined && !input[field]?.trim())
          throw inputError(`Required parameters are missing: ${field}`)
      }
      await ctx.db
        .prepare(
          `UPDATE customer SET firstname = ?, lastname = ?, middlename = ?, prefix = ?, suffix = ?, date_of_birth = ?,
          gender = ?, taxvat = ?, updated_at = datetime('now') WHERE customer_id = ?`,
        )
        .bind(
          input.firstname ?? current.firstname,
          input.lastname ?? current.lastname,
          input.middlename === undefined ? current.middlename : input.middlename,
          input.prefix === undefined ? current.prefix : input.prefix,
          input.suffix === undefined ? current.suffix : input.suffix,
          // Given as null or empty it is cleared (Magento sets what the input names), left out it stays.
          dateOfBirth(input, current.date_of_birth),
          input.gender === undefined ? current.gender : input.gender,
          input.taxvat === undefined ? current.taxvat : input.taxvat,
          customerId,
        )
        .run()
      if (input.is_subscribed === true) await setSubscription(ctx, current.email, customerId)
      if (input.is_subscribed === false) {
        await ctx.db
          .prepare("UPDATE newsletter_subscriber SET status = 'UNSUBSCRIBED' WHERE email = ?")
          .bind(current.email)
          .run()
      }
      return { customer: await loadCustomer(ctx, customerId) }
    },
    updateCustomerEmail: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { email, password } = EmailPasswordArgsSchema.parse(args)
      const current = await loadCustomer(ctx, customerId)
      await authenticateCustomer(
        ctx,
        current,
        password,
        "The password doesn't match this account. Verify the password and try again.",
      )
      if (!isEmail(email)) throw inputError(`"${email}" is not a valid email address.`)
      const other = await findCustomerByEmail(ctx, email)
      if (other && other.customer_id !== customerId) throw alreadyExistsError(DUPLICATE_EMAIL)
      await uniqueEmail(
        ctx.db
          .prepare(`UPDATE customer SET email = ?, updated_at = datetime('now') WHERE customer_id = ?`)
          .bind(email.trim(), customerId)
          .run(),
      )
      // A reset link sent to the old address no longer opens the account that moved away from it.
      await ctx.db.prepare('DELETE FROM password_reset_token WHERE customer_id = ?').bind(customerId).run()
      await moveSubscription(ctx, current.email, email.trim(), customerId)
      await updateCartEmails(ctx, customerId, email.trim())
      return { customer: await loadCustomer(ctx, customerId) }
    },
    changeCustomerPassword: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { currentPassword, newPassword } = ChangePasswordArgsSchema.parse(args)
      if (!currentPassword) throw inputError('Specify the "currentPassword" value.')
      if (!newPassword) throw inputError('Specify the "newPassword" value.')
      const current = await loadCustomer(ctx, customerId)
      await authenticateCustomer(
        ctx,
        current,
        currentPassword,
        "The password doesn't match this account. Verify the password and try again.",
      )
      assertPassword(newPassword, current.email)
      // The customer's other sessions end (Magento clears them for a changed password, as a reset ends all of
      // them): whoever held the old password, or a token taken with it, is out. The session that changed it stays.
      await ctx.db.batch([
        ctx.db
          .prepare('UPDATE customer SET password_hash = ? WHERE customer_id = ?')
          .bind(await hashPassword(newPassword), customerId),
        ctx.db
          .prepare('DELETE FROM customer_token WHERE customer_id = ? AND token_hash IS NOT ?')
          .bind(customerId, ctx.tokenHash),
        // A reset link asked for before (perhaps by whoever the customer changes the password against) no longer
        // works: Magento clears the reset token with the new hash (AccountManagement::changePasswordForCustomer).
        ctx.db.prepare('DELETE FROM password_reset_token WHERE customer_id = ?').bind(customerId),
      ])
      return loadCustomer(ctx, customerId)
    },
    requestPasswordResetEmail: async (_source: unknown, args, ctx) => {
      const { email } = EmailArgsSchema.parse(args)
      if (!isEmail(email)) throw inputError('The email address has an invalid format.')
      await limitPasswordResetRequests(ctx, email)
      const customer = await findCustomerByEmail(ctx, email)
      // Magento's RequestPasswordResetEmail: the repository's "no such entity" becomes an input error.
      if (!customer) throw inputError(PASSWORD_RESET_REFUSED)
      const token = randomToken(16)
      await ctx.db.batch([
        ctx.db.prepare('DELETE FROM password_reset_token WHERE customer_id = ?').bind(customer.customer_id),
        ctx.db
          .prepare(
            `INSERT INTO password_reset_token (token_hash, customer_id, expires_at) VALUES (?, ?, datetime('now', ?))`,
          )
          .bind(await sha256Hex(token), customer.customer_id, `+${RESET_TOKEN_HOURS} hours`),
      ])
      // `key`, not `token`: on the storefront `?token=` is the sales-person session link (spec §2) and would sign in.
      const link = `/${ctx.store.code}/reset-password?email=${encodeURIComponent(customer.email)}&key=${token}`
      await queueMail(ctx.db, {
        storeId: ctx.store.store_id,
        to: customer.email,
        subject: 'Reset your password',
        html: `<p>Reset your password: <a href="${link}">${link}</a> (token <code>${token}</code>).</p>`,
      })
      return true
    },
    resetPassword: async (_source: unknown, args, ctx) => {
      const input = ResetPasswordArgsSchema.parse(args)
      if (!isEmail(input.email)) throw inputError('The email address has an invalid format.')
      if (!input.resetPasswordToken) throw inputError('resetPasswordToken must be specified')
      if (!input.newPassword) throw inputError('newPassword must be specified')
      const customer = await findCustomerByEmail(ctx, input.email)
      if (!customer) throw noSuchEntityError(`Cannot set the customer's password`)
      const token = await ctx.db
        .prepare(`SELECT customer_id FROM password_reset_token WHERE token_hash = ? AND expires_at > datetime('now')`)
        .bind(await sha256Hex(input.resetPasswordToken))
        .first<{ customer_id: number }>()
      if (token?.customer_id !== customer.customer_id)
        throw inputError('The password token is mismatched. Reset and try again.')
      assertPassword(input.newPassword, customer.email)
      // A reset ends every session and unlocks the account.
      await ctx.db.batch([
        ctx.db
          .prepare('UPDATE customer SET password_hash = ?, failures_num = 0, lock_expires = NULL WHERE customer_id = ?')
          .bind(await hashPassword(input.newPassword), customer.customer_id),
        ctx.db.prepare('DELETE FROM password_reset_token WHERE customer_id = ?').bind(customer.customer_id),
        ctx.db.prepare('DELETE FROM customer_token WHERE customer_id = ?').bind(customer.customer_id),
      ])
      return true
    },
  },
  Customer: {
    id: () => null,
    group_id: () => 1,
    dob: (customer: CustomerRow) => customer.date_of_birth,
    is_b2b: (customer: CustomerRow) => customer.is_b2b === 1,
    b2b_company: (customer: CustomerRow, _args, ctx) =>
      ctx.db
        .prepare(
          `SELECT company_name, vat_id, chamber_of_commerce, website, street, house_number, postcode
          FROM customer_b2b_company WHERE customer_id = ?`,
        )
        .bind(customer.customer_id)
        .first(),
    allow_remote_shopping_assistance: () => false,
    confirmation_status: (customer: CustomerRow) =>
      customer.confirmation === null ? 'ACCOUNT_CONFIRMATION_NOT_REQUIRED' : 'ACCOUNT_CONFIRMED',
    default_billing: (customer: CustomerRow) =>
      customer.default_billing === null ? null : String(customer.default_billing),
    default_shipping: (customer: CustomerRow) =>
      customer.default_shipping === null ? null : String(customer.default_shipping),
    is_subscribed: async (customer: CustomerRow, _args, ctx) =>
      (await subscriptionStatus(ctx, customer.email)) === 'SUBSCRIBED',
    newsletter_status: (customer: CustomerRow, _args, ctx) => subscriptionStatus(ctx, customer.email),
  },
}

/** The subscriber table's status for an address (SubscriptionStatusesEnum), or null when it never subscribed. */
async function subscriptionStatus(ctx: Context, email: string): Promise<string | null> {
  const row = await ctx.db
    .prepare('SELECT status FROM newsletter_subscriber WHERE email = ?')
    .bind(email)
    .first<{ status: string }>()
  return row?.status ?? null
}
