import { describe, expect, it } from 'vitest'
import { safeDownloadUrl, toDownloads } from '~/lib/account/downloads'

const ITEM = {
  date: '2026-11-23 10:00:00',
  download_url: 'https://shop.example/downloadable/download/link/id/abc/',
  order_increment_id: '000000042',
  remaining_downloads: 'Unlimited',
  status: 'available',
  link_title: 'Styling masterclass (video)',
  product_name: 'Styling masterclass',
}

describe('my downloads', () => {
  it('links an available purchase with downloads left', () => {
    expect(toDownloads([ITEM])).toEqual([
      {
        key: 'download-0',
        title: 'Styling masterclass (video)',
        product: 'Styling masterclass',
        order: '000000042',
        date: '2026-11-23 10:00:00',
        status: 'Available',
        remaining: 'Unlimited',
        url: 'https://shop.example/downloadable/download/link/id/abc/',
      },
    ])
  })

  it('shows a pending, expired or used-up purchase without a link', () => {
    const [pending, used] = toDownloads([{ ...ITEM, status: 'pending' }, { ...ITEM, remaining_downloads: '0' }, null])
    expect(pending?.url).toBeUndefined()
    expect(pending?.status).toBe('Pending')
    expect(used?.url).toBeUndefined()
  })

  it('links only http(s) addresses and our own paths', () => {
    expect(safeDownloadUrl('/downloadable/download/link/id/abc/')).toBe('/downloadable/download/link/id/abc/')
    for (const raw of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'not a url', null])
      expect(safeDownloadUrl(raw)).toBeUndefined()
  })
})

describe('downloads on the embedded backend', () => {
  it('become paths on this shop, which passes them through', () => {
    expect(safeDownloadUrl('http://commerce/downloadable/download/link/id/abc/', 'http://commerce')).toBe(
      '/downloadable/download/link/id/abc/',
    )
    expect(safeDownloadUrl('https://shop.example/downloadable/download/link/id/abc/', 'http://commerce')).toBe(
      'https://shop.example/downloadable/download/link/id/abc/',
    )
  })
})
