// The product catalogue: every Magento product type, training products, stock levels, special prices, links,
// images and reviews, all derived from a fixed pseudo-random sequence.
import { searchRowid } from './search-rowid.ts'
import { BRANDS, COLORS, SIZES } from './attributes.ts'
import { ADJECTIVES, INGREDIENTS, NOUNS, TRAININGS, productName, slugify } from './catalog-terms.ts'
import type { SeededCategory } from './categories.ts'
import { createRandom, type Random } from './random.ts'
import { insertRows, type SqlValue } from './sql.ts'
import { STORES, type Translation } from './stores.ts'

type Area = 'hair' | 'body' | 'face' | 'training'
type TypeId = 'simple' | 'configurable' | 'bundle' | 'grouped' | 'virtual' | 'downloadable'

export type SeededProduct = { id: number; sku: string; name: string; price: number; area: Area; typeId: TypeId }

type ProductInput = {
  sku: string
  typeId: TypeId
  names: string[]
  area: Area
  urlKey: string
  visible: boolean
  price: number
  specialPrice: number | null
  qty: number
  inStock: boolean
  isTraining: boolean
  color: number | null
  size: number | null
  brand: number
  images: number
  descriptions: boolean
}

const CITIES = ['Amsterdam', 'Utrecht', 'Berlin', 'Paris', 'Antwerp']
const NICKNAMES = ['Sanne', 'Lukas', 'Camille', 'Emma', 'Noah', 'Julia', 'Thomas', 'Lotte']
const REVIEW_TEXTS: [string, string][] = [
  ['Love it', 'Works really well and smells great. Will buy again.'],
  ['Good value', 'Does what it promises for a fair price.'],
  ['Nice texture', 'Absorbs quickly and leaves no residue.'],
  ['Not for me', 'Quality is fine but the scent was too strong for me.'],
  ['Salon quality', 'Feels like a professional treatment at home.'],
]
const EXTRA_INFORMATION: Translation = [
  'Vegan formula, made in the Netherlands.',
  'Vegane Formel, hergestellt in den Niederlanden.',
  'Formule vegan, fabriquée aux Pays-Bas.',
  'Veganistische formule, gemaakt in Nederland.',
]
const EBOOK: Translation = [
  'Care Guide E-Book',
  'Pflegeratgeber E-Book',
  'Guide de soin e-book',
  'Verzorgingsgids e-book',
]
const CONSULTATION: Translation = [
  'Online Skin Consultation',
  'Online Hautberatung',
  'Consultation peau en ligne',
  'Online huidadvies',
]
const GIFT_CARD: Translation = ['Gift Card', 'Geschenkkarte', 'Carte cadeau', 'Cadeaukaart']

const INDEX_PRICE_STATEMENTS = [
  "UPDATE product SET index_price = COALESCE(special_price, price) WHERE type_id IN ('simple', 'virtual', 'downloadable');",
  `UPDATE product SET index_price = COALESCE((SELECT MIN(c.index_price) FROM configurable_link l JOIN product c ON c.product_id = l.child_id
    WHERE l.parent_id = product.product_id AND c.in_stock = 1), price) WHERE type_id = 'configurable';`,
  `UPDATE product SET index_price = COALESCE((SELECT MIN(c.index_price) FROM grouped_link l JOIN product c ON c.product_id = l.child_id
    WHERE l.parent_id = product.product_id), 0) WHERE type_id = 'grouped';`,
  `UPDATE product SET index_price = COALESCE((SELECT SUM(cheapest) FROM (SELECT MIN(c.index_price * s.qty) AS cheapest
    FROM bundle_option o JOIN bundle_selection s ON s.option_id = o.option_id JOIN product c ON c.product_id = s.product_id
    WHERE o.parent_id = product.product_id AND o.required = 1 GROUP BY o.option_id)), 0) WHERE type_id = 'bundle';`,
]

const money = (value: number): number => Math.round(value * 100) / 100
const pricePoint = (random: Random, min: number, max: number): number => random.int(min, max) + 0.95

function descriptions(storeIndex: number, name: string, area: Area): [string, string] {
  const short =
    [
      `<p>${name} for everyday care.</p>`,
      `<p>${name} für die tägliche Pflege.</p>`,
      `<p>${name} pour un soin quotidien.</p>`,
      `<p>${name} voor dagelijkse verzorging.</p>`,
    ][storeIndex] ?? ''
  const training = area === 'training'
  const body =
    [
      training
        ? 'A hands-on training by the Estelle Tijs Academy, lunch included.'
        : 'Dermatologically tested and suitable for all types.',
      training
        ? 'Ein Praxistraining der Estelle Tijs Academy, Mittagessen inklusive.'
        : 'Dermatologisch getestet und für alle Typen geeignet.',
      training
        ? "Une formation pratique de l'Estelle Tijs Academy, déjeuner inclus."
        : 'Testé dermatologiquement et adapté à tous les types.',
      training
        ? 'Een praktijktraining van de Estelle Tijs Academy, lunch inbegrepen.'
        : 'Dermatologisch getest en geschikt voor alle types.',
    ][storeIndex] ?? ''
  return [short, `${short}<p>${body}</p><ul><li>Estelle Tijs</li><li>${area}</li></ul>`]
}

export function productSeed(count: number, leavesByArea: Map<string, SeededCategory[]>) {
  const random = createRandom(20240607)
  const rows = {
    product: [] as SqlValue[][],
    store: [] as SqlValue[][],
    search: [] as SqlValue[][],
    image: [] as SqlValue[][],
    category: [] as SqlValue[][],
    configurableAttribute: [] as SqlValue[][],
    configurableLink: [] as SqlValue[][],
    bundleOption: [] as SqlValue[][],
    bundleSelection: [] as SqlValue[][],
    grouped: [] as SqlValue[][],
    downloadableLink: [] as SqlValue[][],
    downloadableSample: [] as SqlValue[][],
    customOption: [] as SqlValue[][],
    link: [] as SqlValue[][],
    rewrite: [] as SqlValue[][],
    review: [] as SqlValue[][],
    vote: [] as SqlValue[][],
  }
  const usedUrlKeys = new Set<string>()
  const visibleByArea = new Map<Area, SeededProduct[]>()
  const simplesByArea = new Map<Area, SeededProduct[]>()
  let nextId = 1
  let nextOptionId = 1
  let nextReviewId = 1

  const uniqueUrlKey = (base: string): string => {
    let key = base
    for (let n = 2; usedUrlKeys.has(key); n += 1) key = `${base}-${n}`
    usedUrlKeys.add(key)
    return key
  }

  const add = (input: ProductInput): SeededProduct => {
    const id = nextId
    nextId += 1
    const brand = input.brand
    rows.product.push([
      id,
      input.sku,
      input.typeId,
      input.urlKey,
      input.visible ? 4 : 1,
      input.price,
      input.specialPrice,
      input.qty,
      input.inStock ? 1 : 0,
      input.typeId === 'simple' ? 0.3 : null,
      input.isTraining ? 1 : 0,
      input.color,
      input.size,
      brand,
      `2024-01-01 00:00:00`,
    ])
    STORES.forEach((store, index) => {
      const name = input.names[index] ?? input.names[0] ?? input.sku
      const [short, long] = input.descriptions ? descriptions(index, name, input.area) : [null, null]
      const extra = input.descriptions && id % 3 === 0 ? (EXTRA_INFORMATION[index] ?? null) : null
      rows.store.push([
        id,
        store.id,
        name,
        short,
        long,
        extra,
        input.descriptions ? `${name} | ${store.title}` : null,
        input.descriptions ? `Buy ${name} online at ${store.name}.` : null,
        input.descriptions ? slugify(name).replaceAll('-', ', ') : null,
      ])
      if (input.visible)
        rows.search.push([
          searchRowid(store.id, id),
          id,
          store.id,
          name,
          input.sku,
          long ? long.replace(/<[^>]+>/g, ' ') : '',
        ])
    })
    for (let position = 1; position <= input.images; position += 1) {
      rows.image.push([
        rows.image.length + 1,
        id,
        `${input.area}/${input.urlKey}-${position}.svg`,
        // No label of its own: Magento then labels an image with the product's name in the store's language.
        null,
        position,
        0,
      ])
    }
    if (input.visible) rows.rewrite.push([0, `${input.urlKey}.html`, 'product', id, `catalog/product/view/id/${id}`, 0])
    const product = {
      id,
      sku: input.sku,
      name: input.names[0] ?? input.sku,
      price: input.price,
      area: input.area,
      typeId: input.typeId,
    }
    if (input.visible) {
      visibleByArea.set(input.area, [...(visibleByArea.get(input.area) ?? []), product])
      const leaves = leavesByArea.get(input.area) ?? []
      const leaf = leaves[id % Math.max(leaves.length, 1)]
      for (const categoryId of leaf?.ancestors ?? []) rows.category.push([categoryId, id, id])
    }
    return product
  }

  const stock = (index: number): { qty: number; inStock: boolean } => {
    // Every 13th product is sold out and every 11th nearly so, to exercise only_x_left_in_stock.
    if (index % 13 === 5) return { qty: 0, inStock: false }
    if (index % 11 === 3) return { qty: random.int(1, 3), inStock: true }
    return { qty: random.int(10, 250), inStock: true }
  }

  for (let index = 0; index < count; index += 1) {
    const slot = index % 20
    const isTraining = slot >= 18
    const area: Area = isTraining ? 'training' : ((['hair', 'body', 'face'] as const)[index % 3] ?? 'hair')
    const sku = `ET-${area.slice(0, 1).toUpperCase()}${String(index + 1).padStart(5, '0')}`
    const brand = isTraining ? 34 : (BRANDS[index % 3]?.id ?? 31)
    const specialEvery5th = (price: number): number | null => (index % 5 === 2 ? money(price * 0.8) : null)

    if (isTraining) {
      const course = random.pick(TRAININGS)
      const city = CITIES[index % CITIES.length] ?? 'Amsterdam'
      const names = STORES.map((_, i) => `${course[i] ?? course[0]} ${city}`)
      const urlKey = uniqueUrlKey(slugify(names[0] ?? sku))
      const parent = add({
        sku,
        typeId: 'configurable',
        names,
        area,
        urlKey,
        visible: true,
        price: 195,
        specialPrice: null,
        qty: 0,
        inStock: true,
        isTraining: true,
        color: null,
        size: null,
        brand,
        images: 2,
        descriptions: true,
      })
      rows.configurableAttribute.push([parent.id, 'size', 'Format', 0])
      for (const [variantIndex, size] of [SIZES[7], SIZES[8]].entries()) {
        if (!size) continue
        const child = add({
          sku: `${sku}-${slugify(size.label).toUpperCase()}`,
          typeId: 'virtual',
          names: names.map((n) => `${n} ${size.label}`),
          area,
          urlKey: uniqueUrlKey(`${urlKey}-${slugify(size.label)}`),
          visible: false,
          price: variantIndex === 0 ? 195 : 345,
          specialPrice: null,
          qty: random.int(2, 12),
          inStock: true,
          isTraining: true,
          color: null,
          size: size.id,
          brand,
          images: 1,
          descriptions: false,
        })
        rows.configurableLink.push([parent.id, child.id])
      }
      rows.customOption.push([nextOptionId, parent.id, 'date', 'Date', 1, 1, 0, 0])
      rows.customOption.push([nextOptionId + 1, parent.id, 'field', 'Attendant name', 1, 2, 0, 60])
      nextOptionId += 2
      continue
    }

    const nounArea = area === 'training' ? 'hair' : area
    const adjective = random.pick(ADJECTIVES)
    const ingredient = random.pick(INGREDIENTS)
    const noun = random.pick(NOUNS[nounArea])
    let names = STORES.map((_, i) => productName(i, adjective, ingredient, noun))
    let typeId: TypeId = 'simple'
    if (slot >= 10 && slot <= 13) typeId = 'configurable'
    else if (slot === 14) typeId = 'bundle'
    else if (slot === 15) typeId = 'grouped'
    else if (slot === 16) typeId = 'virtual'
    else if (slot === 17) typeId = 'downloadable'

    const simples = simplesByArea.get(area) ?? []
    if ((typeId === 'bundle' || typeId === 'grouped') && simples.length < 3) typeId = 'simple'
    if (typeId === 'bundle') names = names.map((n, i) => `${n} ${['Set', 'Set', 'Coffret', 'Set'][i] ?? 'Set'}`)
    if (typeId === 'grouped')
      names = names.map((n, i) => `${n} ${['Routine', 'Routine', 'Rituel', 'Routine'][i] ?? 'Routine'}`)
    if (typeId === 'downloadable')
      names = STORES.map((_, i) => `${ingredient[i] ?? ingredient[0]} ${EBOOK[i] ?? EBOOK[0]}`)
    const giftCard = typeId === 'virtual' && index % 40 === 16
    if (typeId === 'virtual') {
      names = giftCard
        ? STORES.map(
            (store, i) => `${GIFT_CARD[i] ?? GIFT_CARD[0]} ${wholeEuros(store.locale, 25 * (1 + (index % 3)))}`,
          )
        : STORES.map((_, i) => `${CONSULTATION[i] ?? CONSULTATION[0]} ${ingredient[i] ?? ingredient[0]}`)
    }
    const urlKey = uniqueUrlKey(slugify(names[0] ?? sku))
    const price = giftCard ? 25 * (1 + (index % 3)) : typeId === 'downloadable' ? 14.95 : pricePoint(random, 9, 79)
    const { qty, inStock } = stock(index)
    const common = { sku, names, area, urlKey, visible: true, isTraining: false, brand, descriptions: true }

    if (typeId === 'configurable') {
      const parent = add({
        ...common,
        typeId,
        price,
        specialPrice: null,
        qty: 0,
        inStock,
        color: null,
        size: null,
        images: 3,
      })
      // Hair products come in colours and sizes; body and face products in sizes only.
      const colors = area === 'hair' ? [COLORS[index % 6], COLORS[(index + 2) % 6]] : [undefined]
      const sizes = area === 'hair' ? [SIZES[1], SIZES[2]] : [SIZES[0], SIZES[1], SIZES[2]]
      if (area === 'hair') rows.configurableAttribute.push([parent.id, 'color', 'Color', 0])
      rows.configurableAttribute.push([parent.id, 'size', 'Size', 1])
      for (const [colorIndex, color] of colors.entries()) {
        for (const [sizeIndex, size] of sizes.entries()) {
          if (!size) continue
          const suffix = [color?.label, size.label].filter((part) => part !== undefined)
          const variantPrice = money(price + sizeIndex * 6)
          const soldOut = !inStock || (colorIndex === 1 && sizeIndex === 0 && index % 3 === 0)
          const child = add({
            ...common,
            typeId: 'simple',
            sku: `${sku}-${suffix.map((s) => slugify(s).toUpperCase()).join('-')}`,
            names: names.map((n) => `${n} ${suffix.join(' ')}`),
            urlKey: uniqueUrlKey(`${urlKey}-${suffix.map(slugify).join('-')}`),
            visible: false,
            price: variantPrice,
            specialPrice: specialEvery5th(variantPrice),
            qty: soldOut ? 0 : random.int(1, 80),
            inStock: !soldOut,
            color: color?.id ?? null,
            size: size.id,
            images: 1,
            descriptions: false,
          })
          rows.configurableLink.push([parent.id, child.id])
        }
      }
      continue
    }

    const product = add({
      ...common,
      typeId,
      price: typeId === 'bundle' || typeId === 'grouped' ? 0 : price,
      specialPrice: typeId === 'simple' ? specialEvery5th(price) : null,
      qty: typeId === 'virtual' || typeId === 'downloadable' ? 9999 : qty,
      inStock: typeId === 'virtual' || typeId === 'downloadable' ? true : inStock,
      color: null,
      size: typeId === 'simple' ? (SIZES[index % 4]?.id ?? null) : null,
      images: typeId === 'virtual' ? 1 : 3,
    })

    if (typeId === 'simple') simplesByArea.set(area, [...simples, product])
    if (typeId === 'bundle') {
      const picks = simples.slice(-5)
      const required = nextOptionId
      rows.bundleOption.push([required, product.id, 'Choose your base', 'radio', 1, 1])
      rows.bundleOption.push([required + 1, product.id, 'Add extras', 'checkbox', 0, 2])
      nextOptionId += 2
      picks
        .slice(0, 3)
        .forEach((pick, position) =>
          rows.bundleSelection.push([null, required, pick.id, 1, 0, position === 0 ? 1 : 0, position]),
        )
      picks
        .slice(3)
        .forEach((pick, position) => rows.bundleSelection.push([null, required + 1, pick.id, 1, 1, 0, position]))
    }
    if (typeId === 'grouped') {
      simples.slice(-3).forEach((child, position) => rows.grouped.push([product.id, child.id, 1, position + 1]))
    }
    if (typeId === 'downloadable') {
      rows.downloadableLink.push([null, product.id, 'PDF', 0, null, 1])
      rows.downloadableLink.push([null, product.id, 'PDF + video tutorials', 5, null, 2])
      rows.downloadableSample.push([null, product.id, 'Sample chapter', `downloadable/${urlKey}-sample.pdf`, 1])
    }
    // Some products were renamed; their old addresses answer with a permanent redirect.
    if (index % 10 === 1) rows.rewrite.push([0, `old-${urlKey}.html`, 'product', product.id, `${urlKey}.html`, 301])
  }

  for (const [area, products] of visibleByArea) {
    products.forEach((product, index) => {
      const others = (offset: number): SeededProduct | undefined => products[(index + offset) % products.length]
      for (const [type, offsets] of [
        ['related', [1, 2, 3]],
        ['upsell', [4, 5]],
        ['crosssell', [6]],
      ] as const) {
        offsets.forEach((offset, position) => {
          const other = others(offset)
          if (other && other.id !== product.id) rows.link.push([product.id, other.id, type, position + 1])
        })
      }
      if (area === 'training' || index % 3 !== 0) return
      const reviewCount = 1 + (index % 4)
      for (let n = 0; n < reviewCount; n += 1) {
        const [title, detail] = REVIEW_TEXTS[(index + n) % REVIEW_TEXTS.length] ?? ['Great', 'Great product.']
        const day = String(1 + ((index + n * 7) % 28)).padStart(2, '0')
        const month = String(1 + ((index + n) % 12)).padStart(2, '0')
        rows.review.push([
          nextReviewId,
          product.id,
          1 + (n % 4),
          null,
          NICKNAMES[(index + n) % NICKNAMES.length] ?? 'Guest',
          title,
          detail,
          'approved',
          `2024-${month}-${day} 10:00:00`,
        ])
        rows.vote.push([nextReviewId, 1, title === 'Not for me' ? 2 : 3 + ((index + n) % 3)])
        nextReviewId += 1
      }
    })
  }

  const statements = [
    ...insertRows(
      'product',
      [
        'product_id',
        'sku',
        'type_id',
        'url_key',
        'visibility',
        'price',
        'special_price',
        'qty',
        'in_stock',
        'weight',
        'is_training',
        'color',
        'size',
        'brand',
        'created_at',
      ],
      rows.product,
    ),
    ...insertRows(
      'product_store',
      [
        'product_id',
        'store_id',
        'name',
        'short_description',
        'description',
        'extra_information',
        'meta_title',
        'meta_description',
        'meta_keyword',
      ],
      rows.store,
    ),
    ...insertRows('product_search', ['rowid', 'product_id', 'store_id', 'name', 'sku', 'description'], rows.search),
    ...insertRows('product_image', ['image_id', 'product_id', 'file', 'label', 'position', 'disabled'], rows.image),
    ...insertRows('category_product', ['category_id', 'product_id', 'position'], rows.category),
    ...insertRows(
      'configurable_attribute',
      ['product_id', 'attribute_code', 'label', 'position'],
      rows.configurableAttribute,
    ),
    ...insertRows('configurable_link', ['parent_id', 'child_id'], rows.configurableLink),
    ...insertRows(
      'bundle_option',
      ['option_id', 'parent_id', 'title', 'type', 'required', 'position'],
      rows.bundleOption,
    ),
    ...insertRows(
      'bundle_selection',
      ['selection_id', 'option_id', 'product_id', 'qty', 'can_change_qty', 'is_default', 'position'],
      rows.bundleSelection,
    ),
    ...insertRows('grouped_link', ['parent_id', 'child_id', 'qty', 'position'], rows.grouped),
    ...insertRows(
      'downloadable_link',
      ['link_id', 'product_id', 'title', 'price', 'sample_url', 'sort_order'],
      rows.downloadableLink,
    ),
    ...insertRows(
      'downloadable_sample',
      ['sample_id', 'product_id', 'title', 'sample_url', 'sort_order'],
      rows.downloadableSample,
    ),
    ...insertRows(
      'custom_option',
      ['option_id', 'product_id', 'type', 'title', 'required', 'sort_order', 'price', 'max_characters'],
      rows.customOption,
    ),
    ...insertRows('product_link', ['product_id', 'linked_id', 'link_type', 'position'], rows.link),
    ...insertRows(
      'url_rewrite',
      ['store_id', 'request_path', 'entity_type', 'entity_id', 'target_path', 'redirect_code'],
      rows.rewrite,
    ),
    ...insertRows(
      'review',
      ['review_id', 'product_id', 'store_id', 'customer_id', 'nickname', 'title', 'detail', 'status', 'created_at'],
      rows.review,
    ),
    ...insertRows('review_vote', ['review_id', 'rating_id', 'value'], rows.vote),
    ...INDEX_PRICE_STATEMENTS,
  ]
  const simples = [...simplesByArea.values()].flat().sort((a, b) => a.id - b.id)
  return { statements, simples, visible: [...visibleByArea.values()].flat().sort((a, b) => a.id - b.id) }
}

/** A gift card's amount as its store writes money: €50, 50 €, € 50 (spaces plain, for names). */
function wholeEuros(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ')
}
