import { type ChangeEvent, type SubmitEvent, useState } from 'react'
import { useLocation } from 'react-router'
import { documentHydrated } from '~/components/cart/js-flag'

/**
 * What a shopper typed into a form, kept per history entry so Back and Forward bring it back.
 *
 * Without JavaScript the browser restores a form's fields when its page is shown again from history. With
 * JavaScript, Back and Forward are client-side navigations that mount the form afresh from the server's values,
 * so a half-typed address would be lost. The fields are kept in sessionStorage (this tab only, gone with it) under
 * the form and the history entry, and offered again only when that same entry is shown again. Passwords, hidden
 * fields and files are never kept.
 */
export type FormDraft = Record<string, string>

const PREFIX = 'form-draft:'
/** A draft bigger than this (characters of JSON) is not kept: no form of the shop comes near it. */
const MAX_DRAFT = 20_000
const SKIPPED_TYPES = new Set(['hidden', 'password', 'file', 'submit', 'button', 'image', 'reset'])

function draftKey(formId: string, pathname: string, entry: string): string {
  return `${PREFIX}${formId}:${pathname}:${entry}`
}

/** The form's current values as a draft: the fields a shopper fills in, the way FormData would send them. */
export function readFormDraft(form: HTMLFormElement): FormDraft {
  const draft: FormDraft = {}
  // The shop's forms give each name one value (a radio group or a checkbox included).
  const add = (name: string, value: string) => {
    draft[name] ??= value
  }
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.name.startsWith('__') || SKIPPED_TYPES.has(element.type)) continue
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue
      add(element.name, element.value)
    } else if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      if (!element.name || element.name.startsWith('__')) continue
      add(element.name, element.value)
    }
  }
  return draft
}

/** A stored draft, or null when there is none or it is not one (storage is the browser's, so it is checked). */
export function parseFormDraft(stored: string | null): FormDraft | null {
  if (!stored) return null
  try {
    const parsed: unknown = JSON.parse(stored)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
    const draft: FormDraft = {}
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value !== 'string') return null
      draft[name] = value
    }
    return draft
  } catch {
    return null
  }
}

/** Every kept draft of this tab forgotten: after an order is placed or the customer signs out. */
export function forgetFormDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key)
  } catch {
    // Storage the browser refuses (private mode, blocked): nothing was kept.
  }
}

/**
 * The draft of form `formId` on this history entry, if it is being shown again, and the handler that keeps it as
 * the shopper types. The draft is read only when the form mounts after the page has hydrated (a client-side
 * navigation): the first render in the browser must equal the server's.
 */
export function useFormDraft(formId: string) {
  const { pathname, key } = useLocation()
  const storageKey = draftKey(formId, pathname, key)
  const [values] = useState(() => {
    if (!documentHydrated()) return null
    try {
      return parseFormDraft(sessionStorage.getItem(storageKey))
    } catch {
      return null
    }
  })
  const keep = (event: ChangeEvent<HTMLFormElement>) => {
    const json = JSON.stringify(readFormDraft(event.currentTarget))
    try {
      if (json.length <= MAX_DRAFT) sessionStorage.setItem(storageKey, json)
    } catch {
      // A full or refused storage only means the draft is not kept.
    }
  }
  const forget = () => {
    try {
      sessionStorage.removeItem(storageKey)
    } catch {
      // Nothing was kept.
    }
  }
  /**
   * The form's props with the draft kept as the shopper types and dropped once the form is sent (not when the
   * browser's check stops it): shown again later, the entry then has the server's values, which include what was sent.
   */
  function bind<Props extends { onSubmit: (event: SubmitEvent<HTMLFormElement>) => void }>(props: Props) {
    return {
      ...props,
      onChange: keep,
      onSubmit(event: SubmitEvent<HTMLFormElement>) {
        props.onSubmit(event)
        if (!event.defaultPrevented) forget()
      },
    }
  }
  return { values, bind }
}
