import {
  AvailableStoresDocument,
  CategoryTreeDocument,
  RecaptchaConfigDocument,
  StoreConfigDocument,
} from '~graphql/generated'
import {
  CommunityLinkSchema,
  type Footer,
  FooterColumnSchema,
  FooterLinkSchema,
  FooterSchema,
  MainMenuSchema,
  type MenuLink,
  MenuLinkSchema,
  TopbarItemSchema,
  TopbarSchema,
  type TopbarItem,
  parseEach,
} from './content-model'
import type { RequestServices } from './context.server'
import { CommerceError } from './commerce.server'
import { KvCache } from './kv-cache.server'
import type { RecaptchaConfig } from './recaptcha'
import { packMenu, toMenu } from './menu'
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from './account/password'
import { STORES } from './stores'
import { resized } from './storyblok-image'

export type StoreSettings = {
  storeName: string
  defaultTitle: string
  logoWidth: number
  logoHeight: number
  productUrlSuffix: string
  categoryUrlSuffix: string
  /** The CMS page Magento shows for an unknown address (`web/default/cms_no_route`): never a page of its own. */
  noRoutePage: string
  /** Magento's password policy (customer/password/*): what a new password needs beyond spec §5's rule. */
  passwordPolicy: PasswordPolicy
}

/** Spec §3 defaults: logo 35×34. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  storeName: 'Estelle Tijs',
  defaultTitle: 'Estelle Tijs',
  logoWidth: 35,
  logoHeight: 34,
  productUrlSuffix: '.html',
  categoryUrlSuffix: '.html',
  noRoutePage: 'no-route',
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
}

/** A number Magento's store configuration gives as a string, or the fallback when it gives none (or nonsense). */
function configNumber(value: string | null | undefined, fallback: number): number {
  const number = Number(value)
  return value && Number.isInteger(number) && number > 0 && number <= 256 ? number : fallback
}

export async function loadStoreSettings(services: RequestServices): Promise<StoreSettings> {
  const { cache, catalogue, store } = services
  const data = await cache.get(KvCache.key(store, 'store-config'), 'long', () =>
    catalogue.query(StoreConfigDocument, {}, { get: true }),
  )
  const config = data.storeConfig
  return {
    storeName: config?.store_name ?? DEFAULT_STORE_SETTINGS.storeName,
    defaultTitle: config?.default_title ?? DEFAULT_STORE_SETTINGS.defaultTitle,
    logoWidth: config?.logo_width ?? DEFAULT_STORE_SETTINGS.logoWidth,
    logoHeight: config?.logo_height ?? DEFAULT_STORE_SETTINGS.logoHeight,
    productUrlSuffix: config?.product_url_suffix ?? DEFAULT_STORE_SETTINGS.productUrlSuffix,
    categoryUrlSuffix: config?.category_url_suffix ?? DEFAULT_STORE_SETTINGS.categoryUrlSuffix,
    noRoutePage: config?.cms_no_route || DEFAULT_STORE_SETTINGS.noRoutePage,
    passwordPolicy: {
      minLength: configNumber(config?.minimum_password_length, DEFAULT_PASSWORD_POLICY.minLength),
      classes: Math.min(4, configNumber(config?.required_character_classes_number, DEFAULT_PASSWORD_POLICY.classes)),
    },
  }
}

/** The store's reCAPTCHA v3 key and protected forms (lib/recaptcha.ts); null when it protects none. */
export async function loadRecaptchaConfig(services: RequestServices): Promise<RecaptchaConfig | null> {
  const { cache, catalogue, store } = services
  const data = await cache.get(KvCache.key(store, 'recaptcha-config'), 'long', () =>
    catalogue.query(RecaptchaConfigDocument, {}, { get: true }).catch((error: unknown) => {
      // A Magento without the reCAPTCHA modules refuses the query itself: it protects no form, and that answer is
      // kept like any other (asked again on every page, it would cost each one a call). An outage is not kept.
      if (error instanceof CommerceError && !error.network) return { recaptchaV3Config: null }
      throw error
    }),
  )
  const config = data.recaptchaV3Config
  const forms = (config?.forms ?? []).flatMap((form) => (form ? [form] : []))
  if (!config?.is_enabled || !config.website_key || forms.length === 0) return null
  return { websiteKey: config.website_key, forms, language: config.language_code ?? null }
}

export async function loadAvailableStores(services: RequestServices): Promise<string[]> {
  const { cache, catalogue, store } = services
  const data = await cache.get(KvCache.key(store, 'available-stores'), 'long', () =>
    catalogue.query(AvailableStoresDocument, {}, { get: true }),
  )
  return (data.availableStores ?? []).flatMap((entry) => (entry?.store_code ? [entry.store_code] : []))
}

/**
 * What the layout derives from a cached answer (the menu from the category tree, the checked stories), computed once
 * per answer instead of on every page: the KV cache's memory layer hands out the same object while it is fresh, so
 * the object itself is the key (a new answer, a purge or another store is another object). Only shared, catalogue
 * and content answers come here, never a personal one; the derived values are read, never changed.
 */
function derivedOnce<Source extends object, Value>(compute: (source: Source) => Value): (source: Source) => Value {
  const computed = new WeakMap<Source, { value: Value }>()
  return (source) => {
    const known = computed.get(source)
    if (known) return known.value
    const value = compute(source)
    computed.set(source, { value })
    return value
  }
}

type CategoryTreeAnswer = Awaited<ReturnType<typeof loadCategoryTree>>

function loadCategoryTree(services: RequestServices) {
  const { cache, catalogue, store } = services
  return cache.get(KvCache.key(store, 'category-tree'), 'long', () =>
    catalogue.query(CategoryTreeDocument, {}, { get: true }),
  )
}

const packedMenuOf = derivedOnce((data: CategoryTreeAnswer) => packMenu(toMenu(data.categories?.items?.[0]?.children)))

/** The uids of the store's top-level categories (the root's children), from the cached tree. */
export async function loadTopCategoryUids(services: RequestServices): Promise<ReadonlySet<string>> {
  return topUidsOf(await loadCategoryTree(services))
}

const topUidsOf = derivedOnce(
  (data: CategoryTreeAnswer) =>
    new Set((data.categories?.items?.[0]?.children ?? []).flatMap((child) => (child?.uid ? [child.uid] : []))),
)

/** The category tree in the compact form the page carries (lib/menu.ts packMenu). */
export async function loadPackedMenu(services: RequestServices): Promise<string> {
  return packedMenuOf(await loadCategoryTree(services))
}

export function storyCacheKey(store: string, slug: string): string {
  return KvCache.key(store, 'story', slug)
}

export async function loadStoryContent(
  services: RequestServices,
  slug: string,
): Promise<Record<string, unknown> | null> {
  const { cache, content, store } = services
  const language = STORES[store].contentLanguage
  // A slug with no story is answered but not kept: made-up addresses must not each become a KV write.
  const story = await cache.get(
    storyCacheKey(store, slug),
    'content',
    () => content.getStory(slug, language),
    (value) => value !== null,
  )
  return story?.content ?? null
}

type StoryContent = Record<string, unknown>

const topbarOf = derivedOnce((content: StoryContent): TopbarItem[] => {
  const parsed = TopbarSchema.safeParse(content)
  return parsed.success ? parseEach(TopbarItemSchema, parsed.data.items) : []
})

const mainMenuOf = derivedOnce((content: StoryContent): MenuLink[] => {
  const parsed = MainMenuSchema.safeParse(content)
  return parsed.success ? parseEach(MenuLinkSchema, parsed.data.items) : []
})

const footerOf = derivedOnce((content: StoryContent): Footer | null => {
  const parsed = FooterSchema.safeParse(content)
  if (!parsed.success) return null
  const { logo } = parsed.data
  return {
    // Drawn 140 px wide (site-footer.tsx): twice that covers a dense screen.
    logo: logo?.filename ? { ...logo, filename: resized(logo.filename, 280) } : logo,
    communityLinks: parseEach(CommunityLinkSchema, parsed.data.community_links),
    columns: parseEach(FooterColumnSchema, parsed.data.columns).map((column) => ({
      ...column,
      links: parseEach(FooterLinkSchema, column.links),
    })),
    copyright: parsed.data.copyright,
  }
})

export async function loadTopbar(services: RequestServices): Promise<TopbarItem[]> {
  const content = await loadStoryContent(services, 'topbar')
  return content ? topbarOf(content) : []
}

export async function loadMainMenu(services: RequestServices): Promise<MenuLink[]> {
  const content = await loadStoryContent(services, 'mainmenu')
  return content ? mainMenuOf(content) : []
}

export async function loadFooter(services: RequestServices): Promise<Footer | null> {
  const content = await loadStoryContent(services, 'footer')
  return content ? footerOf(content) : null
}

/** Runs a layout loader; a failed upstream leaves its part of the page out instead of failing the page. */
export async function orFallback<T>(
  services: Pick<RequestServices, 'degraded'>,
  work: Promise<T>,
  fallback: T,
  label: string,
): Promise<T> {
  try {
    return await work
  } catch (error) {
    console.warn(`layout: ${label} unavailable`, error instanceof Error ? error.message : error)
    services.degraded = true
    return fallback
  }
}
