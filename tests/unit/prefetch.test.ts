import { describe, expect, it } from 'vitest'
import { allowsPrefetch } from '~/lib/prefetch'

describe('allowsPrefetch', () => {
  it('skips 2g and data saver, allows everything else', () => {
    expect(allowsPrefetch(undefined)).toBe(true)
    expect(allowsPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(allowsPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(allowsPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(allowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})
