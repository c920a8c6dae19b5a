import { SESSION_FIELD } from '~/lib/session-field'

/** The session the form was drawn for (lib/session-field.ts); nothing for a guest. */
export function SessionField({ mark }: { mark: string | null }) {
  return mark ? <input type="hidden" name={SESSION_FIELD} value={mark} /> : null
}
