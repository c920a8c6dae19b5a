import { describe, expect, test } from 'vitest'
import { sanitizeHtml } from '~/lib/sanitize-html'

describe('sanitizeHtml', () => {
  test('keeps the allowed formatting', () => {
    const html =
      '<h2>Use</h2><p>Apply <strong>daily</strong>, <em>gently</em>.</p><ul><li>one</li></ul><table><tbody><tr><td>a</td></tr></tbody></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  test('removes script, style and iframe with their content', () => {
    const out = sanitizeHtml(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>',
    )
    expect(out).toBe('<p>ok</p>')
  })

  test('drops event handler attributes', () => {
    const out = sanitizeHtml(
      '<img src="/a.png" onerror="alert(1)" alt="A"><p onclick="alert(2)" style="color:red">x</p>',
    )
    expect(out).not.toMatch(/onerror|onclick|style|alert/)
    expect(out).toContain('<img src="/a.png" alt="A">')
  })

  test('neutralises javascript: links, also when encoded or split by control characters', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`)
      expect(out).toBe('<a>x</a>')
    }
  })

  test('keeps http, https, mailto and relative links with rel noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a">x</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="mailto:info@example.com">x</a>')).toContain('href="mailto:info@example.com"')
    expect(sanitizeHtml('<a href="/us_et/faq">x</a>')).toContain('href="/us_et/faq"')
    expect(sanitizeHtml('<a href="//evil.test">x</a>')).toBe('<a>x</a>')
  })

  test('allows only http(s) and relative image sources', () => {
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>')
    expect(sanitizeHtml('<img src="https://cdn.test/a.jpg" width="10" height="x">')).toBe(
      '<img src="https://cdn.test/a.jpg" width="10">',
    )
  })

  test('strips unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<form action="/x"><input value="a">text</form>')).toBe('text')
  })
})
