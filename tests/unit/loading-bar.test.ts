import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOADING_BAR, failLoading, finishLoading, loadingBar, startLoading } from '~/state/loading-bar'

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    finishLoading()
    vi.runAllTimers()
    vi.useRealTimers()
  })

  it('stays hidden for navigations shorter than the 200 ms throttle', () => {
    startLoading()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1)
    finishLoading()
    expect(loadingBar.visible).toBe(false)
  })

  it('advances every tick, finishes at 100 and hides 500 ms later', () => {
    startLoading()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.tickMs * 10)
    expect(loadingBar.visible).toBe(true)
    expect(loadingBar.percent).toBeCloseTo(20, 5)
    finishLoading()
    expect(loadingBar.percent).toBe(100)
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs)
    expect(loadingBar.visible).toBe(false)
  })

  it('never reaches 100 on its own and shows a failed state', () => {
    startLoading()
    vi.advanceTimersByTime(LOADING_BAR.durationMs * 2)
    expect(loadingBar.percent).toBeLessThan(100)
    failLoading()
    expect(loadingBar.failed).toBe(true)
  })
})
