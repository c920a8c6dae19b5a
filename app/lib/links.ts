import type { Multilink } from './content-model'
import { safeSlug } from './safe-path'
import { STORE_CODES, type StoreCode } from './stores'

export type ResolvedLink = { href: string; external: boolean }

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i
const OTHER_STORE_FOLDER = new RegExp(`^/*(?:${STORE_CODES.join('|')})(?=/|$)`)
/** An anchor kept on a story link: an element id of letters, digits, `-` and `_`. */
const ANCHOR = /^[A-Za-z][\w-]{0,63}$/

/** A content multilink as a storefront href: story links stay under the store prefix, url links must be web links. */
export function resolveLink(link: Multilink | undefined, store: StoreCode): ResolvedLink | undefined {
  if (!link) return undefined
  if (link.linktype === 'url' || (!link.linktype && link.url)) {
    const url = (link.url || link.cached_url || '').trim()
    if (EXTERNAL.test(url)) return { href: url, external: /^https?:/i.test(url) }
    if (url.startsWith('/')) return storyLink(url, store)
    return undefined
  }
  // An unset link field (Storyblok sends one with every field empty) leads nowhere, not to the home page.
  const story = (link.cached_url || link.url || '').trim()
  if (!story) return undefined
  // A story is read in the page's own store: one that names another store's folder is the same story here.
  const resolved = storyLink(story.replace(OTHER_STORE_FOLDER, ''), store)
  const anchor = link.anchor?.trim()
  return resolved && anchor && ANCHOR.test(anchor) ? { ...resolved, href: `${resolved.href}#${anchor}` } : resolved
}

/**
 * The same link with only the fields that decide where it goes: what `resolveLink` and the "has a target" checks
 * (`cached_url || url`) make of it is unchanged, but a story link is one field instead of five.
 */
export function compactLink(link: Multilink): Multilink {
  const url = link.url || undefined
  if (link.linktype === 'url' || (!link.linktype && url)) {
    const target = url ?? link.cached_url
    return target === undefined ? { linktype: 'url' } : { linktype: 'url', url: target }
  }
  const story = link.cached_url ?? link.url ?? ''
  const anchor = link.anchor ? { anchor: link.anchor } : {}
  // An empty cached_url beside a url: keep the three fields as they are, the short form would read differently.
  if (Boolean(story) !== Boolean(link.cached_url || link.url)) {
    return { linktype: link.linktype, url: link.url, cached_url: link.cached_url, ...anchor }
  }
  return { cached_url: story, ...anchor }
}

/** A path of this shop: under the store it names, or under the page's store when it names none. */
function storyLink(path: string, pageStore: StoreCode): ResolvedLink | undefined {
  // A protocol-relative path is another site, whatever its link type says.
  if (path.startsWith('//')) return undefined
  const trimmed = path.replace(/^\/+/, '')
  const named = STORE_CODES.find((code) => trimmed === code || trimmed.startsWith(`${code}/`))
  const store = named ?? pageStore
  const withoutStore = named ? trimmed.slice(named.length + 1) : trimmed
  if (withoutStore === '' || withoutStore === 'home') return { href: `/${store}`, external: false }
  const slug = safeSlug(withoutStore)
  return slug ? { href: `/${store}/${slug}`, external: false } : undefined
}

export function storePath(store: StoreCode, path = ''): string {
  const trimmed = path.replace(/^\/+/, '')
  return trimmed ? `/${store}/${trimmed}` : `/${store}`
}
