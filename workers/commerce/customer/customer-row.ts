import type { Context } from '../graphql/context.ts'
import { NOT_AUTHORIZED, authorizationError } from '../graphql/errors.ts'

export type CustomerRow = {
  customer_id: number
  store_id: number
  email: string
  password_hash: string
  firstname: string
  lastname: string
  middlename: string | null
  prefix: string | null
  suffix: string | null
  date_of_birth: string | null
  gender: number | null
  taxvat: string | null
  is_b2b: number
  confirmation: string | null
  failures_num: number
  lock_expires: string | null
  default_billing: number | null
  default_shipping: number | null
  created_at: string
}

export function requireCustomer(ctx: Context): number {
  if (ctx.customerId === null) throw authorizationError(NOT_AUTHORIZED)
  return ctx.customerId
}

export async function loadCustomer(ctx: Context, customerId: number): Promise<CustomerRow> {
  const row = await ctx.db.prepare('SELECT * FROM customer WHERE customer_id = ?').bind(customerId).first<CustomerRow>()
  if (!row) throw authorizationError(NOT_AUTHORIZED)
  return row
}

export const findCustomerByEmail = (ctx: Context, email: string): Promise<CustomerRow | null> =>
  ctx.db.prepare('SELECT * FROM customer WHERE email = ?').bind(email.trim()).first<CustomerRow>()
