// cmsPage and cmsBlocks. Store-specific rows win over the all-stores row (store_id 0).
import { z } from 'zod'
import type { Context } from '../graphql/context.ts'
import { inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'

const CmsPageArgsSchema = z.object({ id: z.number().int().nullish(), identifier: z.string().nullish() })
const CmsBlocksArgsSchema = z.object({ identifiers: z.array(z.string().nullish()).nullish() })

type PageRow = {
  page_id: number
  identifier: string
  title: string
  content_heading: string | null
  content: string
  page_layout: string
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string | null
}

export async function loadCmsPage(ctx: Context, key: { id?: number; identifier?: string }) {
  const row = await ctx.db
    .prepare(
      `SELECT page_id, identifier, title, content_heading, content, page_layout, meta_title, meta_description,
      meta_keywords FROM cms_page WHERE ${key.id !== undefined ? 'page_id = ?' : 'identifier = ?'} AND is_active = 1
      AND store_id IN (0, ?) ORDER BY store_id DESC LIMIT 1`,
    )
    .bind(key.id ?? key.identifier ?? '', ctx.store.store_id)
    .first<PageRow>()
  return row ? { ...row, __typename: 'CmsPage' as const, url_key: row.identifier } : null
}

export const cmsResolvers: ResolverMap = {
  Query: {
    cmsPage: async (_source: unknown, args, ctx) => {
      const { id, identifier } = CmsPageArgsSchema.parse(args)
      if (id === null || id === undefined) {
        if (!identifier) throw inputError('Page id/identifier should be specified')
      }
      const page = await loadCmsPage(ctx, id !== null && id !== undefined ? { id } : { identifier: identifier ?? '' })
      if (!page) throw noSuchEntityError(`The CMS page with the "${identifier ?? id}" ID doesn't exist.`)
      return page
    },
    cmsBlocks: async (_source: unknown, args, ctx) => {
      const { identifiers } = CmsBlocksArgsSchema.parse(args)
      const wanted = (identifiers ?? []).filter((value): value is string => typeof value === 'string')
      if (wanted.length === 0) throw inputError('"identifiers" of CMS blocks should be specified')
      const { results } = await ctx.db
        .prepare(
          `SELECT identifier, title, content, store_id FROM cms_block WHERE is_active = 1 AND store_id IN (0, ?)
          AND identifier IN (SELECT value FROM json_each(?)) ORDER BY store_id`,
        )
        .bind(ctx.store.store_id, JSON.stringify(wanted))
        .all<{ identifier: string; title: string; content: string }>()
      const byIdentifier = new Map(results.map((row) => [row.identifier, row]))
      return {
        items: wanted.map((identifier) => {
          const block = byIdentifier.get(identifier)
          if (!block) throw noSuchEntityError(`The CMS block with the "${identifier}" ID doesn't exist.`)
          return block
        }),
      }
    },
  },
  CmsPage: {
    relative_url: (page: { identifier: string; relative_url?: string }) => page.relative_url ?? page.identifier,
    redirect_code: (page: { redirect_code?: number }) => page.redirect_code ?? 0,
    type: () => 'CMS_PAGE',
  },
}
