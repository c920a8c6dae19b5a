import type { SubmissionResult } from '@conform-to/react'
import { useEffect } from 'react'
import { REGISTRATION_ERROR_TITLE } from '~/lib/account/register'
import { notify } from '~/state/notifications'

/** Spec §8: each registration (or login) error message also raises a persistent danger notice. */
export function useRegistrationErrorNotices(result: SubmissionResult | undefined): void {
  useEffect(() => {
    for (const message of result?.error?.[''] ?? []) {
      notify({ message, type: 'danger', title: REGISTRATION_ERROR_TITLE, icon: 'error', persist: true })
    }
  }, [result])
}
