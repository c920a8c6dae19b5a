// The embedded Magento-compatible commerce backend: GraphQL at /graphql, generated media at /media/*, and the
// development mail outbox at /mail, latency simulation at /latency, a run-time reCAPTCHA switch at /recaptcha,
// purchased downloads at /downloadable/download/link/id/{hash}/ and newsletter confirmations at
// /newsletter/subscriber/confirm/id/{id}/code/{code}.
import { handleLatencyConfig, simulateLatency } from './dev/latency.ts'
import { handleRecaptchaConfig } from './dev/recaptcha.ts'
import { handleGraphql } from './graphql/handler.ts'
import { handleMail } from './mail/outbox.ts'
import { handleMedia } from './media/svg.ts'
import { handleNewsletterConfirm, isNewsletterConfirmPath } from './newsletter/confirm.ts'
import { handleDownload, isDownloadPath } from './sales/downloads.ts'

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url)
    if (pathname === '/graphql') {
      return (await simulateLatency(request)) ?? handleGraphql(request, env)
    }
    if (pathname === '/latency') return handleLatencyConfig(request)
    if (pathname === '/recaptcha') return handleRecaptchaConfig(request)
    if (pathname.startsWith('/media/')) return handleMedia(pathname)
    if (pathname === '/mail') return handleMail(request, env)
    if (isDownloadPath(pathname)) return handleDownload(request, env)
    if (isNewsletterConfirmPath(pathname)) return handleNewsletterConfirm(request, env)
    return new Response('Not found', { status: 404 })
  },
} satisfies ExportedHandler<CommerceEnv>
