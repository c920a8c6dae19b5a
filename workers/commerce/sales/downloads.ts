// GET /downloadable/download/link/id/<hash>/: where CustomerDownloadableProduct.download_url points. Magento serves
// the file only once the link is available (the order invoiced); this store never invoices, so a known link answers
// Magento's "not available" and an unknown one 404.
export async function handleDownload(pathname: string, env: CommerceEnv): Promise<Response> {
  const hash = pathname.match(/^\/downloadable\/download\/link\/id\/([A-Za-z0-9]+)\/?$/)?.[1]
  const link = hash
    ? await env.DB.prepare('SELECT status FROM downloadable_link_purchased WHERE link_hash = ?')
        .bind(hash)
        .first<{ status: string }>()
    : null
  if (!link) return new Response('Not found', { status: 404 })
  return new Response('The link is not available.', { status: 403, headers: { 'Content-Type': 'text/plain' } })
}
