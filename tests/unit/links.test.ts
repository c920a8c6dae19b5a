import { describe, expect, it } from 'vitest'
import { resolveLink } from '~/lib/links'

describe('resolveLink', () => {
  it('puts story links under the store prefix', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'AboutUs' }, 'de_et')).toEqual({ href: '/de_et/AboutUs', external: false })
    expect(resolveLink({ linktype: 'story', cached_url: '/home' }, 'fr_et')).toEqual({ href: '/fr_et', external: false })
    expect(resolveLink({ linktype: 'story', cached_url: 'nl_et/hair' }, 'nl_et')).toEqual({ href: '/nl_et/hair', external: false })
  })

  it('keeps web links and refuses script or odd schemes', () => {
    expect(resolveLink({ linktype: 'url', url: 'https://instagram.com/x' }, 'us_et')).toEqual({ href: 'https://instagram.com/x', external: true })
    expect(resolveLink({ linktype: 'url', url: 'mailto:info@example.com' }, 'us_et')?.href).toBe('mailto:info@example.com')
    expect(resolveLink({ linktype: 'url', url: 'javascript:alert(1)' }, 'us_et')).toBeUndefined()
    expect(resolveLink({ linktype: 'story', cached_url: '//evil.example' }, 'us_et')).toBeUndefined()
    expect(resolveLink(undefined, 'us_et')).toBeUndefined()
  })
})
