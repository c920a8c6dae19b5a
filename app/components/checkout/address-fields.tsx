import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { useHydrated } from '~/components/cart/js-flag'
import { FieldError, TextField } from '~/components/form'
import type { CountryOption } from '~/lib/checkout'
import { MESSAGES } from '~/lib/forms/messages'
import { STORE_COUNTRY } from '~/lib/store-country'
import { isStoreCode } from '~/lib/stores'

export type AddressFieldName =
  | 'firstname'
  | 'lastname'
  | 'street'
  | 'apartment'
  | 'neighborhood'
  | 'extra'
  | 'postcode'
  | 'city'
  | 'country'
  | 'region'
  | 'telephone'

type Props = {
  fields: Record<AddressFieldName, FieldMetadata<string | undefined>>
  countries: CountryOption[]
}

const CONTROL = 'w-full rounded border border-stone-300 px-3 py-2 aria-invalid:border-red-600 disabled:bg-stone-100'

/**
 * The address of spec §3. Street, house number, neighbourhood and extra become the street list on the server.
 * With JavaScript the region list follows the chosen country; without it every country's regions are offered and
 * the server checks the pair.
 */
export function AddressFields({ fields, countries }: Props) {
  // A new address starts in the store's country (spec §1: the shop's is NL; de_et's shoppers mostly live in Germany).
  const { locale } = useParams()
  const initialCountry = fields.country.initialValue || (isStoreCode(locale) ? STORE_COUNTRY[locale] : '')
  const [country, setCountry] = useState(initialCountry)
  const hydrated = useHydrated()
  const countryRef = useRef<HTMLSelectElement>(null)
  // A country chosen before hydration fired no change event: pick it up, so the region list follows it.
  useEffect(() => {
    if (countryRef.current) setCountry(countryRef.current.value)
  }, [])
  const withRegions = countries.filter((option) => option.regions.length > 0)
  const chosen = countries.find((option) => option.id === country)
  const showRegion = !hydrated || !chosen || chosen.regions.length > 0
  const { key: countryKey, ...countryProps } = getSelectProps(fields.country)
  const { key: regionKey, ...regionProps } = getSelectProps(fields.region)
  const regionHint = `${fields.region.id}-hint`

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField announceRequired label="First name" field={fields.firstname} autoComplete="given-name" />
      <TextField announceRequired label="Last name" field={fields.lastname} autoComplete="family-name" />
      <div className="sm:col-span-2">
        <TextField announceRequired label="Street" field={fields.street} autoComplete="address-line1" />
      </div>
      {/* No autofill token fits a house number: address-line2 is the street's second line, which browsers keep empty
          (the number is in line 1), so autofill would leave this required field blank. */}
      <TextField announceRequired label="House or apartment number" field={fields.apartment} />
      <TextField label="Neighbourhood (optional)" field={fields.neighborhood} autoComplete="address-line3" />
      <div className="sm:col-span-2">
        <TextField label="Extra address information (optional)" field={fields.extra} />
      </div>
      <TextField announceRequired label="Zip code" field={fields.postcode} autoComplete="postal-code" />
      <TextField announceRequired label="City" field={fields.city} autoComplete="address-level2" />
      <div className="space-y-1">
        <label htmlFor={fields.country.id} className="block text-sm font-medium">
          Country
        </label>
        <select
          key={countryKey}
          ref={countryRef}
          {...countryProps}
          defaultValue={initialCountry}
          aria-required
          autoComplete="country"
          className={CONTROL}
          onChange={(event) => setCountry(event.target.value)}
        >
          <option value="">Select a country</option>
          {countries.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldError id={fields.country.errorId} errors={fields.country.errors} />
      </div>
      {withRegions.length > 0 && showRegion ? (
        <div className="space-y-1">
          <label htmlFor={fields.region.id} className="block text-sm font-medium">
            State or province
          </label>
          <select
            key={regionKey}
            {...regionProps}
            aria-describedby={
              [regionProps['aria-describedby'], hydrated && !country ? regionHint : undefined]
                .filter(Boolean)
                .join(' ') || undefined
            }
            aria-required={chosen ? chosen.regions.length > 0 : undefined}
            autoComplete="address-level1"
            className={CONTROL}
          >
            <option value="">Select a state or province</option>
            {(hydrated && chosen ? [chosen] : withRegions).map((option) => (
              <optgroup key={option.id} label={option.name}>
                {option.regions.map((region) => (
                  <option key={region.id} value={String(region.id)}>
                    {region.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {hydrated && !country && !fields.region.errors?.length ? (
            <p id={regionHint} className="text-sm text-stone-600">
              {MESSAGES.selectCountry}
            </p>
          ) : null}
          <FieldError id={fields.region.errorId} errors={fields.region.errors} />
        </div>
      ) : null}
      <TextField announceRequired label="Phone number" field={fields.telephone} type="tel" autoComplete="tel" />
    </div>
  )
}
