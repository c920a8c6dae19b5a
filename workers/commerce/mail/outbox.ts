// Development mail outbox: mails the shop would send are stored in mail_outbox and listed here (newest first).
// Not for production: it shows password-reset links.

type MailRow = { mail_id: number; to_email: string; subject: string; body_html: string; created_at: string }

/**
 * A header holds one line: control characters (a line break in a name that ends up in the subject, say) become
 * spaces, so no text of a client's can add a header (Bcc: …) when a real transport writes the mail.
 */
export function headerValue(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim()
}

export async function queueMail(db: D1Database, mail: { storeId: number; to: string; subject: string; html: string }) {
  await db
    .prepare('INSERT INTO mail_outbox (store_id, to_email, subject, body_html) VALUES (?, ?, ?, ?)')
    .bind(mail.storeId, headerValue(mail.to), headerValue(mail.subject), mail.html)
    .run()
}

/** Text for an HTML mail: its markup characters as character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function handleMail(request: Request, env: CommerceEnv): Promise<Response> {
  const { results } = await env.DB.prepare(
    'SELECT mail_id, to_email, subject, body_html, created_at FROM mail_outbox ORDER BY mail_id DESC LIMIT 100',
  ).all<MailRow>()
  if (request.headers.get('Accept')?.includes('application/json')) return Response.json({ items: results })
  const items = results
    .map(
      (mail) =>
        `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to_email)} at ${mail.created_at}</p>${mail.body_html}</article>`,
    )
    .join('<hr>')
  return new Response(
    `<!doctype html><meta charset="utf-8"><title>Mail outbox</title><h1>Mail outbox</h1>${items || '<p>No mail.</p>'}`,
    {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  )
}
