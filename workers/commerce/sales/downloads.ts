// GET /downloadable/download/link/id/<hash>/: where CustomerDownloadableProduct.download_url points. The file of an
// available purchased link (this store enables links when ordered, see placeOrder), each download counted; a known
// link that is not available (pending, expired, used up) answers Magento's "not available", an unknown one 404.
// The hash is the secret, as in the customer's account list.

type PurchasedLink = {
  purchased_id: number
  title: string
  status: string
  number_of_downloads_bought: number
  number_of_downloads_used: number
  increment_id: string
}

const HASH = /^\/downloadable\/download\/link\/id\/([A-Za-z0-9_-]{1,128})\/?$/

export function isDownloadPath(pathname: string): boolean {
  return pathname.startsWith('/downloadable/download/link/id/')
}

export async function handleDownload(request: Request, env: CommerceEnv): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  const hash = HASH.exec(new URL(request.url).pathname)?.[1]
  const link = hash
    ? await env.DB.prepare(
        `SELECT d.purchased_id, d.title, d.status, d.number_of_downloads_bought, d.number_of_downloads_used, o.increment_id
        FROM downloadable_link_purchased d JOIN sales_order o ON o.order_id = d.order_id WHERE d.link_hash = ?`,
      )
        .bind(hash)
        .first<PurchasedLink>()
    : null
  if (!link) return new Response('Not found', { status: 404 })
  const left = link.number_of_downloads_bought === 0 || link.number_of_downloads_used < link.number_of_downloads_bought
  if (link.status !== 'available' || !left)
    return new Response('The link is not available.', { status: 403, headers: { 'Content-Type': 'text/plain' } })
  if (request.method === 'GET')
    await env.DB.prepare(
      'UPDATE downloadable_link_purchased SET number_of_downloads_used = number_of_downloads_used + 1 WHERE purchased_id = ?',
    )
      .bind(link.purchased_id)
      .run()
  // The seeded catalogue has no real files: each link is a small text document naming what was bought.
  const body = `${link.title}\nOrder #${link.increment_id}\n\nThank you for your purchase.\n`
  const filename = `${
    link.title
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'download'
  }.txt`
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
