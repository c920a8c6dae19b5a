import { getZodConstraint } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { LoginSchema } from '~/lib/account/login.schema'
import { NewsletterSchema } from '~/lib/account/newsletter.schema'
import { ForgotPasswordSchema, ResetPasswordSchema } from '~/lib/account/password-reset.schema'
import { ChangePasswordSchema, NewsletterPreferenceSchema, profileSchema } from '~/lib/account/profile.schema'
import { RegisterSchema } from '~/lib/account/register.schema'
import { businessRegistrationSchema } from '~/lib/b2b/registration.schema'
import { AddToCartSchema, CouponSchema, UpdateQuantitySchema } from '~/lib/cart.schema'
import { EmailStepSchema, PaymentStepSchema } from '~/lib/checkout.schema'
import { ContactSchema } from '~/lib/contact.schema'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { createReviewSchema } from '~/lib/reviews.schema'
import { STORE_CODES } from '~/lib/stores'

// The browser renders each form's native attributes from FORM_CONSTRAINTS without loading zod; they must be
// exactly what conform derives from the schema the action validates with.
describe('form constraints written out for the first HTML', () => {
  test.each([
    ['newsletter', NewsletterSchema],
    ['login', LoginSchema],
    ['coupon', CouponSchema],
    ['cartQuantity', UpdateQuantitySchema],
    ['addToCart', AddToCartSchema],
    ['payment', PaymentStepSchema],
    ['emailStep', EmailStepSchema],
    ['contact', ContactSchema],
    ['forgotPassword', ForgotPasswordSchema],
    ['resetPassword', ResetPasswordSchema],
    ['register', RegisterSchema],
    ['newsletterPreference', NewsletterPreferenceSchema],
    ['changePassword', ChangePasswordSchema],
    ['profile', profileSchema('someone@example.com')],
    ['review', createReviewSchema([{ id: 'MQ==', name: 'Rating', valueIds: ['1', '2', '3', '4', '5'] }])],
  ] as const)('%s equals getZodConstraint(schema)', (key, schema) => {
    expect(FORM_CONSTRAINTS[key]).toEqual(getZodConstraint(schema))
  })

  test.each(STORE_CODES)('business (%s) equals getZodConstraint(schema)', (store) => {
    expect(FORM_CONSTRAINTS.business).toEqual(getZodConstraint(businessRegistrationSchema(store)))
  })
})
