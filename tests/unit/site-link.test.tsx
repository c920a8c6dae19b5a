import { renderToString } from 'react-dom/server'
import { Link, createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SiteLink } from '~/components/site-link'

/**
 * SiteLink renders on the server the anchor React Router's Link renders there (this project runs in Node: no
 * `document`, the server's branch), so the browser's Link hydrates it without a mismatch.
 */
function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }])
  return renderToString(<Stub initialEntries={['/us_et/cart']} />)
}

const CASES: { name: string; props: React.ComponentProps<typeof SiteLink> }[] = [
  { name: 'a category', props: { to: '/us_et/hair.html', children: 'Hair' } },
  { name: 'prefetched on intent', props: { to: '/us_et/hair/shampoo.html', prefetch: 'intent', children: 'Shampoo' } },
  { name: 'prefetched in view', props: { to: '/de_et/face.html', prefetch: 'viewport', children: 'Gesicht' } },
  { name: 'no prefetch', props: { to: '/fr_et/Faq', prefetch: 'none', children: 'FAQ' } },
  {
    name: 'with a class, a rel, a title and a label to escape',
    props: {
      to: '/us_et/search?term=oil&page=2',
      className: 'block rounded px-3 py-2',
      rel: 'next',
      title: 'Next "page" & more',
      'aria-label': 'Page 2 of <results>',
      children: 'Next',
    },
  },
  { name: 'a hash', props: { to: '/nl_et/Faq#shipping', children: 'Shipping' } },
  { name: 'an encoded path', props: { to: '/us_et/caf%C3%A9-creme.html', children: 'Café' } },
  {
    name: 'nested content',
    props: {
      to: '/us_et/hydrating-lavender-hair-mask.html',
      children: (
        <>
          <span aria-hidden="true" className="dot" />
          Hydrating <b>Lavender</b> Hair Mask
        </>
      ),
    },
  },
]

describe('SiteLink on the server', () => {
  it.each(CASES)('renders what Link renders: $name', ({ props }) => {
    const { to, children, ...rest } = props
    const expected = render(
      <Link to={to} {...rest}>
        {children}
      </Link>,
    )
    expect(render(<SiteLink {...props} />)).toBe(expected)
    expect(expected).toContain('data-discover="true"')
  })

  it('leaves a path that is not one of this site to Link itself', () => {
    expect(render(<SiteLink to="//elsewhere.example/x">Away</SiteLink>)).toBe(
      render(<Link to="//elsewhere.example/x">Away</Link>),
    )
    expect(render(<SiteLink to="hair.html">Relative</SiteLink>)).toBe(render(<Link to="hair.html">Relative</Link>))
  })
})
