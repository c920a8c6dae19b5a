// @vitest-environment jsdom
// A part of the page React rendered anew before its code arrived (island.tsx) gets back what the shopper typed into
// the server's fields meanwhile, announced as input so the form's own code sees it.
import { describe, expect, it } from 'vitest'
import carryOverFields from '~/components/island-carry-over'

const FORM = `<form>
  <input name="firstname" value="">
  <input name="lastname" value="Server">
  <input type="hidden" name="signedIn" value="1">
  <input type="password" name="password" value="">
  <select name="country"><option value="NL" selected>NL</option><option value="DE">DE</option></select>
  <textarea name="note"></textarea>
  <input type="radio" name="method" value="a" checked><input type="radio" name="method" value="b">
  <input type="checkbox" name="save" value="on" checked>
</form>`

function form(): HTMLFormElement {
  const holder = document.createElement('div')
  holder.innerHTML = FORM
  const element = holder.querySelector('form')
  if (!element) throw new Error('no form')
  return element
}

/** The field of `root` matching `selector`, as the element type expected. */
function field<T extends Element>(root: Element, selector: string, type: abstract new (...args: never[]) => T): T {
  const element = root.querySelector(selector)
  if (!(element instanceof type)) throw new Error(`no ${selector}`)
  return element
}

describe('carryOverFields', () => {
  it('carries every field the shopper changed, by name, and leaves the rest as the new part has them', () => {
    const server = form()
    field(server, '[name="firstname"]', HTMLInputElement).value = 'Bella'
    field(server, '[name="password"]', HTMLInputElement).value = 'Secret123!'
    const country = server.querySelector('select')
    if (country) country.value = 'DE'
    field(server, '[name="note"]', HTMLTextAreaElement).value = 'Ring twice'
    field(server, '[name="method"][value="b"]', HTMLInputElement).checked = true
    field(server, '[name="save"]', HTMLInputElement).checked = false

    const fresh = form()
    field(fresh, '[name="lastname"]', HTMLInputElement).value = 'New'
    const announced: string[] = []
    fresh.addEventListener('input', (event) => {
      if (event.target instanceof Element) announced.push(event.target.getAttribute('name') ?? '')
    })
    carryOverFields([server], fresh)

    expect(field(fresh, '[name="firstname"]', HTMLInputElement).value).toBe('Bella')
    expect(field(fresh, '[name="password"]', HTMLInputElement).value).toBe('Secret123!')
    expect(fresh.querySelector('select')?.value).toBe('DE')
    expect(field(fresh, '[name="note"]', HTMLTextAreaElement).value).toBe('Ring twice')
    // Not changed by the shopper: the new part's own value stays.
    expect(field(fresh, '[name="lastname"]', HTMLInputElement).value).toBe('New')
    expect(field(fresh, '[name="method"][value="b"]', HTMLInputElement).checked).toBe(true)
    expect(field(fresh, '[name="save"]', HTMLInputElement).checked).toBe(false)
    expect(announced.sort()).toEqual(['country', 'firstname', 'method', 'note', 'password', 'save'])
  })
})
