import { z } from 'zod'

// One zod schema per Storyblok component: the seeded stories are typed from these, and a publish
// is validated against them, so the storefront can rely on the documented shapes.
// Objects are strict so a publish with a misspelt field fails loudly instead of rendering nothing;
// a field added to the model is added here first (and to docs/content-model.md).

const uid = z.string().min(1)

export const MultilinkSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  linktype: z.enum(['url', 'story']),
  fieldtype: z.literal('multilink'),
  cached_url: z.string(),
  target: z.enum(['_blank', '_self']).optional(),
  /** A story link's anchor on the linked page (Storyblok's "Anchor" of an internal link). */
  anchor: z.string().optional(),
})
export type Multilink = z.infer<typeof MultilinkSchema>

export const AssetSchema = z.strictObject({
  id: z.number().int(),
  alt: z.string(),
  name: z.string(),
  focus: z.string(),
  title: z.string(),
  filename: z.string(),
  copyright: z.string(),
  fieldtype: z.literal('asset'),
})
export type Asset = z.infer<typeof AssetSchema>

const block = <C extends string, S extends z.core.$ZodShape>(component: C, shape: S) =>
  z.strictObject({ _uid: uid, component: z.literal(component), ...shape })

export const TopbarItemSchema = block('topbar_item', { text: z.string(), link: MultilinkSchema.optional() })
export const TopbarSchema = block('topbar', { items: z.array(TopbarItemSchema) })
export type TopbarContent = z.infer<typeof TopbarSchema>

export const MenuLinkSchema = block('menu_link', {
  label: z.string(),
  link: MultilinkSchema,
  highlight: z.boolean().optional(),
})
export const MainmenuSchema = block('mainmenu', { items: z.array(MenuLinkSchema) })
export type MainmenuContent = z.infer<typeof MainmenuSchema>

export const COMMUNITY_ICONS = ['instagram', 'facebook', 'youtube', 'linkedin', 'tiktok', 'pinterest'] as const
export const CommunityLinkSchema = block('community_link', {
  link: MultilinkSchema,
  target: z.enum(['_blank', '_self']),
  icon: z.enum(COMMUNITY_ICONS),
  label: z.string(),
})
export const FooterLinkSchema = block('footer_link', { text: z.string(), link: MultilinkSchema })
export const FooterColumnSchema = block('footer_column', {
  title: z.string(),
  title_link: MultilinkSchema.optional(),
  links: z.array(FooterLinkSchema),
})
export const FooterSchema = block('footer', {
  logo: AssetSchema,
  community_links: z.array(CommunityLinkSchema),
  columns: z.array(FooterColumnSchema),
  copyright: z.string(),
})
export type FooterContent = z.infer<typeof FooterSchema>

export const HeroSchema = block('hero', {
  title: z.string(),
  subtitle: z.string(),
  image: AssetSchema,
  cta_label: z.string(),
  cta_link: MultilinkSchema,
})
// Exactly one source is set: a fixed SKU list or a category's url_path.
export const ProductCarouselSchema = block('product_carousel', {
  title: z.string(),
  skus: z.string().optional(),
  category_url_path: z.string().optional(),
})
export const TextBlockSchema = block('text_block', {
  title: z.string(),
  text: z.string(),
  link: MultilinkSchema.optional(),
  link_label: z.string().optional(),
})
export const ImageTextSchema = block('image_text', {
  title: z.string(),
  text: z.string(),
  image: AssetSchema,
  link: MultilinkSchema,
  link_label: z.string(),
  image_position: z.enum(['left', 'right']),
})
export const CategoryTileSchema = block('category_tile', {
  label: z.string(),
  link: MultilinkSchema,
  image: AssetSchema,
  color: z.string(),
})
export const CategoryTilesSchema = block('category_tiles', { title: z.string(), tiles: z.array(CategoryTileSchema) })
export const NewsletterCtaSchema = block('newsletter_cta', { title: z.string(), text: z.string() })
export const FaqItemSchema = block('faq_item', { question: z.string(), answer: z.string() })
export const FaqListSchema = block('faq_list', { title: z.string(), items: z.array(FaqItemSchema) })
export const ContactInfoSchema = block('contact_info', {
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  opening_hours: z.string(),
})
export const SizeGuideRowSchema = block('size_guide_row', { cells: z.array(z.string()) })
export const SizeGuideTableSchema = block('size_guide_table', {
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(SizeGuideRowSchema),
})

export const PageBlockSchema = z.discriminatedUnion('component', [
  HeroSchema,
  ProductCarouselSchema,
  TextBlockSchema,
  ImageTextSchema,
  CategoryTilesSchema,
  NewsletterCtaSchema,
  FaqListSchema,
  ContactInfoSchema,
  SizeGuideTableSchema,
])
export type PageBlock = z.infer<typeof PageBlockSchema>

export const PageSchema = block('page', {
  title: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  body: z.array(PageBlockSchema),
})
export type PageContent = z.infer<typeof PageSchema>

// Content types a story's root can have.
export const StoryContentSchema = z.discriminatedUnion('component', [
  PageSchema,
  TopbarSchema,
  MainmenuSchema,
  FooterSchema,
])
export type StoryContent = z.infer<typeof StoryContentSchema>
