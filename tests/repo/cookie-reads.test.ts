import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CART_ADD_COOKIE } from '~/components/cart/add-result.server'
import { LAST_ORDER_COOKIE } from '~/lib/checkout.server'
import { COOKIE } from '~/lib/cookies'
import { PENDING_WISHLIST_COOKIE } from '~/lib/wishlist/pending-add'
import { PERSONAL_COOKIES, URL_COOKIES } from '../../workers/storefront/page-cache'

/**
 * The edge page cache shares a page with any visitor whose cookies the server never reads (workers/storefront/
 * page-cache.ts). That holds only while every cookie the server reads is known there: a new personal cookie read
 * but not listed would get its shopper the shared page. This walks the server's cookie reads and fails on any
 * cookie that is neither the URL's, the cart's nor listed as personal.
 */
const NAMED: Record<string, string> = { CART_ADD_COOKIE, LAST_ORDER_COOKIE, PENDING_WISHLIST_COOKIE }

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(directory, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(directory, entry.name)]
        : [],
  )
}

/** What a read's argument names: `COOKIE.x`, a listed constant, or something this test cannot classify. */
function cookieName(argument: string): string | undefined {
  const member = /^COOKIE\.(\w+)$/.exec(argument)?.[1]
  if (member !== undefined) return Object.entries(COOKIE).find(([key]) => key === member)?.[1]
  return NAMED[argument]
}

const READ = /(?:\bcookies\.(?:get|has)\(|\breadCookie\([^,()]+,)\s*([^)\s]+)\s*\)/g

const reads = [...files('app'), ...files('workers')]
  .filter((file) => !file.endsWith('cookies.ts'))
  .flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(READ)].map((match) => ({ file, argument: match[1] ?? '' })),
  )

describe('every cookie the server reads is known to the edge page cache', () => {
  it('finds the reads (the walk itself works)', () => {
    expect(reads.length).toBeGreaterThan(10)
    expect(reads.map((read) => read.argument)).toContain('COOKIE.customer')
  })

  it.each(reads.map((read) => [`${read.file}: ${read.argument}`, read.argument] as const))('%s', (_label, argument) => {
    const name = cookieName(argument)
    expect(name, `${argument}: read by name, so it must be a COOKIE member or listed in this test`).toBeDefined()
    if (name === undefined) return
    const known = name === COOKIE.cart || URL_COOKIES.has(name) || PERSONAL_COOKIES.has(name)
    expect(known, `${name}: add it to PERSONAL_COOKIES in workers/storefront/page-cache.ts`).toBe(true)
  })
})
