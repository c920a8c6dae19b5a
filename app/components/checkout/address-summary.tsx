import { streetDisplayLines } from '~/lib/checkout'

/** A cart address as text lines; every value is text (React escapes it), whatever the shopper typed. */
export function AddressSummary({
  address,
}: {
  address: {
    firstname: string | null
    lastname: string | null
    street: readonly (string | null)[] | null
    postcode: string | null
    city: string | null
    region: { label: string | null } | null
    country: { label: string | null }
    telephone: string | null
  }
}) {
  const lines = [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    ...streetDisplayLines(address.street),
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.region?.label, address.country.label].filter(Boolean).join(', '),
    address.telephone,
  ].filter((line): line is string => Boolean(line))
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
