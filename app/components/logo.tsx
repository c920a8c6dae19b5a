import { Link } from 'react-router'
import type { BrandLogo } from '~/lib/menu'
import type { StoreCode } from '~/lib/stores'

const BRAND_NAMES: Record<BrandLogo, string> = {
  default: 'Estelle Tijs',
  hair: 'Estelle Tijs Hair',
  body: 'Estelle Tijs Body',
  face: 'Estelle Tijs Face',
  training: 'Estelle Tijs Academy',
}

type LogoProps = { store: StoreCode; brand: BrandLogo; width: number; height: number }

/**
 * The logo follows the selected top-level category (spec §2); its box is reserved so nothing shifts. The link's name
 * starts with the brand it shows, so a voice user can say what they see (WCAG 2.5.3). On the narrowest phones the
 * brand is not shown, and the header fits 320 px.
 */
export function Logo({ store, brand, width, height }: LogoProps) {
  const name = BRAND_NAMES[brand]
  return (
    <Link to={`/${store}`} className="flex min-w-0 items-center gap-2" aria-label={`${name}, home`}>
      <img src={`/logos/${brand}.svg`} width={width} height={height} alt="" />
      <span className="font-serif text-lg font-bold tracking-tight whitespace-nowrap max-[420px]:hidden">{name}</span>
    </Link>
  )
}
