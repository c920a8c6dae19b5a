import { z } from 'zod'
import { compactLink } from './links'

/**
 * The content model the storefront renders (docs/content-model.md). Stories come from outside, so every block
 * is parsed; a block that does not parse is dropped rather than failing the page.
 */
/*
 * Only the fields the storefront reads are kept (zod objects drop the rest): the parsed content travels to the
 * browser in every page's data, and a story's ids, `fieldtype`s, asset focus points, copyrights and block `_uid`s
 * would be bytes nobody reads. Lists are keyed by position instead of `_uid`.
 */
const MultilinkFieldsSchema = z.object({
  linktype: z.string().optional(),
  url: z.string().optional(),
  cached_url: z.string().optional(),
  /** A story link's place on the linked page (Storyblok's anchor); ignored unless it is a plain id. */
  anchor: z.string().optional(),
  /** An e-mail link's address (`linktype: 'email'`). */
  email: z.string().optional(),
})
export type Multilink = z.infer<typeof MultilinkFieldsSchema>
export const MultilinkSchema = MultilinkFieldsSchema.transform((link) => compactLink(asWebLink(link)))

/** One address, nothing around it (a space or a line break would make a mailto: link say something else). */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/

/**
 * Storyblok's e-mail and asset links as the url links they are: `mailto:` the address, and the asset's address on
 * Storyblok's asset host (a price list as a PDF). One that is not that leads nowhere, like an empty link.
 */
function asWebLink(link: Multilink): Multilink {
  if (link.linktype === 'email') {
    const email = (link.email ?? link.url ?? '').trim().replace(/^mailto:/i, '')
    return EMAIL.test(email) ? { linktype: 'url', url: `mailto:${email}` } : { linktype: 'url' }
  }
  if (link.linktype === 'asset') {
    const url = safeAssetUrl(link.url || link.cached_url)
    return url?.startsWith('https://') ? { linktype: 'url', url } : { linktype: 'url' }
  }
  return link
}

/** Storyblok's asset hosts (a.storyblok.com and its regional twins such as a-us.storyblok.com). */
const STORYBLOK_ASSET_HOST = /^a[a-z0-9-]*\.storyblok\.com$/

/**
 * An asset's address as the page may load it: a path on this site (the embedded content service's /cms-assets/)
 * or an https address on Storyblok's asset hosts. Anything else (`javascript:`, another site, which would learn who
 * visits) is left out, and the page shows no image there.
 */
export function safeAssetUrl(filename: string | null | undefined): string | null {
  if (!filename) return null
  if (filename.startsWith('/') && !filename.startsWith('//') && !filename.includes('\\')) return filename
  try {
    const url = new URL(filename)
    return url.protocol === 'https:' && STORYBLOK_ASSET_HOST.test(url.hostname) ? url.href : null
  } catch {
    return null
  }
}

export const AssetSchema = z.object({
  filename: z.string().nullable().optional().transform(safeAssetUrl),
  alt: z.string().nullable().optional(),
})
export type Asset = z.infer<typeof AssetSchema>

export const TopbarItemSchema = z.object({ text: z.string(), link: MultilinkSchema.optional() })
export const TopbarSchema = z.object({ component: z.literal('topbar'), items: z.array(z.unknown()).default([]) })

export const MenuLinkSchema = z.object({
  label: z.string(),
  link: MultilinkSchema,
  highlight: z.boolean().optional(),
})
export const MainMenuSchema = z.object({ component: z.literal('mainmenu'), items: z.array(z.unknown()).default([]) })

export const CommunityLinkSchema = z.object({
  link: MultilinkSchema,
  target: z.enum(['_blank', '_self']).default('_blank'),
  icon: z.string(),
  label: z.string().optional(),
})
export const FooterLinkSchema = z.object({ text: z.string(), link: MultilinkSchema })
export const FooterColumnSchema = z.object({
  title: z.string().default(''),
  title_link: MultilinkSchema.optional(),
  links: z.array(z.unknown()).default([]),
})
export const FooterSchema = z.object({
  component: z.literal('footer'),
  logo: AssetSchema.optional(),
  community_links: z.array(z.unknown()).default([]),
  columns: z.array(z.unknown()).default([]),
  copyright: z.string().optional(),
})

export const PageSchema = z.object({
  component: z.literal('page'),
  title: z.string().optional(),
  meta_title: z.string().optional(),
  meta_description: z.string().optional(),
  body: z.array(z.unknown()).default([]),
})

/** Parses each element with the schema and keeps those that parse. */
export function parseEach<T>(schema: z.ZodType<T>, items: unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

export type TopbarItem = z.infer<typeof TopbarItemSchema>
export type MenuLink = z.infer<typeof MenuLinkSchema>
export type CommunityLink = z.infer<typeof CommunityLinkSchema>
export type FooterLink = z.infer<typeof FooterLinkSchema>
export type FooterColumn = Omit<z.infer<typeof FooterColumnSchema>, 'links'> & { links: FooterLink[] }
export type Footer = {
  logo: Asset | undefined
  communityLinks: CommunityLink[]
  columns: FooterColumn[]
  copyright: string | undefined
}
