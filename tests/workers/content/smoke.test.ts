import { exports } from 'cloudflare:workers'
import { expect, it } from 'vitest'

it('answers', async () => {
  const res = await exports.default.fetch('http://content/v2/cdn/spaces/me')
  expect(await res.text()).toBe('ok')
})
