// POST /newsletter/subscriber/confirm/id/<id>/code/<code>: Magento's confirmation of a newsletter subscription
// (Newsletter\Controller\Subscriber\Confirm), which its GraphQL API does not offer. The store's confirmation mail
// links the storefront's page (/{store}/newsletter/confirm), which asks here; a POST, since it changes the status.

const PATH = /^\/newsletter\/subscriber\/confirm\/id\/(\d{1,10})\/code\/([A-Za-z0-9]{1,64})\/?$/

/** Magento's texts (Newsletter\Controller\Subscriber\Confirm). */
export const NEWSLETTER_CONFIRMED = 'Your subscription has been confirmed.'
export const NEWSLETTER_INVALID_CODE = 'This is an invalid subscription confirmation code.'
export const NEWSLETTER_INVALID_ID = 'This is an invalid subscription ID.'

export function isNewsletterConfirmPath(pathname: string): boolean {
  return pathname.startsWith('/newsletter/subscriber/confirm/')
}

export async function handleNewsletterConfirm(request: Request, env: CommerceEnv): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  const match = PATH.exec(new URL(request.url).pathname)
  const [id, code] = match ? [Number(match[1]), match[2]] : [0, '']
  const subscriber = id
    ? await env.DB.prepare('SELECT status, confirm_code FROM newsletter_subscriber WHERE subscriber_id = ?')
        .bind(id)
        .first<{ status: string; confirm_code: string | null }>()
    : null
  if (!subscriber) return Response.json({ confirmed: false, message: NEWSLETTER_INVALID_ID }, { status: 404 })
  // A confirmed subscription keeps its code (Magento does): the link opened again says so again.
  if (!code || subscriber.confirm_code !== code)
    return Response.json({ confirmed: false, message: NEWSLETTER_INVALID_CODE }, { status: 400 })
  if (subscriber.status !== 'SUBSCRIBED')
    await env.DB.prepare(
      "UPDATE newsletter_subscriber SET status = 'SUBSCRIBED', updated_at = datetime('now') WHERE subscriber_id = ?",
    )
      .bind(id)
      .run()
  return Response.json({ confirmed: true, message: NEWSLETTER_CONFIRMED })
}
