// route(url) and the deprecated urlResolver(url): url rewrites to products, categories and CMS pages, including the
// 301 redirects left behind by renamed url keys.
import { z } from 'zod'
import { categorySource } from '../catalog/category-source.ts'
import { toProductSource } from '../catalog/product-source.ts'
import type { Context } from '../graphql/context.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { encodeUid } from '../graphql/uid.ts'
import { loadCmsPage } from './cms.ts'

type RewriteRow = {
  entity_type: 'product' | 'category' | 'cms_page'
  entity_id: number
  target_path: string
  redirect_code: number
}

const UrlArgsSchema = z.object({ url: z.string() })

// Magento matches the path without leading slash, query or fragment; '/' is the CMS home page.
function normalise(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  return path.replace(/^\/+/, '')
}

async function findRewrite(ctx: Context, url: string): Promise<RewriteRow | null> {
  const path = normalise(url)
  if (path === '') return { entity_type: 'cms_page', entity_id: 0, target_path: 'home', redirect_code: 0 }
  return ctx.db
    .prepare(
      `SELECT entity_type, entity_id, target_path, redirect_code FROM url_rewrite
      WHERE request_path = ? AND store_id IN (0, ?) ORDER BY store_id DESC LIMIT 1`,
    )
    .bind(path, ctx.store.store_id)
    .first<RewriteRow>()
}

async function routable(ctx: Context, rewrite: RewriteRow) {
  // A redirect answers the entity at its current address, flagged with the redirect code.
  const redirect =
    rewrite.redirect_code !== 0 ? { redirect_code: rewrite.redirect_code, relative_url: rewrite.target_path } : {}
  if (rewrite.entity_type === 'product') {
    const row = await ctx.catalog.product(rewrite.entity_id)
    return row && row.visibility === 4 ? { ...toProductSource(row), ...redirect } : null
  }
  if (rewrite.entity_type === 'category') {
    const category = (await ctx.catalog.categoryTree()).byId.get(rewrite.entity_id)
    return category ? { ...categorySource(category), ...redirect } : null
  }
  // The rewrite names the all-stores page; the store's own translation of that identifier wins.
  const identifier = rewrite.entity_id === 0 ? 'home' : (await loadCmsPage(ctx, { id: rewrite.entity_id }))?.identifier
  const page = identifier ? await loadCmsPage(ctx, { identifier }) : null
  return page ? { ...page, ...redirect } : null
}

export const routeResolvers: ResolverMap = {
  Query: {
    route: async (_source: unknown, args, ctx) => {
      const rewrite = await findRewrite(ctx, UrlArgsSchema.parse(args).url)
      return rewrite ? routable(ctx, rewrite) : null
    },
    urlResolver: async (_source: unknown, args, ctx) => {
      const rewrite = await findRewrite(ctx, UrlArgsSchema.parse(args).url)
      const entity = rewrite ? await routable(ctx, rewrite) : null
      if (!rewrite || !entity) return null
      const id = 'page_id' in entity ? entity.page_id : 'product_id' in entity ? entity.product_id : entity.category_id
      const relative =
        'identifier' in entity
          ? entity.identifier
          : 'product_id' in entity
            ? `${entity.url_key}.html`
            : `${entity.url_path}.html`
      return {
        id,
        entity_uid: encodeUid(id),
        canonical_url: relative,
        relative_url: rewrite.redirect_code !== 0 ? rewrite.target_path : relative,
        redirectCode: rewrite.redirect_code,
        type: rewrite.entity_type === 'cms_page' ? 'CMS_PAGE' : rewrite.entity_type.toUpperCase(),
      }
    },
  },
}
