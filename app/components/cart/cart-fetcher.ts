import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import type { Cart } from '~/lib/cart'
import { notify } from '~/state/notifications'
import { useCartContext } from './cart-context'

export type CartActionData = {
  ok: boolean
  intent?: string
  uid?: string | null
  result: SubmissionResult
  cart: Cart | null
  message: string | null
  couponError?: string | null
  /** The notification's title when the add came from the wishlist and failed ('Wishlist error'). */
  title?: string | null
}

/**
 * A fetcher for cart actions: no revalidation (the action answers with the cart), and each answer is handed to
 * the cart context once; `onDone` runs with the answer (notifications, opening the sidebar).
 */
export function useCartFetcher(onDone?: (answer: CartActionData) => void) {
  const fetcher = useFetcher<CartActionData>()
  const { publish } = useCartContext()
  const handled = useRef<CartActionData | undefined>(undefined)
  const done = useRef(onDone)
  done.current = onDone
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    if (answer.cart) publish(answer.cart)
    if (answer.couponError) notify({ message: answer.couponError, type: 'warning', title: 'Coupon' })
    done.current?.(answer)
  }, [fetcher.state, fetcher.data, publish])
  return fetcher
}
