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
