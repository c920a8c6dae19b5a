// Customer bearer tokens: random, handed out once, stored only as SHA-256 hashes with an expiry.
import type { CustomerRow } from '../customer/customer-row.ts'

// Magento's default customer token lifetime is one hour; a shop session lasts longer, so one day here.
export const TOKEN_LIFETIME_HOURS = 24

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function randomToken(bytes = 24): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function issueToken(db: D1Database, customerId: number): Promise<string> {
  const token = randomToken()
  await db
    .prepare(`INSERT INTO customer_token (token_hash, customer_id, expires_at) VALUES (?, ?, datetime('now', ?))`)
    .bind(await sha256Hex(token), customerId, `+${TOKEN_LIFETIME_HOURS} hours`)
    .run()
  return token
}

/**
 * customerIdForToken with the customer's row read in the same query: a request that asks for the signed-in
 * customer (the storefront's layout does on every page) then costs no second round trip. `customer` is null when
 * the token's customer no longer exists (the id is still answered, as customerIdForToken does).
 */
export async function customerForToken(
  db: D1Database,
  token: string,
): Promise<{ customerId: number; tokenHash: string; customer: CustomerRow | null } | null> {
  const tokenHash = await sha256Hex(token)
  const row = await db
    .prepare(
      `SELECT t.customer_id AS token_customer_id, c.* FROM customer_token t
      LEFT JOIN customer c ON c.customer_id = t.customer_id
      WHERE t.token_hash = ? AND t.expires_at > datetime('now')`,
    )
    .bind(tokenHash)
    .first<{ token_customer_id: number } & (CustomerRow | { [K in keyof CustomerRow]: null })>()
  if (!row) return null
  const { token_customer_id: customerId, ...customer } = row
  return { customerId, tokenHash, customer: isCustomerRow(customer) ? customer : null }
}

function isCustomerRow(row: CustomerRow | { [K in keyof CustomerRow]: null }): row is CustomerRow {
  return row.customer_id !== null
}

export async function customerIdForToken(
  db: D1Database,
  token: string,
): Promise<{ customerId: number; tokenHash: string } | null> {
  const tokenHash = await sha256Hex(token)
  const row = await db
    .prepare(`SELECT customer_id FROM customer_token WHERE token_hash = ? AND expires_at > datetime('now')`)
    .bind(tokenHash)
    .first<{ customer_id: number }>()
  return row ? { customerId: row.customer_id, tokenHash } : null
}
