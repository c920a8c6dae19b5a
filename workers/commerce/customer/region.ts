// Regions of a country: a US address given only "TX" (as region_code, or as the cart address's free-text region)
// is stored with Texas's region_id, name and code, as Magento's address models resolve it.
import type { Context } from '../graphql/context.ts'

type RegionRow = { region_id: number; code: string; name: string }
export type ResolvedRegion = { region_id: number | null; region_code: string | null; region: string | null }

export async function resolveRegion(
  ctx: Context,
  countryCode: string,
  given: { region?: string | null; region_code?: string | null; region_id?: number | null },
): Promise<ResolvedRegion> {
  const text = given.region_code?.trim() || given.region?.trim() || null
  const byId = given.region_id
    ? await ctx.db
        .prepare('SELECT region_id, code, name FROM region WHERE region_id = ? AND country_id = ?')
        .bind(given.region_id, countryCode)
        .first<RegionRow>()
    : null
  // An id of another country's region does not count; the code or name may still name a region of this one.
  const row =
    byId ??
    (text
      ? await ctx.db
          .prepare(
            'SELECT region_id, code, name FROM region WHERE country_id = ?1 AND (code = ?2 COLLATE NOCASE OR name = ?2 COLLATE NOCASE) LIMIT 1',
          )
          .bind(countryCode, text)
          .first<RegionRow>()
      : null)
  if (row) return { region_id: row.region_id, region_code: row.code, region: row.name }
  return { region_id: null, region_code: given.region_code ?? null, region: given.region ?? given.region_code ?? null }
}
