// Customer bearer tokens: random, handed out once, stored only as SHA-256 hashes with an expiry.

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
