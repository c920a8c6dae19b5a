/** Magento's answers for a subscription, by the status subscribeEmailToNewsletter returns (spec §3). */
export function subscriptionMessage(status: string | null | undefined): string {
  return awaitsConfirmation(status)
    ? 'The confirmation request has been sent. Please check your email.'
    : 'Thank you for your subscription.'
}

/**
 * A subscription waiting for the link in its confirmation mail (a store with double opt-in): Magento answers
 * NOT_ACTIVE ("Not Activated") for it, and UNCONFIRMED when the customer's account is not confirmed yet; the
 * embedded backend answers the latter for both.
 */
export function awaitsConfirmation(status: string | null | undefined): boolean {
  return status === 'NOT_ACTIVE' || status === 'UNCONFIRMED'
}

export const NEWSLETTER_UNAVAILABLE = 'Your subscription could not be saved right now. Please try again in a moment.'

/** My newsletter while a subscription waits for its confirmation mail's link (the customer is not subscribed yet). */
export const NEWSLETTER_PENDING_TEXT =
  'Your subscription waits for your confirmation: please open the link in the e-mail we sent you.'
