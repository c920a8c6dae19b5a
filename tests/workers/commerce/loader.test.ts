// The loaders' scheduling (workers/commerce/graphql/loader.ts): a batch waits a chain of promise jobs instead of a
// timer turn, so keys asked for in later jobs still join it and no millisecond is lost.
import { describe, expect, it } from 'vitest'
import { BATCH_WAIT_JOBS, afterPromiseJobs, createLoader } from '../../../workers/commerce/graphql/loader.ts'

/** A promise of `value` settled `jobs` promise jobs from now. */
const after = <T>(jobs: number, value: () => T | Promise<T>): Promise<T> =>
  jobs === 0 ? Promise.resolve().then(value) : Promise.resolve().then(() => after(jobs - 1, value))

describe('the task scheduler', () => {
  it('runs tasks in the order they were scheduled, after the promise jobs queued before them and theirs', async () => {
    const schedule = afterPromiseJobs
    const order: string[] = []
    const done = new Promise<void>((resolve) => {
      schedule(() => order.push('task 1'))
      void after(5, () => order.push('job 5 hops on'))
      schedule(() => order.push('task 2'))
      schedule(() => {
        order.push('task 3')
        resolve()
      })
    })
    await done
    expect(order).toEqual(['job 5 hops on', 'task 1', 'task 2', 'task 3'])
  })

  it('does not wait for a timer', async () => {
    const schedule = afterPromiseJobs
    let timerFired = false
    setTimeout(() => (timerFired = true), 0)
    for (let i = 0; i < 100; i++) await new Promise<void>((resolve) => schedule(resolve))
    expect(timerFired).toBe(false)
  })
})

describe('a loader', () => {
  it('loads the keys asked for across promise jobs in one batch, and each key once', async () => {
    const batches: number[][] = []
    const load = createLoader<number, string>(async (keys) => {
      batches.push(keys)
      return new Map(keys.map((key) => [key, `value ${key}`]))
    })
    const values = await Promise.all([load(1), after(1, () => load(2)), after(12, () => load(3)), load(1)])
    expect(values).toEqual(['value 1', 'value 2', 'value 3', 'value 1'])
    expect(batches).toEqual([[1, 2, 3]])
    expect(await load(2)).toBe('value 2')
    expect(batches).toHaveLength(1)
  })

  it('leaves a key asked for past the wait to the next batch', async () => {
    const batches: number[][] = []
    const load = createLoader<number, number>(async (keys) => {
      batches.push(keys)
      return new Map(keys.map((key) => [key, key]))
    })
    await Promise.all([load(1), after(BATCH_WAIT_JOBS + 4, () => load(2))])
    expect(batches).toEqual([[1], [2]])
  })
})
