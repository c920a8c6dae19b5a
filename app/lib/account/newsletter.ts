/** Magento's answers for a subscription, by the status subscribeEmailToNewsletter returns (spec §3). */
export function subscriptionMessage(status: string | null | undefined): string {
  return status === 'UNCONFIRMED'
    ? 'The confirmation request has been sent. Please check your email.'
    : 'Thank you for your subscription.'
}

export const NEWSLETTER_UNAVAILABLE = 'Your subscription could not be saved right now. Please try again in a moment.'
