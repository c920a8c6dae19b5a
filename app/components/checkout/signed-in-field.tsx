import { SIGNED_IN_FIELD } from '~/lib/checkout'

/** Says the step's form was drawn for a signed-in customer (see SIGNED_IN_FIELD). */
export function SignedInField({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <input type="hidden" name={SIGNED_IN_FIELD} value="1" /> : null
}
