/**
 * One table of hostile redirect targets (issue 8 item 1), run against every parameter that can become a
 * `Location`: `redirectTo`, `returnTo`, the store switcher's `slug`, and the paths of `?token=` and `?coupon=` links.
 * Each one either leaves the site once a browser resolves it, or could after one more decoding or normalisation.
 */
export const HOSTILE_TARGETS: readonly string[] = [
  // protocol-relative and triple slashes
  '//evil.example',
  '///evil.example',
  '//evil.example/us_et',
  // dot segments that normalise to `//`
  '/..//evil.example',
  '/./..//evil.example/x',
  '/us_et/..//evil.example',
  '/us_et/../..//evil.example',
  '/us_et/./../../evil.example',
  // encoded dots and slashes
  '/%2e%2e//evil.example',
  '/%2E%2E/%2E%2E//evil.example',
  '/us_et/.%2e//evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/us_et/%2f%2fevil.example',
  '/us_et/%5c%5cevil.example',
  '/%252f%252fevil.example',
  // backslashes (browsers read them as slashes)
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/us_et/\\..\\..\\evil.example',
  // schemes
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'HTTPS://evil.example/us_et',
  // control characters (browsers strip tabs and newlines, so `/\t/evil` is `//evil`)
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/us_et\u0000//evil.example',
  '/%09/evil.example',
  ' //evil.example',
]

/** Own-origin paths outside every store: refused where a whole path is expected (a slug is put under a store anyway). */
export const OUTSIDE_STORE_PATHS: readonly string[] = [
  'evil.example',
  '/evil.example',
  '/xx_et/cart',
  '/us_etx/cart',
  '',
]

/** The host a test checks no answer ever points to. */
export const EVIL_HOST = 'evil.example'
