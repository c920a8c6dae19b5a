import type { MetaDescriptor } from 'react-router'

/** Title and description tags for a page; the store name completes titles. */
export function pageMeta(title: string | undefined, description: string | undefined, storeName = 'Estelle Tijs'): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${storeName}` : storeName
  return [{ title: fullTitle }, ...(description ? [{ name: 'description', content: description }] : [])]
}
