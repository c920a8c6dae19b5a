/* The error texts of a form, without conform: pages whose forms load their code later still show the server's. */

import { useState } from 'react'

import { usePointerPressed } from './pointer-press'

/** A field's message; while a pointer is pressed it keeps what it showed, so a click below it keeps its target. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const text = errors?.length ? errors.join(', ') : ''
  const pressed = usePointerPressed()
  const [shown, setShown] = useState(text)
  if (!pressed && shown !== text) setShown(text)
  const visible = pressed ? shown : text
  if (!visible) return null
  return (
    <p id={id} className="text-sm text-red-700">
      {visible}
    </p>
  )
}

/** Form-level errors, such as the backend's answer to a valid submission. */
export function FormError({ errors, id }: { errors: string[] | undefined; id?: string }) {
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}
