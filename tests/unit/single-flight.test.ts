import { describe, expect, it, vi } from 'vitest'
import { digest } from '~/lib/digest'
import { singleFlight } from '~/lib/single-flight.server'

describe('singleFlight', () => {
  it('runs work of one key once while it runs: a second call gets the first’s result', async () => {
    const once = singleFlight<number>(1000)
    let runs = 0
    const work = async () => {
      const run = ++runs
      await new Promise((resolve) => setTimeout(resolve, 5))
      return run
    }
    expect(await Promise.all([once.run('a', work), once.run('a', work), once.run('b', work)])).toEqual([1, 1, 2])
    expect(runs).toBe(2)
  })

  it('remembers a result for its time after, then runs again', async () => {
    const once = singleFlight<string>(1000)
    const t0 = Date.now()
    expect(await once.run('k', () => Promise.resolve('first'), t0)).toBe('first')
    expect(once.has('k', t0 + 500)).toBe(true)
    expect(await once.run('k', () => Promise.resolve('second'), t0 + 500)).toBe('first')
    expect(once.has('k', t0 + 5000)).toBe(false)
    expect(await once.run('k', () => Promise.resolve('third'), t0 + 5000)).toBe('third')
  })

  it('forgets a failure at once, so the next call tries again', async () => {
    const once = singleFlight<string>(1000)
    await expect(once.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(once.has('k')).toBe(false)
    expect(await once.run('k', () => Promise.resolve('up'))).toBe('up')
  })
})

describe('singleFlight, when the first run does not give an answer', () => {
  it('lets a second request waiting for a first that fails do the work itself', async () => {
    const once = singleFlight<string>(0)
    const first = once.run('k', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      throw new Error('down')
    })
    const second = once.run('k', () => Promise.resolve('second'))
    await expect(first).rejects.toThrow('down')
    expect(await second).toBe('second')
  })

  it('lets it go on alone once the first has run past the wait (a request the browser abandoned)', async () => {
    const once = singleFlight<string>(0, 30)
    void once.run('k', () => new Promise<string>(() => undefined))
    expect(await once.run('k', () => Promise.resolve('on its own'))).toBe('on its own')
  })

  it('keeps nothing after with no time to remember: a later request runs again', async () => {
    const once = singleFlight<number>(0)
    let runs = 0
    // In the same millisecond too (tests run that fast; so may two requests).
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    try {
      await once.run('k', () => Promise.resolve(++runs))
      expect(await once.run('k', () => Promise.resolve(++runs))).toBe(2)
    } finally {
      clock.mockRestore()
    }
  })
})

describe('digest', () => {
  it('is short, the same for the same text and different for another', () => {
    expect(digest('a,b')).toBe(digest('a,b'))
    expect(digest('a,b')).not.toBe(digest('a,c'))
    expect(digest('x'.repeat(100_000)).length).toBeLessThanOrEqual(7)
  })
})
