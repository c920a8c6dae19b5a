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
