import { z } from 'zod'
import { AssetSchema, MultilinkSchema } from './content-model'
import { cssColor } from './css-color'

/**
 * The page blocks the storefront knows; a block keeps its `_uid` (a carousel's products are found by it), the
 * items inside a block are keyed by position. A story may hold others (content editors move faster than code):
 * unknown or malformed blocks are skipped, never fatal.
 */
const uid = z.string()
const text = z.string().default('')

const HeroSchema = z.object({
  _uid: uid,
  component: z.literal('hero'),
  title: text,
  subtitle: text,
  image: AssetSchema.optional(),
  cta_label: z.string().optional(),
  cta_link: MultilinkSchema.optional(),
})
const TextBlockSchema = z.object({
  _uid: uid,
  component: z.literal('text_block'),
  title: text,
  text,
  link: MultilinkSchema.optional(),
  link_label: z.string().optional(),
})
const ImageTextSchema = z.object({
  _uid: uid,
  component: z.literal('image_text'),
  title: text,
  text,
  image: AssetSchema.optional(),
  link: MultilinkSchema.optional(),
  link_label: z.string().optional(),
  image_position: z.enum(['left', 'right']).default('left'),
})
const CategoryTilesSchema = z.object({
  _uid: uid,
  component: z.literal('category_tiles'),
  title: text,
  tiles: z
    .array(
      z.object({
        label: z.string(),
        link: MultilinkSchema.optional(),
        image: AssetSchema.optional(),
        color: z.string().optional().transform(cssColor),
      }),
    )
    .default([]),
})
const NewsletterCtaSchema = z.object({ _uid: uid, component: z.literal('newsletter_cta'), title: text, text })
const ProductCarouselSchema = z.object({
  _uid: uid,
  component: z.literal('product_carousel'),
  title: text,
  skus: z.string().optional(),
  category_url_path: z.string().optional(),
})
const FaqListSchema = z.object({
  _uid: uid,
  component: z.literal('faq_list'),
  title: text,
  items: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
})
const ContactInfoSchema = z.object({
  _uid: uid,
  component: z.literal('contact_info'),
  title: text,
  email: z.string().optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  opening_hours: z.string().optional(),
})
/** A table's row of texts: a list, or a Storyblok textarea with one text per line (docs/content-model.md). */
const tableTexts = z
  .union([
    z.array(z.string()),
    // An empty line is an empty cell (the cells after it keep their columns); the text's last line break is not.
    z.string().transform((lines) =>
      lines.trim() === ''
        ? []
        : lines
            .replace(/(?:\r?\n)+$/, '')
            .split(/\r?\n/)
            .map((line) => line.trim()),
    ),
  ])
  .default([])
const SizeGuideTableSchema = z.object({
  _uid: uid,
  component: z.literal('size_guide_table'),
  title: text,
  columns: tableTexts,
  rows: z.array(z.object({ cells: tableTexts })).default([]),
})

export const BlockSchema = z.discriminatedUnion('component', [
  HeroSchema,
  TextBlockSchema,
  ImageTextSchema,
  CategoryTilesSchema,
  NewsletterCtaSchema,
  ProductCarouselSchema,
  FaqListSchema,
  ContactInfoSchema,
  SizeGuideTableSchema,
])
export type Block = z.infer<typeof BlockSchema>
export type BlockOf<Name extends Block['component']> = Extract<Block, { component: Name }>

export function parseBlocks(body: readonly unknown[]): Block[] {
  return body.flatMap((raw) => {
    const parsed = BlockSchema.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  })
}
