// Product and category references used by seeded content. The commerce catalogue is built separately;
// keep these aligned with it (one place to change when SKUs or url_paths differ).

export const FEATURED_SKUS = [
  'ET-H00001',
  'ET-H00010',
  'ET-H00034',
  'ET-B00002',
  'ET-B00011',
  'ET-F00003',
  'ET-F00012',
  'ET-F00015',
] as const

export const TRAINING_SKUS = ['ET-T00019', 'ET-T00020'] as const

export const CATEGORY_PATHS = {
  hair: 'hair',
  hairShampoo: 'hair/shampoo',
  body: 'body',
  face: 'face',
  training: 'training',
} as const

/**
 * Where seeded links to those categories point: the category's address with the catalogue's URL suffix, the one the
 * shop answers at. A link without it still works, through a permanent redirect that costs the shopper a round trip.
 */
export const CATEGORY_LINKS = {
  hair: 'hair.html',
  hairShampoo: 'hair/shampoo.html',
  body: 'body.html',
  face: 'face.html',
  training: 'training.html',
} as const satisfies Record<keyof typeof CATEGORY_PATHS, string>

/** Storefront routes (spec §2) that seeded links point at, without locale. */
export const ROUTES = {
  home: 'Home',
  aboutUs: 'AboutUs',
  business: 'Business',
  contact: 'Contact',
  faq: 'Faq',
  register: 'Register',
  myProfile: 'customer/my-profile',
  fastOrder: 'customer/fast-order',
  sizeGuide: 'size-guide',
  hairCareGuide: 'pages/hair-care-guide',
  trainingAcademy: 'pages/training-academy',
  terms: 'pages/terms-and-conditions',
  privacy: 'pages/privacy-policy',
} as const

export const productPath = (sku: string) => `p/${sku}`
