import type { StoreCode } from './stores'

/**
 * The country each store sells to first: de_et Germany, fr_et France, nl_et the Netherlands; us_et ("International")
 * sells from the Netherlands (spec §1: country NL). A new address starts there; a business registers there first.
 */
export const STORE_COUNTRY = { de_et: 'DE', fr_et: 'FR', nl_et: 'NL', us_et: 'NL' } as const satisfies Record<
  StoreCode,
  string
>
