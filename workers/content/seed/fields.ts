import { type Asset, type Multilink } from '../content-model.ts'
import { numericIdFor, uuidFor } from '../lib/deterministic-id.ts'

/** A block `_uid`, unique within its story and stable across languages. */
export const blockUid = (storySlug: string, path: string) => uuidFor(`block:${storySlug}:${path}`)

/**
 * An internal link; `path` is a storefront path without locale (`hair/shampoo`, `AboutUs`, `p/ET-H00001`), `anchor`
 * a place on that page.
 */
export const storyLink = (path: string, anchor?: string): Multilink => ({
  id: '',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: path,
  ...(anchor ? { anchor } : {}),
})

export const urlLink = (url: string): Multilink => ({
  id: '',
  url,
  linktype: 'url',
  fieldtype: 'multilink',
  cached_url: url,
})

/**
 * An image served by this worker's `/cms-assets/<name>-<W>x<H>.svg` route, so seeded pages render
 * without an asset CDN. `name` must be lowercase kebab-case.
 */
export const cmsAsset = (name: string, width: number, height: number, alt: string, title = alt): Asset => ({
  id: numericIdFor(`asset:${name}`),
  alt,
  name,
  focus: '',
  title,
  filename: `/cms-assets/${name}-${width}x${height}.svg`,
  copyright: '© Estelle Tijs',
  fieldtype: 'asset',
})
