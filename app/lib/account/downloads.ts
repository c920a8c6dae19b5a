import { parseOrderNumber } from './orders'

/** My downloads: which purchases can be downloaded now, and where. */

type DownloadItem = {
  date: string | null
  download_url: string | null
  order_increment_id: string | null
  remaining_downloads: string | null
  status: string | null
  link_title: string | null
  product_name: string | null
}

export type Download = {
  key: string
  title: string
  product: string
  order: string | undefined
  date: string
  status: string
  remaining: string
  /** Only while the link is available and has downloads left (Magento shows no link otherwise). */
  url: string | undefined
}

/** Magento's purchased-link states as the customer reads them. */
const STATUS_LABELS: Record<string, string> = {
  available: 'Available',
  pending: 'Pending',
  expired: 'Expired',
  pending_payment: 'Pending payment',
  payment_review: 'Payment review',
}

/**
 * Only http(s) addresses or our own paths are linked: the URL comes from the backend. A link onto the embedded
 * backend (reached through a service binding, not by browsers) becomes the same path on this shop, which passes
 * it through.
 */
export function safeDownloadUrl(raw: string | null | undefined, embeddedOrigin?: string): string | undefined {
  if (!raw) return undefined
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    return url.origin === embeddedOrigin ? `${url.pathname}${url.search}` : url.toString()
  } catch {
    return undefined
  }
}

export function toDownloads(
  items: readonly (DownloadItem | null)[] | null | undefined,
  embeddedOrigin?: string,
): Download[] {
  return (items ?? []).flatMap((item, index) => {
    if (!item) return []
    const status = (item.status ?? '').toLowerCase()
    const remaining = item.remaining_downloads ?? ''
    const usable = status === 'available' && remaining !== '0'
    return [
      {
        key: `download-${index}`,
        title: item.link_title || item.product_name || 'Download',
        product: item.link_title && item.product_name ? item.product_name : '',
        order: parseOrderNumber(item.order_increment_id ?? undefined),
        date: item.date ?? '',
        status: STATUS_LABELS[status] ?? (item.status || ''),
        remaining,
        url: usable ? safeDownloadUrl(item.download_url, embeddedOrigin) : undefined,
      },
    ]
  })
}
