import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { call, commerceBinding } from './worker'

/** The page the newsletter confirmation mail links (a store that asks subscribers to confirm: de_et). */

const OutboxSchema = z.object({ items: z.array(z.object({ to_email: z.string(), body_html: z.string() })) })

async function subscribeInDe(email: string): Promise<string> {
  await commerceBinding().fetch('http://commerce/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'de_et' },
    body: JSON.stringify({ query: `mutation { subscribeEmailToNewsletter(email: "${email}") { status } }` }),
  })
  const outbox = OutboxSchema.parse(
    await (await commerceBinding().fetch('http://commerce/mail', { headers: { Accept: 'application/json' } })).json(),
  )
  const mail = outbox.items.find((item) => item.to_email === email)
  const href = /href="([^"]+)"/.exec(mail?.body_html ?? '')?.[1]
  if (!href) throw new Error('no confirmation link in the mail')
  return href.replaceAll('&amp;', '&')
}

describe('the newsletter confirmation page', () => {
  it("confirms with the mail's link, says so, and is never kept by a shared cache", async () => {
    const link = await subscribeInDe(`confirm-${crypto.randomUUID()}@example.com`)
    expect(link).toMatch(/^\/de_et\/newsletter\/confirm\?id=\d+&code=\w+$/)
    const page = await call(link, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    expect(await page.text()).toContain('Your subscription has been confirmed.')
  })

  it('says a forged or broken link is not valid, and answers 404 where the backend is a real Magento', async () => {
    const link = await subscribeInDe(`forged-${crypto.randomUUID()}@example.com`)
    const forged = link.replace(/code=\w+/, 'code=forged1')
    expect(await (await call(forged)).text()).toContain('This is an invalid subscription confirmation code.')
    for (const broken of ['', '?id=1', '?id=abc&code=x', '?id=1&code=<script>']) {
      const page = await call(`/de_et/newsletter/confirm${broken}`)
      expect(page.status, broken).toBe(200)
      expect(await page.text(), broken).toContain('This confirmation link is not valid.')
    }
    const real = await call(link, {}, { MAGENTO_GRAPHQL_URL: 'https://magento.example/graphql' })
    expect(real.status).toBe(404)
  })
})
