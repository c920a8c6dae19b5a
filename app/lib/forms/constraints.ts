/**
 * Each form's native constraint attributes (`required`...), what conform's getZodConstraint derives from the
 * form's schema, written out so the first HTML has them without zod in the browser.
 * tests/unit/form-constraints.test.ts compares every entry with getZodConstraint(schema).
 */
const required = { required: true } as const
const optional = { required: false } as const
const list = { required: false, multiple: true } as const
/** The fields of register.schema's newAccountFields. */
const newAccount = {
  firstname: required,
  lastname: required,
  email: required,
  password: required,
  confirmPassword: required,
  isSubscribed: optional,
}

export const FORM_CONSTRAINTS = {
  newsletter: { email: required, redirectTo: optional },
  login: { email: required, password: required, redirectTo: optional },
  coupon: { intent: required, code: optional },
  cartQuantity: { intent: required, uid: required, quantity: required },
  addToCart: {
    sku: required,
    quantity: optional,
    selected: list,
    'selected[]': optional,
    entered: list,
    'entered[]': required,
    'entered[].uid': required,
    'entered[].value': optional,
    grouped: list,
    'grouped[]': required,
    'grouped[].sku': required,
    'grouped[].quantity': optional,
    training: optional,
    returnTo: optional,
  },
  // Whatever ratings the product asks for: conform marks their object required as a whole.
  review: { title: required, nickname: required, text: required, ratings: required },
  payment: { paymentMethod: required, reviewedTotal: optional, reviewedLines: optional },
  emailStep: { email: required },
  contact: { name: required, email: required, telephone: optional, comment: required },
  forgotPassword: { email: required },
  resetPassword: { email: required, token: required, password: required, confirmPassword: required },
  register: { ...newAccount, redirectTo: optional },
  newsletterPreference: { isSubscribed: optional },
  changePassword: { currentPassword: required, password: required, confirmPassword: required },
  profile: {
    prefix: optional,
    firstname: required,
    lastname: required,
    suffix: optional,
    email: required,
    password: optional,
    dateOfBirth: optional,
    gender: { required: false, pattern: '1|2|3' },
    taxvat: optional,
  },
  business: {
    company_name: required,
    vat_id: required,
    chamber_of_commerce: required,
    website: optional,
    street: required,
    house_number: required,
    postcode: required,
    gender: { required: true, pattern: '1|2|3' },
    ...newAccount,
  },
} satisfies Record<string, Record<string, { required: boolean; multiple?: boolean; pattern?: string }>>
