/** Magento's answers for a subscription, by the status subscribeEmailToNewsletter returns (spec §3). */
export function subscriptionMessage(status: string | null | undefined): string {
  return status === 'UNCONFIRMED'
    ? 'The confirmation request has been sent. Please check your email.'
    : 'Thank you for your subscription.'
}

export const NEWSLETTER_UNAVAILABLE = 'Your subscription could not be saved right now. Please try again in a moment.'

/** My newsletter, right after a subscription in a store that confirms by mail (the customer is not subscribed yet). */
export const NEWSLETTER_PENDING_TEXT =
  'Your subscription waits for your confirmation: please open the link in the e-mail we have just sent you.'
