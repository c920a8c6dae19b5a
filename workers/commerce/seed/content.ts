// Ratings, coupons, CMS pages and blocks.
import { insertRows } from './sql.ts'

export const COUPONS = [
  { code: 'WELCOME10', label: 'Welcome 10%', type: 'percent', amount: 10, minSubtotal: 0, freeShipping: 0 },
  { code: 'SAVE5', label: 'Five euros off', type: 'fixed', amount: 5, minSubtotal: 25, freeShipping: 0 },
  { code: 'FREESHIP', label: 'Free shipping', type: 'percent', amount: 0, minSubtotal: 0, freeShipping: 1 },
] as const

const page = (title: string, body: string): string => `<h1>${title}</h1><p>${body}</p>`

export function contentStatements(): string[] {
  const pages: [string, number, string, string][] = [
    ['home', 0, 'Home', '<p>Professional hair, body and face care by Estelle Tijs.</p>'],
    [
      'about-us',
      0,
      'About us',
      page('About us', 'Estelle Tijs makes salon-quality care and trains professionals since 1998.'),
    ],
    [
      'about-us',
      2,
      'Über uns',
      page('Über uns', 'Estelle Tijs entwickelt Pflege in Salonqualität und schult Profis seit 1998.'),
    ],
    [
      'about-us',
      3,
      'À propos',
      page('À propos', 'Estelle Tijs crée des soins de qualité salon et forme des professionnels depuis 1998.'),
    ],
    [
      'about-us',
      4,
      'Over ons',
      page('Over ons', 'Estelle Tijs maakt verzorging van salonkwaliteit en traint professionals sinds 1998.'),
    ],
    ['privacy', 0, 'Privacy policy', page('Privacy policy', 'We only process your data to handle your orders.')],
    ['terms', 0, 'Terms and conditions', page('Terms and conditions', 'These terms apply to every order.')],
    ['faq', 0, 'Frequently asked questions', page('FAQ', 'Shipping within the EU takes 2 to 4 working days.')],
    ['no-route', 0, '404 Not Found', page('Whoops, our bad...', 'The page you requested was not found.')],
  ]
  const blocks: [string, string, string][] = [
    [
      'footer-links',
      'Footer links',
      '<ul><li><a href="/about-us">About us</a></li><li><a href="/privacy">Privacy</a></li></ul>',
    ],
    ['home-banner', 'Home banner', '<div class="banner"><img src="/media/banner/home.svg" alt="New season"></div>'],
    [
      'size-guide',
      'Size guide',
      '<table><tr><th>Size</th><th>Use</th></tr><tr><td>50 ml</td><td>Travel</td></tr></table>',
    ],
  ]
  return [
    ...insertRows('rating', ['rating_id', 'code', 'position'], [[1, 'Rating', 1]]),
    ...insertRows(
      'coupon',
      ['code', 'label', 'discount_type', 'amount', 'min_subtotal', 'free_shipping'],
      COUPONS.map((c) => [c.code, c.label, c.type, c.amount, c.minSubtotal, c.freeShipping]),
    ),
    ...insertRows(
      'cms_page',
      [
        'page_id',
        'identifier',
        'store_id',
        'title',
        'content_heading',
        'content',
        'meta_title',
        'meta_description',
        'meta_keywords',
      ],
      pages.map(([identifier, store, title, content], index) => [
        index + 1,
        identifier,
        store,
        title,
        title,
        content,
        title,
        `${title} - Estelle Tijs`,
        identifier.replaceAll('-', ' '),
      ]),
    ),
    ...insertRows(
      'url_rewrite',
      ['store_id', 'request_path', 'entity_type', 'entity_id', 'target_path', 'redirect_code'],
      // Each rewrite points at its page's own id (the row number over every page, translations included).
      pages.flatMap(([identifier, store], index) =>
        store === 0 ? [[0, identifier, 'cms_page', index + 1, `cms/page/view/page_id/${index + 1}`, 0]] : [],
      ),
    ),
    ...insertRows(
      'cms_block',
      ['block_id', 'identifier', 'store_id', 'title', 'content'],
      blocks.map(([identifier, title, content], index) => [index + 1, identifier, 0, title, content]),
    ),
  ]
}
