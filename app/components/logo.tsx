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

type LogoProps = { store: StoreCode; brand: BrandLogo; width: number; height: number; alt: string }

/** The logo follows the selected top-level category (spec §2); its box is reserved so nothing shifts. */
export function Logo({ store, brand, width, height, alt }: LogoProps) {
  return (
    <Link to={`/${store}`} className="flex items-center gap-2" aria-label={`${alt}, home`}>
      <img src={`/logos/${brand}.svg`} width={width} height={height} alt="" />
      <span className="font-serif text-lg font-bold tracking-tight whitespace-nowrap">{BRAND_NAMES[brand]}</span>
    </Link>
  )
}
