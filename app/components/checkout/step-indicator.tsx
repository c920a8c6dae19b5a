import { Link } from 'react-router'
import { CHECKOUT_STEPS, type CheckoutProgress, type CheckoutStep, STEP_LABELS } from '~/lib/checkout'

/** At least 32 px high on a phone (WCAG 2.5.8 asks 24). */
const PILL = 'rounded-full border px-3 py-1.5 leading-5'

/** The steps in order; a finished step links back, the current one is marked for assistive technology. */
export function StepIndicator({
  store,
  progress,
  current,
}: {
  store: string
  progress: CheckoutProgress
  current: CheckoutStep | 'thank-you'
}) {
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex flex-wrap gap-2 text-sm">
        {CHECKOUT_STEPS.filter((step) => progress[step] !== 'skipped').map((step, index) => {
          const isCurrent = step === current
          const done = progress[step] === 'complete'
          const label = `${index + 1}. ${STEP_LABELS[step]}`
          return (
            // The pill is the link (its padding and border included), not only its text: a tap anywhere on it counts.
            <li key={step}>
              {done && !isCurrent ? (
                <Link
                  to={`/${store}/checkout/${step}`}
                  className={`${PILL} inline-block border-stone-300 hover:border-stone-900 hover:underline`}
                >
                  {label} <span className="sr-only">(done)</span>
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`${PILL} inline-block ${isCurrent ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300'}`}
                >
                  {label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
