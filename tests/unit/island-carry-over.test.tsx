// @vitest-environment jsdom
// A part of the page React rendered anew before its code arrived (island.tsx) gets back the text the shopper typed
// into the server's fields meanwhile, as typing would give it: React's onChange runs.
import { act, cleanup, render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import carryOverFields from '~/components/island-carry-over'

afterEach(cleanup)

const FORM = `<form>
  <input name="firstname" value="">
  <input name="lastname" value="Server">
  <input type="hidden" name="signedIn" value="1">
  <input type="password" name="password" value="">
  <select name="country"><option value="NL" selected>NL</option><option value="DE">DE</option></select>
  <textarea name="note"></textarea>
  <input type="radio" name="method" value="a" checked><input type="radio" name="method" value="b">
  <input type="checkbox" name="save" value="on" checked>
  <input name="quantity" value="1"><input name="quantity" value="1">
</form>`

function form(): Element {
  const holder = document.createElement('div')
  holder.innerHTML = FORM
  const element = holder.firstElementChild
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
  it('carries typed text by name and place; choices stay as the new part has them', () => {
    const server = form()
    field(server, '[name="firstname"]', HTMLInputElement).value = 'Bella'
    field(server, '[name="password"]', HTMLInputElement).value = 'Secret123!'
    field(server, '[name="note"]', HTMLTextAreaElement).value = 'Ring twice'
    const quantities = server.querySelectorAll('[name="quantity"]')
    if (quantities[1] instanceof HTMLInputElement) quantities[1].value = '4'
    const country = server.querySelector('select')
    if (country) country.value = 'DE'
    field(server, '[name="method"][value="b"]', HTMLInputElement).checked = true
    field(server, '[name="save"]', HTMLInputElement).checked = false

    const fresh = form()
    field(fresh, '[name="lastname"]', HTMLInputElement).value = 'New'
    // Typed into the new part while the carrying code loaded: newer than the server field's text.
    field(server, '[name="lastname"]', HTMLInputElement).value = 'Older'
    const announced: string[] = []
    fresh.addEventListener('input', (event) => {
      if (event.target instanceof Element) announced.push(event.target.getAttribute('name') ?? '')
    })
    carryOverFields([server], fresh)

    expect(field(fresh, '[name="firstname"]', HTMLInputElement).value).toBe('Bella')
    expect(field(fresh, '[name="password"]', HTMLInputElement).value).toBe('Secret123!')
    expect(field(fresh, '[name="note"]', HTMLTextAreaElement).value).toBe('Ring twice')
    // The second of two fields of one name goes to the second, not the first.
    expect([...fresh.querySelectorAll('[name="quantity"]')].map((input) => (input as HTMLInputElement).value)).toEqual([
      '1',
      '4',
    ])
    // Not changed by the shopper: the new part's own value stays; choices are not carried.
    expect(field(fresh, '[name="lastname"]', HTMLInputElement).value).toBe('New')
    expect(announced).not.toContain('lastname')
    expect(fresh.querySelector('select')?.value).toBe('NL')
    expect(field(fresh, '[name="method"][value="a"]', HTMLInputElement).checked).toBe(true)
    expect(field(fresh, '[name="save"]', HTMLInputElement).checked).toBe(true)
    expect(announced.sort()).toEqual(['firstname', 'note', 'password', 'quantity'])
  })

  it('reaches React as typing does: a controlled field keeps the text and its onChange runs', () => {
    const changes: string[] = []
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <input
          name="term"
          value={value}
          onChange={(event) => {
            changes.push(event.target.value)
            setValue(event.target.value)
          }}
        />
      )
    }
    const { container } = render(<Controlled />)
    const server = document.createElement('div')
    server.innerHTML = '<input name="term" value="">'
    field(server, 'input', HTMLInputElement).value = 'shampoo'
    act(() => carryOverFields([server], container))
    expect(changes).toEqual(['shampoo'])
    expect(field(container, 'input', HTMLInputElement).value).toBe('shampoo')
  })
})
