import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The edge page cache shares a page with any visitor whose cookies the server never reads (workers/storefront/
 * page-cache.ts). That holds only while every cookie the server reads is known there: a new personal cookie read
 * but not listed would get its shopper the shared page. This walks the server's cookie reads and fails on any
 * cookie that is neither the URL's, the cart's nor listed as personal. It reads the sources as text (the repo
 * tests run in Node, outside the worker's type project).
 */
function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(directory, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(directory, entry.name)]
        : [],
  )
}

const sources = [...files('app'), ...files('workers')].map((file) => ({ file, text: readFileSync(file, 'utf8') }))

/** `COOKIE.key` → its name, from the COOKIE object in app/lib/cookies.ts. */
const cookieObject = /export const COOKIE = \{([^}]*)\}/.exec(readFileSync('app/lib/cookies.ts', 'utf8'))?.[1] ?? ''
const COOKIE = new Map([...cookieObject.matchAll(/(\w+): '([^']+)'/g)].map((match) => [`COOKIE.${match[1]}`, match[2]]))

/** `SOME_COOKIE` → its name, from every `export const SOME_COOKIE = '…'` of the server's code. */
const NAMED = new Map(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/export const (\w+_COOKIE) = '([^']+)'/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
  ),
)

function nameOf(argument: string): string | undefined {
  return COOKIE.get(argument) ?? NAMED.get(argument)
}

/** The names in one of page-cache.ts's `export const NAME: ReadonlySet<string> = new Set([…])` lists. */
function listed(list: string): string[] {
  const pageCache = readFileSync('workers/storefront/page-cache.ts', 'utf8')
  const body = new RegExp(`export const ${list}[^=]*= new Set\\(\\[([^\\]]*)\\]`).exec(pageCache)?.[1] ?? ''
  return body
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => nameOf(entry) ?? `unknown:${entry}`)
}

const READ = /(?:\bcookies\.(?:get|has)\(|\breadCookie\([^,()]+,)\s*([^)\s]+)\s*\)/g
const reads = sources
  .filter(({ file }) => !file.endsWith('cookies.ts'))
  .flatMap(({ file, text }) => [...text.matchAll(READ)].map((match) => ({ file, argument: match[1] ?? '' })))
const known = new Set([
  COOKIE.get('COOKIE.cart'),
  ...listed('URL_COOKIES'),
  ...listed('PERSONAL_COOKIES'),
  ...listed('DELIVERY_COOKIES'),
])

describe('every cookie the server reads is known to the edge page cache', () => {
  it('finds the names and the reads (the walk itself works)', () => {
    expect(COOKIE.get('COOKIE.customer')).toBe('vsf-customer')
    expect(listed('PERSONAL_COOKIES')).toContain('vsf-customer')
    expect(listed('PERSONAL_COOKIES').filter((name) => name.startsWith('unknown:'))).toEqual([])
    expect(listed('URL_COOKIES')).toContain('vsf-store')
    expect(reads.length).toBeGreaterThan(10)
  })

  it.each(reads.map((read) => [`${read.file}: ${read.argument}`, read.argument] as const))('%s', (_label, argument) => {
    const name = nameOf(argument)
    expect(
      name,
      `${argument}: read by name, so it must be a COOKIE member or an exported *_COOKIE constant`,
    ).toBeDefined()
    expect(known.has(name), `${name}: add it to PERSONAL_COOKIES in workers/storefront/page-cache.ts`).toBe(true)
  })
})
