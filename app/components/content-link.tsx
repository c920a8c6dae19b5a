import type { ReactNode } from 'react'
import { SiteLink } from '~/components/site-link'
import type { Multilink } from '~/lib/content-model'
import { resolveLink } from '~/lib/links'
import type { StoreCode } from '~/lib/stores'

type ContentLinkProps = {
  link: Multilink | undefined
  store: StoreCode
  className?: string
  target?: '_blank' | '_self'
  children: ReactNode
  'aria-label'?: string
}

/** Renders a content multilink; a link that does not resolve to a safe target renders as plain text. */
export function ContentLink({ link, store, className, target, children, ...rest }: ContentLinkProps) {
  const resolved = resolveLink(link, store)
  if (!resolved) return <span className={className}>{children}</span>
  if (resolved.external) {
    const newTab = target !== '_self'
    return (
      <a
        href={resolved.href}
        className={className}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        aria-label={rest['aria-label']}
      >
        {children}
      </a>
    )
  }
  return (
    <SiteLink to={resolved.href} className={className} prefetch="intent" aria-label={rest['aria-label']}>
      {children}
    </SiteLink>
  )
}
