// @vitest-environment jsdom
// A field's message holds still while a pointer is pressed: it appears (or goes) once the click has been dispatched,
// so a press on something below the field keeps its target (a message pushing it down would lose the click).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FieldError } from '~/components/form-errors'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const ID = 'password-confirmation-error'

function shown(): string | null {
  return document.getElementById(ID)?.textContent ?? null
}

describe('FieldError', () => {
  it('shows the errors at once when nothing is pressed', () => {
    const { rerender } = render(<FieldError id={ID} errors={undefined} />)
    expect(shown()).toBeNull()
    rerender(<FieldError id={ID} errors={["Passwords don't match", 'Too short']} />)
    expect(screen.getByText("Passwords don't match, Too short").id).toBe(ID)
    rerender(<FieldError id={ID} errors={[]} />)
    expect(shown()).toBeNull()
  })

  it('keeps what it showed from the press until the click has been dispatched', () => {
    vi.useFakeTimers()
    const { rerender } = render(<FieldError id={ID} errors={undefined} />)
    const clicked = vi.fn<(text: string | null) => void>()
    document.body.addEventListener('click', () => clicked(shown()))

    fireEvent.pointerDown(document.body)
    // The field is left by this press and checked: its message waits.
    rerender(<FieldError id={ID} errors={["Passwords don't match"]} />)
    expect(shown()).toBeNull()

    fireEvent.pointerUp(document.body)
    fireEvent.click(document.body)
    expect(clicked).toHaveBeenCalledWith(null)
    expect(shown()).toBeNull()

    act(() => {
      vi.runAllTimers()
    })
    expect(shown()).toBe("Passwords don't match")
  })

  it('keeps a message that went away until the release, and then removes it', () => {
    vi.useFakeTimers()
    const { rerender } = render(<FieldError id={ID} errors={['This is a required field.']} />)
    fireEvent.pointerDown(document.body)
    rerender(<FieldError id={ID} errors={undefined} />)
    expect(shown()).toBe('This is a required field.')
    fireEvent.pointerCancel(document.body)
    act(() => {
      vi.runAllTimers()
    })
    expect(shown()).toBeNull()
  })
})
