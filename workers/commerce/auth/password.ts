// Password hashing with PBKDF2-SHA256 through WebCrypto. Pure (no Workers-only APIs) so the seed can run it under
// Node too. Stored form: 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'.

// workerd refuses more than 100 000 PBKDF2 iterations.
const ITERATIONS = 100_000
const encoder = new TextEncoder()

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string, salt?: Uint8Array<ArrayBuffer>): Promise<string> {
  const usedSalt = salt ?? crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, usedSalt, ITERATIONS)
  return `pbkdf2-sha256$${ITERATIONS}$${toBase64(usedSalt)}$${toBase64(hash)}`
}

/** A fixed salt for spendPasswordCheck: nothing is compared against what it derives. */
const UNUSED_SALT = new Uint8Array(16)

/** The work of one password check, for a sign-in whose address has no account (see generateCustomerToken). */
export async function spendPasswordCheck(password: string): Promise<void> {
  await derive(password, UNUSED_SALT, ITERATIONS)
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false
  const actual = toBase64(await derive(password, fromBase64(salt), Number(iterations)))
  // Constant-time comparison of equal-length strings, so timing leaks nothing about the hash.
  if (actual.length !== hash.length) return false
  let difference = 0
  for (let i = 0; i < actual.length; i += 1) difference |= actual.charCodeAt(i) ^ hash.charCodeAt(i)
  return difference === 0
}
