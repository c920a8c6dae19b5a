import type { Footer } from '~/lib/content-model'
import type { StoreCode } from '~/lib/stores'
import { NewsletterTrigger } from './dialogs'
import { ContentLink } from '../content-link'
import { CommunityIcon } from '../icons'

/** Footer from the content story `footer` (spec §2); without content only the legal line remains. */
export function SiteFooter({
  footer,
  store,
  storeName,
}: {
  footer: Footer | null
  store: StoreCode
  storeName: string
}) {
  return (
    <footer className="foot">
      <div className="mx-auto grid max-w-screen-xl gap-8 px-4 py-12 md:grid-cols-[1fr_3fr]">
        <div className="space-y-4">
          {footer?.logo?.filename ? (
            <img src={footer.logo.filename} alt={footer.logo.alt ?? storeName} width={140} height={40} loading="lazy" />
          ) : (
            <p className="font-serif text-lg font-bold">{storeName}</p>
          )}
          {footer && footer.communityLinks.length > 0 ? (
            <ul className="flex gap-3" aria-label="Community">
              {footer.communityLinks.map((item, position) => (
                <li key={position}>
                  <ContentLink
                    link={item.link}
                    store={store}
                    target={item.target}
                    className="round"
                    aria-label={item.label ?? item.icon}
                  >
                    <CommunityIcon name={item.icon} width={20} height={20} />
                  </ContentLink>
                </li>
              ))}
            </ul>
          ) : null}
          <NewsletterTrigger store={store} className="inline-block font-medium text-stone-900 underline" />
        </div>
        {footer && footer.columns.length > 0 ? (
          <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
            {footer.columns.map((column, position) => (
              // A column may be narrower than its longest word (de_et's "Allgemeine Geschäftsbedingungen" on a
              // tablet): the word wraps instead of widening the page.
              <section
                key={position}
                aria-label={column.title || undefined}
                className="min-w-0 [overflow-wrap:anywhere]"
              >
                {column.title ? (
                  <h2>
                    {column.title_link?.cached_url || column.title_link?.url ? (
                      <ContentLink link={column.title_link} store={store}>
                        {column.title}
                      </ContentLink>
                    ) : (
                      column.title
                    )}
                  </h2>
                ) : null}
                <ul>
                  {column.links.map((link, position) => (
                    <li key={position}>
                      <ContentLink link={link.link} store={store}>
                        {link.text}
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : null}
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs">{footer?.copyright ?? `© ${storeName}`}</p>
    </footer>
  )
}
