import { proxy } from 'valtio/vanilla'

export type NotificationType = 'success' | 'danger' | 'info' | 'warning'

export type Notification = {
  id: number
  message: string
  type: NotificationType
  icon?: string
  title?: string
  /** Persistent notifications stay until dismissed. */
  persist?: boolean
}

export const MAX_NOTIFICATIONS = 3
export const NOTIFICATION_TIMEOUT_MS = 3000

export const notifications = proxy({ items: [] as Notification[] })

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

/**
 * Spec §4: at most 3 kept (the oldest goes), a message already shown is ignored, non-persistent ones vanish
 * after 3 s. Returns the id, or undefined when ignored as a duplicate.
 */
export function notify(input: Omit<Notification, 'id'>): number | undefined {
  if (notifications.items.some((item) => item.message === input.message)) return undefined
  const item: Notification = { ...input, id: nextId++ }
  notifications.items.push(item)
  while (notifications.items.length > MAX_NOTIFICATIONS) {
    const removed = notifications.items.shift()
    if (removed) clearTimer(removed.id)
  }
  if (!item.persist)
    timers.set(
      item.id,
      setTimeout(() => dismiss(item.id), NOTIFICATION_TIMEOUT_MS),
    )
  return item.id
}

export function dismiss(id: number): void {
  clearTimer(id)
  const index = notifications.items.findIndex((item) => item.id === id)
  if (index >= 0) notifications.items.splice(index, 1)
}

/** Drops every notice with this title (the errors of a form that has since succeeded). */
export function dismissTitled(title: string): void {
  for (const item of notifications.items.filter((notice) => notice.title === title)) dismiss(item.id)
}

function clearTimer(id: number): void {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
}
