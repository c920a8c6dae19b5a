// Apart from backends.ts (which the test runner loads in Node), so that tests running in workerd can read them.
/** The keys, forms and verification service of the reCAPTCHA-protected commerce backend (backends.ts recaptchaBackends). */
export const RECAPTCHA_TEST = {
  websiteKey: 'test-site-key',
  privateKey: 'test-secret-key',
  forms: 'CUSTOMER_LOGIN,CUSTOMER_CREATE,NEWSLETTER',
  /** Tokens Google would find genuine start with this (the stand-in below decides by it). */
  humanPrefix: 'human-',
} as const
