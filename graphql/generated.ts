/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] }
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never }
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core'
export type ContactUsInput = {
  /** The shopper's comment to the merchant. */
  comment: string
  /** The email address of the shopper. */
  email: string
  /** The full name of the shopper. */
  name: string
  /** The shopper's telephone number. */
  telephone?: string | null | undefined
}

/** The list of available currency codes. */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD'

/** This enumeration states whether a product stock status is in stock or out of stock */
export type ProductStockStatus = 'IN_STOCK' | 'OUT_OF_STOCK'

export type CartTotalQtyQueryVariables = Exact<{
  cartId: string
}>

export type CartTotalQtyQuery = { cart: { id: string; total_quantity: number } | null }

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string
  couponCode: string
}>

export type ApplyCouponToCartMutation = {
  applyCouponToCart: { cart: { id: string; applied_coupons: Array<{ code: string } | null> | null } } | null
}

export type MenuCategoryFragment = {
  uid: string
  name: string | null
  position: number | null
  url_path: string | null
  url_suffix: string | null
  include_in_menu: number | null
  product_count: number | null
  category_color: string | null
}

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never }>

export type CategoryTreeQuery = {
  categories: {
    items: Array<{
      uid: string
      children: Array<{
        uid: string
        name: string | null
        position: number | null
        url_path: string | null
        url_suffix: string | null
        include_in_menu: number | null
        product_count: number | null
        category_color: string | null
        children: Array<{
          uid: string
          name: string | null
          position: number | null
          url_path: string | null
          url_suffix: string | null
          include_in_menu: number | null
          product_count: number | null
          category_color: string | null
          children: Array<{
            uid: string
            name: string | null
            position: number | null
            url_path: string | null
            url_suffix: string | null
            include_in_menu: number | null
            product_count: number | null
            category_color: string | null
            children: Array<{
              uid: string
              name: string | null
              position: number | null
              url_path: string | null
              url_suffix: string | null
              include_in_menu: number | null
              product_count: number | null
              category_color: string | null
            } | null> | null
          } | null> | null
        } | null> | null
      } | null> | null
    } | null> | null
  } | null
}

type ProductCard_BundleProduct_Fragment = {
  __typename: 'BundleProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  is_training: boolean | null
  rating_summary: number
  review_count: number
  url_rewrites: Array<{ url: string | null } | null> | null
  small_image: { url: string | null; label: string | null } | null
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    }
    maximum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    } | null
  }
}

type ProductCard_ConfigurableProduct_Fragment = {
  __typename: 'ConfigurableProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  is_training: boolean | null
  rating_summary: number
  review_count: number
  url_rewrites: Array<{ url: string | null } | null> | null
  small_image: { url: string | null; label: string | null } | null
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    }
    maximum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    } | null
  }
}

type ProductCard_DownloadableProduct_Fragment = {
  __typename: 'DownloadableProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  is_training: boolean | null
  rating_summary: number
  review_count: number
  url_rewrites: Array<{ url: string | null } | null> | null
  small_image: { url: string | null; label: string | null } | null
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    }
    maximum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    } | null
  }
}

type ProductCard_GroupedProduct_Fragment = {
  __typename: 'GroupedProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  is_training: boolean | null
  rating_summary: number
  review_count: number
  url_rewrites: Array<{ url: string | null } | null> | null
  small_image: { url: string | null; label: string | null } | null
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    }
    maximum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    } | null
  }
}

type ProductCard_SimpleProduct_Fragment = {
  __typename: 'SimpleProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  is_training: boolean | null
  rating_summary: number
  review_count: number
  url_rewrites: Array<{ url: string | null } | null> | null
  small_image: { url: string | null; label: string | null } | null
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    }
    maximum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    } | null
  }
}

type ProductCard_VirtualProduct_Fragment = {
  __typename: 'VirtualProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  is_training: boolean | null
  rating_summary: number
  review_count: number
  url_rewrites: Array<{ url: string | null } | null> | null
  small_image: { url: string | null; label: string | null } | null
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    }
    maximum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null }
      final_price: { value: number | null; currency: CurrencyEnum | null }
    } | null
  }
}

export type ProductCardFragment =
  | ProductCard_BundleProduct_Fragment
  | ProductCard_ConfigurableProduct_Fragment
  | ProductCard_DownloadableProduct_Fragment
  | ProductCard_GroupedProduct_Fragment
  | ProductCard_SimpleProduct_Fragment
  | ProductCard_VirtualProduct_Fragment

export type ProductsBySkuQueryVariables = Exact<{
  skus: Array<string> | string
  pageSize?: number | null | undefined
}>

export type ProductsBySkuQuery = {
  products: {
    items: Array<
      | {
          __typename: 'BundleProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          is_training: boolean | null
          rating_summary: number
          review_count: number
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null; label: string | null } | null
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            }
            maximum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            } | null
          }
        }
      | {
          __typename: 'ConfigurableProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          is_training: boolean | null
          rating_summary: number
          review_count: number
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null; label: string | null } | null
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            }
            maximum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            } | null
          }
        }
      | {
          __typename: 'DownloadableProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          is_training: boolean | null
          rating_summary: number
          review_count: number
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null; label: string | null } | null
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            }
            maximum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            } | null
          }
        }
      | {
          __typename: 'GroupedProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          is_training: boolean | null
          rating_summary: number
          review_count: number
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null; label: string | null } | null
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            }
            maximum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            } | null
          }
        }
      | {
          __typename: 'SimpleProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          is_training: boolean | null
          rating_summary: number
          review_count: number
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null; label: string | null } | null
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            }
            maximum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            } | null
          }
        }
      | {
          __typename: 'VirtualProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          is_training: boolean | null
          rating_summary: number
          review_count: number
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null; label: string | null } | null
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            }
            maximum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null }
              final_price: { value: number | null; currency: CurrencyEnum | null }
            } | null
          }
        }
      | null
    > | null
  } | null
}

export type StoreConfigQueryVariables = Exact<{ [key: string]: never }>

export type StoreConfigQuery = {
  storeConfig: {
    store_code: string | null
    store_name: string | null
    default_title: string | null
    default_display_currency_code: string | null
    locale: string | null
    header_logo_src: string | null
    logo_width: number | null
    logo_height: number | null
    logo_alt: string | null
    base_media_url: string | null
    product_url_suffix: string | null
    category_url_suffix: string | null
    root_category_uid: string | null
  } | null
}

export type AvailableStoresQueryVariables = Exact<{ [key: string]: never }>

export type AvailableStoresQuery = {
  availableStores: Array<{
    store_code: string | null
    store_name: string | null
    default_display_currency_code: string | null
    locale: string | null
  } | null> | null
}

export type ContactUsMutationVariables = Exact<{
  input: ContactUsInput
}>

export type ContactUsMutation = { contactUs: { status: boolean } | null }

export const MenuCategoryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuCategory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'include_in_menu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_color' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuCategoryFragment, unknown>
export const ProductCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'url_rewrites' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'maximum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCardFragment, unknown>
export const CartTotalQtyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CartTotalQty' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cart_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartTotalQtyQuery, CartTotalQtyQueryVariables>
export const ApplyCouponToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApplyCouponToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applyCouponToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'coupon_code' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'applied_coupons' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>
export const CategoryTreeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CategoryTree' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'children' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuCategory' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'children' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuCategory' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'children' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuCategory' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'children' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuCategory' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuCategory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'include_in_menu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_color' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryTreeQuery, CategoryTreeQueryVariables>
export const ProductsBySkuDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductsBySku' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          defaultValue: { kind: 'IntValue', value: '12' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'sku' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'in' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'url_rewrites' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'maximum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsBySkuQuery, ProductsBySkuQueryVariables>
export const StoreConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreConfig' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'default_title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'default_display_currency_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'header_logo_src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logo_width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logo_height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logo_alt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base_media_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_url_suffix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category_url_suffix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'root_category_uid' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreConfigQuery, StoreConfigQueryVariables>
export const AvailableStoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AvailableStores' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availableStores' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'default_display_currency_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AvailableStoresQuery, AvailableStoresQueryVariables>
export const ContactUsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ContactUs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactUsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contactUs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactUsMutation, ContactUsMutationVariables>
