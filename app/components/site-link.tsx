import type { ReactNode } from 'react'
import { Link } from 'react-router'

type SiteLinkProps = {
  /** A path of this site, starting with one slash. */
  to: string
  prefetch?: 'intent' | 'viewport' | 'none'
  className?: string
  rel?: string
  title?: string
  'aria-label'?: string
  children: ReactNode
}

/** A path of this site: one slash, not two (`//host` is another site), as every store path is. */
const SITE_PATH = /^\/(?!\/)/

/**
 * React Router's `<Link>` to a path of this site, rendered on the server as the plain anchor it produces there.
 *
 * On the server a Link's hooks (the resolved href, the click handler, the prefetch behaviour) build nothing the HTML
 * shows: its output is `<a href data-discover="true">` with the other props. The layout renders some sixty of them
 * on every page and a listing two dozen more, and a page rendered for one shopper spent about a tenth of its render
 * in them. In the browser this is the real Link, which hydrates that same anchor and adds client navigation and
 * prefetching. tests/unit/site-link.test.tsx renders both and requires the same HTML.
 */
export function SiteLink({ to, prefetch, children, ...rest }: SiteLinkProps) {
  if (typeof document !== 'undefined' || !SITE_PATH.test(to)) {
    return (
      <Link to={to} prefetch={prefetch} {...rest}>
        {children}
      </Link>
    )
  }
  // Link's order: its other props, then href and the discovery mark.
  return (
    <a {...rest} href={to} data-discover="true">
      {children}
    </a>
  )
}
