import { describe, expect, it } from 'vitest'
import { routeSpelling } from '~/lib/route-spelling'

describe('routeSpelling', () => {
  it.each([
    ['/us_et/BUSINESS', '/:locale/Business', '/us_et/Business'],
    ['/us_et/contact', '/:locale/Contact', '/us_et/Contact'],
    ['/nl_et/CUSTOMER/Login', '/:locale/customer/login', '/nl_et/customer/login'],
    [
      '/us_et/customer/ORDER-HISTORY/000000012',
      '/:locale/customer/order-history/:orderId',
      '/us_et/customer/order-history/000000012',
    ],
    ['/us_et/page/pages/Hair-Guide', '/:locale/Page/*', '/us_et/Page/pages/Hair-Guide'],
    // As React Router gives it: the routes' paths joined without a leading slash.
    ['/us_et/business', ':locale/Business', '/us_et/Business'],
  ])('%s is spelt %s', (path, pattern, expected) => {
    expect(routeSpelling(path, pattern)).toBe(expected)
  })

  it.each([
    ['/us_et/Business', '/:locale/Business'],
    ['/us_et/p/et-h00001', '/:locale/p/:sku'],
    ['/us_et/Hair.HTML', '/:locale/*'],
    ['/us_et', '/:locale'],
    ['/us_et/', '/:locale/'],
    ['/us_et/something', '/:locale/Business'],
  ])('%s stays as it is', (path, pattern) => {
    expect(routeSpelling(path, pattern)).toBe(path)
  })
})
