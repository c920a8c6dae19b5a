import { proxy } from 'valtio/vanilla'

/** Spec §9: throttle 200 ms, duration 5000 ms, hide delay 500 ms, tick 100 ms. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 100 } as const

export const loadingBar = proxy({ visible: false, percent: 0, failed: false })

let throttleTimer: ReturnType<typeof setTimeout> | undefined
let tickTimer: ReturnType<typeof setInterval> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined

/** Shows the bar only when loading lasts longer than the throttle, so fast navigations stay calm. */
export function startLoading(): void {
  clearTimers()
  throttleTimer = setTimeout(() => {
    loadingBar.visible = true
    loadingBar.failed = false
    loadingBar.percent = 0
    const step = (100 * LOADING_BAR.tickMs) / LOADING_BAR.durationMs
    tickTimer = setInterval(() => {
      // Advances on its own but never claims to be done before the navigation is.
      loadingBar.percent = Math.min(95, loadingBar.percent + step)
    }, LOADING_BAR.tickMs)
  }, LOADING_BAR.throttleMs)
}

export function finishLoading(): void {
  settle(false)
}

export function failLoading(): void {
  settle(true)
}

function settle(failed: boolean): void {
  const wasVisible = loadingBar.visible
  clearTimers()
  if (!wasVisible && !failed) return
  loadingBar.visible = true
  loadingBar.failed = failed
  loadingBar.percent = 100
  hideTimer = setTimeout(() => {
    loadingBar.visible = false
    loadingBar.percent = 0
  }, LOADING_BAR.hideDelayMs)
}

function clearTimers(): void {
  clearTimeout(throttleTimer)
  clearInterval(tickTimer)
  clearTimeout(hideTimer)
}
