/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] }
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never }
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core'
/** Defines the billing address. */
export type BillingAddressInput = {
  /** Defines a billing address. */
  address?: CartAddressInput | null | undefined
  /** An ID from the customer's address book that uniquely identifies the address to be used for billing. */
  customer_address_id?: number | null | undefined
  /** Indicates whether to set the billing address to be the same as the existing shipping address on the cart. */
  same_as_shipping?: boolean | null | undefined
  /** Indicates whether to set the shipping address to be the same as this billing address. */
  use_for_shipping?: boolean | null | undefined
}

/** Defines the billing or shipping address to be applied to the cart. */
export type CartAddressInput = {
  /** The city specified for the billing or shipping address. */
  city: string
  /** The company specified for the billing or shipping address. */
  company?: string | null | undefined
  /** The country code and label for the billing or shipping address. */
  country_code: string
  /** The customer's fax number. */
  fax?: string | null | undefined
  /** The first name of the customer or guest. */
  firstname: string
  /** The last name of the customer or guest. */
  lastname: string
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: string | null | undefined
  /** The ZIP or postal code of the billing or shipping address. */
  postcode?: string | null | undefined
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined
  /** A string that defines the state or province of the billing or shipping address. */
  region?: string | null | undefined
  /** An integer that defines the state or province of the billing or shipping address. */
  region_id?: number | null | undefined
  /** Determines whether to save the address in the customer's address book. The default value is true. */
  save_in_address_book?: boolean | null | undefined
  /** An array containing the street for the billing or shipping address. */
  street: Array<string | null | undefined>
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined
  /** The telephone number for the billing or shipping address. */
  telephone?: string | null | undefined
  /** The VAT company number for billing or shipping address. */
  vat_id?: string | null | undefined
}

/** Defines an item to be added to the cart. */
export type CartItemInput = {
  /** An array of entered options for the base product, such as personalization text. */
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined
  /** For a child product, the SKU of its parent product. */
  parent_sku?: string | null | undefined
  /** The amount or number of an item to add. */
  quantity: number
  /** The selected options for the base product, such as color or size, using the unique ID for an object such as `CustomizableRadioOption`, `CustomizableDropDownOption`, or `ConfigurableProductOptionsValues`. */
  selected_options?: Array<string | null | undefined> | null | undefined
  /** The SKU of the product. */
  sku: string
}

/** A single item to be updated. */
export type CartItemUpdateInput = {
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: number | null | undefined
  /** The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: string | null | undefined
  /** An array that defines customizable options for the product. */
  customizable_options?: Array<CustomizableOptionInput | null | undefined> | null | undefined
  /** The new quantity of the item. */
  quantity?: number | null | undefined
}

export type CartUserInputErrorType = 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'UNDEFINED'

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

/** The list of country codes. */
export type CountryCodeEnum =
  /** Andorra */
  | 'AD'
  /** United Arab Emirates */
  | 'AE'
  /** Afghanistan */
  | 'AF'
  /** Antigua & Barbuda */
  | 'AG'
  /** Anguilla */
  | 'AI'
  /** Albania */
  | 'AL'
  /** Armenia */
  | 'AM'
  /** Netherlands Antilles */
  | 'AN'
  /** Angola */
  | 'AO'
  /** Antarctica */
  | 'AQ'
  /** Argentina */
  | 'AR'
  /** American Samoa */
  | 'AS'
  /** Austria */
  | 'AT'
  /** Australia */
  | 'AU'
  /** Aruba */
  | 'AW'
  /** Åland Islands */
  | 'AX'
  /** Azerbaijan */
  | 'AZ'
  /** Bosnia & Herzegovina */
  | 'BA'
  /** Barbados */
  | 'BB'
  /** Bangladesh */
  | 'BD'
  /** Belgium */
  | 'BE'
  /** Burkina Faso */
  | 'BF'
  /** Bulgaria */
  | 'BG'
  /** Bahrain */
  | 'BH'
  /** Burundi */
  | 'BI'
  /** Benin */
  | 'BJ'
  /** St. Barthélemy */
  | 'BL'
  /** Bermuda */
  | 'BM'
  /** Brunei */
  | 'BN'
  /** Bolivia */
  | 'BO'
  /** Brazil */
  | 'BR'
  /** Bahamas */
  | 'BS'
  /** Bhutan */
  | 'BT'
  /** Bouvet Island */
  | 'BV'
  /** Botswana */
  | 'BW'
  /** Belarus */
  | 'BY'
  /** Belize */
  | 'BZ'
  /** Canada */
  | 'CA'
  /** Cocos (Keeling) Islands */
  | 'CC'
  /** Congo-Kinshasa */
  | 'CD'
  /** Central African Republic */
  | 'CF'
  /** Congo-Brazzaville */
  | 'CG'
  /** Switzerland */
  | 'CH'
  /** Côte d’Ivoire */
  | 'CI'
  /** Cook Islands */
  | 'CK'
  /** Chile */
  | 'CL'
  /** Cameroon */
  | 'CM'
  /** China */
  | 'CN'
  /** Colombia */
  | 'CO'
  /** Costa Rica */
  | 'CR'
  /** Cuba */
  | 'CU'
  /** Cape Verde */
  | 'CV'
  /** Christmas Island */
  | 'CX'
  /** Cyprus */
  | 'CY'
  /** Czech Republic */
  | 'CZ'
  /** Germany */
  | 'DE'
  /** Djibouti */
  | 'DJ'
  /** Denmark */
  | 'DK'
  /** Dominica */
  | 'DM'
  /** Dominican Republic */
  | 'DO'
  /** Algeria */
  | 'DZ'
  /** Ecuador */
  | 'EC'
  /** Estonia */
  | 'EE'
  /** Egypt */
  | 'EG'
  /** Western Sahara */
  | 'EH'
  /** Eritrea */
  | 'ER'
  /** Spain */
  | 'ES'
  /** Ethiopia */
  | 'ET'
  /** Finland */
  | 'FI'
  /** Fiji */
  | 'FJ'
  /** Falkland Islands */
  | 'FK'
  /** Micronesia */
  | 'FM'
  /** Faroe Islands */
  | 'FO'
  /** France */
  | 'FR'
  /** Gabon */
  | 'GA'
  /** United Kingdom */
  | 'GB'
  /** Grenada */
  | 'GD'
  /** Georgia */
  | 'GE'
  /** French Guiana */
  | 'GF'
  /** Guernsey */
  | 'GG'
  /** Ghana */
  | 'GH'
  /** Gibraltar */
  | 'GI'
  /** Greenland */
  | 'GL'
  /** Gambia */
  | 'GM'
  /** Guinea */
  | 'GN'
  /** Guadeloupe */
  | 'GP'
  /** Equatorial Guinea */
  | 'GQ'
  /** Greece */
  | 'GR'
  /** South Georgia & South Sandwich Islands */
  | 'GS'
  /** Guatemala */
  | 'GT'
  /** Guam */
  | 'GU'
  /** Guinea-Bissau */
  | 'GW'
  /** Guyana */
  | 'GY'
  /** Hong Kong SAR China */
  | 'HK'
  /** Heard &amp; McDonald Islands */
  | 'HM'
  /** Honduras */
  | 'HN'
  /** Croatia */
  | 'HR'
  /** Haiti */
  | 'HT'
  /** Hungary */
  | 'HU'
  /** Indonesia */
  | 'ID'
  /** Ireland */
  | 'IE'
  /** Israel */
  | 'IL'
  /** Isle of Man */
  | 'IM'
  /** India */
  | 'IN'
  /** British Indian Ocean Territory */
  | 'IO'
  /** Iraq */
  | 'IQ'
  /** Iran */
  | 'IR'
  /** Iceland */
  | 'IS'
  /** Italy */
  | 'IT'
  /** Jersey */
  | 'JE'
  /** Jamaica */
  | 'JM'
  /** Jordan */
  | 'JO'
  /** Japan */
  | 'JP'
  /** Kenya */
  | 'KE'
  /** Kyrgyzstan */
  | 'KG'
  /** Cambodia */
  | 'KH'
  /** Kiribati */
  | 'KI'
  /** Comoros */
  | 'KM'
  /** St. Kitts & Nevis */
  | 'KN'
  /** North Korea */
  | 'KP'
  /** South Korea */
  | 'KR'
  /** Kuwait */
  | 'KW'
  /** Cayman Islands */
  | 'KY'
  /** Kazakhstan */
  | 'KZ'
  /** Laos */
  | 'LA'
  /** Lebanon */
  | 'LB'
  /** St. Lucia */
  | 'LC'
  /** Liechtenstein */
  | 'LI'
  /** Sri Lanka */
  | 'LK'
  /** Liberia */
  | 'LR'
  /** Lesotho */
  | 'LS'
  /** Lithuania */
  | 'LT'
  /** Luxembourg */
  | 'LU'
  /** Latvia */
  | 'LV'
  /** Libya */
  | 'LY'
  /** Morocco */
  | 'MA'
  /** Monaco */
  | 'MC'
  /** Moldova */
  | 'MD'
  /** Montenegro */
  | 'ME'
  /** St. Martin */
  | 'MF'
  /** Madagascar */
  | 'MG'
  /** Marshall Islands */
  | 'MH'
  /** Macedonia */
  | 'MK'
  /** Mali */
  | 'ML'
  /** Myanmar (Burma) */
  | 'MM'
  /** Mongolia */
  | 'MN'
  /** Macau SAR China */
  | 'MO'
  /** Northern Mariana Islands */
  | 'MP'
  /** Martinique */
  | 'MQ'
  /** Mauritania */
  | 'MR'
  /** Montserrat */
  | 'MS'
  /** Malta */
  | 'MT'
  /** Mauritius */
  | 'MU'
  /** Maldives */
  | 'MV'
  /** Malawi */
  | 'MW'
  /** Mexico */
  | 'MX'
  /** Malaysia */
  | 'MY'
  /** Mozambique */
  | 'MZ'
  /** Namibia */
  | 'NA'
  /** New Caledonia */
  | 'NC'
  /** Niger */
  | 'NE'
  /** Norfolk Island */
  | 'NF'
  /** Nigeria */
  | 'NG'
  /** Nicaragua */
  | 'NI'
  /** Netherlands */
  | 'NL'
  /** Norway */
  | 'NO'
  /** Nepal */
  | 'NP'
  /** Nauru */
  | 'NR'
  /** Niue */
  | 'NU'
  /** New Zealand */
  | 'NZ'
  /** Oman */
  | 'OM'
  /** Panama */
  | 'PA'
  /** Peru */
  | 'PE'
  /** French Polynesia */
  | 'PF'
  /** Papua New Guinea */
  | 'PG'
  /** Philippines */
  | 'PH'
  /** Pakistan */
  | 'PK'
  /** Poland */
  | 'PL'
  /** St. Pierre & Miquelon */
  | 'PM'
  /** Pitcairn Islands */
  | 'PN'
  /** Palestinian Territories */
  | 'PS'
  /** Portugal */
  | 'PT'
  /** Palau */
  | 'PW'
  /** Paraguay */
  | 'PY'
  /** Qatar */
  | 'QA'
  /** Réunion */
  | 'RE'
  /** Romania */
  | 'RO'
  /** Serbia */
  | 'RS'
  /** Russia */
  | 'RU'
  /** Rwanda */
  | 'RW'
  /** Saudi Arabia */
  | 'SA'
  /** Solomon Islands */
  | 'SB'
  /** Seychelles */
  | 'SC'
  /** Sudan */
  | 'SD'
  /** Sweden */
  | 'SE'
  /** Singapore */
  | 'SG'
  /** St. Helena */
  | 'SH'
  /** Slovenia */
  | 'SI'
  /** Svalbard & Jan Mayen */
  | 'SJ'
  /** Slovakia */
  | 'SK'
  /** Sierra Leone */
  | 'SL'
  /** San Marino */
  | 'SM'
  /** Senegal */
  | 'SN'
  /** Somalia */
  | 'SO'
  /** Suriname */
  | 'SR'
  /** São Tomé & Príncipe */
  | 'ST'
  /** El Salvador */
  | 'SV'
  /** Syria */
  | 'SY'
  /** Eswatini */
  | 'SZ'
  /** Turks & Caicos Islands */
  | 'TC'
  /** Chad */
  | 'TD'
  /** French Southern Territories */
  | 'TF'
  /** Togo */
  | 'TG'
  /** Thailand */
  | 'TH'
  /** Tajikistan */
  | 'TJ'
  /** Tokelau */
  | 'TK'
  /** Timor-Leste */
  | 'TL'
  /** Turkmenistan */
  | 'TM'
  /** Tunisia */
  | 'TN'
  /** Tonga */
  | 'TO'
  /** Turkey */
  | 'TR'
  /** Trinidad & Tobago */
  | 'TT'
  /** Tuvalu */
  | 'TV'
  /** Taiwan */
  | 'TW'
  /** Tanzania */
  | 'TZ'
  /** Ukraine */
  | 'UA'
  /** Uganda */
  | 'UG'
  /** U.S. Outlying Islands */
  | 'UM'
  /** United States */
  | 'US'
  /** Uruguay */
  | 'UY'
  /** Uzbekistan */
  | 'UZ'
  /** Vatican City */
  | 'VA'
  /** St. Vincent & Grenadines */
  | 'VC'
  /** Venezuela */
  | 'VE'
  /** British Virgin Islands */
  | 'VG'
  /** U.S. Virgin Islands */
  | 'VI'
  /** Vietnam */
  | 'VN'
  /** Vanuatu */
  | 'VU'
  /** Wallis & Futuna */
  | 'WF'
  /** Samoa */
  | 'WS'
  /** Yemen */
  | 'YE'
  /** Mayotte */
  | 'YT'
  /** South Africa */
  | 'ZA'
  /** Zambia */
  | 'ZM'
  /** Zimbabwe */
  | 'ZW'

/** Defines a new product review. */
export type CreateProductReviewInput = {
  /** The customer's nickname. Defaults to the customer name, if logged in. */
  nickname: string
  /** The ratings details by category. For example, Price: 5 stars, Quality: 4 stars, etc. */
  ratings: Array<ProductReviewRatingInput | null | undefined>
  /** The SKU of the reviewed product. */
  sku: string
  /** The summary (title) of the review. */
  summary: string
  /** The review text. */
  text: string
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

/** Defines a customizable option. */
export type CustomizableOptionInput = {
  /** The customizable option ID of the product. */
  id?: number | null | undefined
  /** The unique ID for a `CartItemInterface` object. */
  uid?: string | null | undefined
  /** The string value of the option. */
  value_string: string
}

/** Defines a customer-entered option. */
export type EnteredOptionInput = {
  /** The unique ID for a `CustomizableOptionInterface` object, such as a `CustomizableFieldOption`, `CustomizableFileOption`, or `CustomizableAreaOption` object. */
  uid: string
  /** Text the customer entered. */
  value: string
}

/** Defines a filter that matches the input exactly. */
export type FilterEqualTypeInput = {
  /** Use this attribute to exactly match the specified string. For example, to filter on a specific category ID, specify a value such as `5`. */
  eq?: string | null | undefined
  /** Use this attribute to filter on an array of values. For example, to filter on category IDs 4, 5, and 6, specify a value of `["4", "5", "6"]`. */
  in?: Array<string | null | undefined> | null | undefined
}

export type FilterMatchTypeEnum = 'FULL' | 'PARTIAL'

/** Defines a filter that performs a fuzzy search. */
export type FilterMatchTypeInput = {
  /** Use this attribute to fuzzy match the specified string. For example, to filter on a specific SKU, specify a value such as `24-MB01`. */
  match?: string | null | undefined
  /** Filter match type for fine-tuned results. Possible values FULL or PARTIAL. If match_type is not provided, returned results will default to FULL match. */
  match_type?: FilterMatchTypeEnum | null | undefined
}

/** Defines a filter that matches a range of values, such as prices or dates. */
export type FilterRangeTypeInput = {
  /** Use this attribute to specify the lowest possible value in the range. */
  from?: string | null | undefined
  /** Use this attribute to specify the highest possible value in the range. */
  to?: string | null | undefined
}

export type PlaceOrderErrorCodes =
  'CART_NOT_ACTIVE' | 'CART_NOT_FOUND' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED'

/** Defines the price type. */
export type PriceTypeEnum = 'DYNAMIC' | 'FIXED' | 'PERCENT'

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductAttributeFilterInput = {
  brand?: FilterEqualTypeInput | null | undefined
  /** Deprecated: use `category_uid` to filter product by category ID. */
  category_id?: FilterEqualTypeInput | null | undefined
  /** Filter product by the unique ID for a `CategoryInterface` object. */
  category_uid?: FilterEqualTypeInput | null | undefined
  /** Filter product by category URL path. */
  category_url_path?: FilterEqualTypeInput | null | undefined
  color?: FilterEqualTypeInput | null | undefined
  /** Attribute label: Description */
  description?: FilterMatchTypeInput | null | undefined
  /** Attribute label: Product Name */
  name?: FilterMatchTypeInput | null | undefined
  /** Attribute label: Price */
  price?: FilterRangeTypeInput | null | undefined
  /** Attribute label: Short Description */
  short_description?: FilterMatchTypeInput | null | undefined
  size?: FilterEqualTypeInput | null | undefined
  /** Attribute label: SKU */
  sku?: FilterEqualTypeInput | null | undefined
  /** The part of the URL that identifies the product */
  url_key?: FilterEqualTypeInput | null | undefined
}

/** Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. It's possible to sort products using searchable attributes with enabled 'Use in Filter Options' option */
export type ProductAttributeSortInput = {
  /** Attribute label: Product Name */
  name?: SortEnum | null | undefined
  /** Sort by the position assigned to each product. */
  position?: SortEnum | null | undefined
  /** Attribute label: Price */
  price?: SortEnum | null | undefined
  /** Sort by the search relevance score (default). */
  relevance?: SortEnum | null | undefined
}

/** Contains the reviewer's rating for a single aspect of a review. */
export type ProductReviewRatingInput = {
  /** An encoded rating ID. */
  id: string
  /** An encoded rating value ID. */
  value_id: string
}

/** This enumeration states whether a product stock status is in stock or out of stock */
export type ProductStockStatus = 'IN_STOCK' | 'OUT_OF_STOCK'

/** Defines a single shipping address. */
export type ShippingAddressInput = {
  /** Defines a shipping address. */
  address?: CartAddressInput | null | undefined
  /** An ID from the customer's address book that uniquely identifies the address to be used for shipping. */
  customer_address_id?: number | null | undefined
  /** Text provided by the shopper. */
  customer_notes?: string | null | undefined
  /** The code of Pickup Location which will be used for In-Store Pickup. */
  pickup_location_code?: string | null | undefined
}

/** Indicates whether to return results in ascending or descending order. */
export type SortEnum = 'ASC' | 'DESC'

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum = 'CATEGORY' | 'CMS_PAGE' | 'PRODUCT'

type CartProduct_BundleProduct_Fragment = {
  __typename: 'BundleProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  is_training: boolean | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  url_rewrites: Array<{ url: string | null } | null> | null
  thumbnail: { url: string | null; label: string | null } | null
}

type CartProduct_ConfigurableProduct_Fragment = {
  __typename: 'ConfigurableProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  is_training: boolean | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  url_rewrites: Array<{ url: string | null } | null> | null
  thumbnail: { url: string | null; label: string | null } | null
}

type CartProduct_DownloadableProduct_Fragment = {
  __typename: 'DownloadableProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  is_training: boolean | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  url_rewrites: Array<{ url: string | null } | null> | null
  thumbnail: { url: string | null; label: string | null } | null
}

type CartProduct_GroupedProduct_Fragment = {
  __typename: 'GroupedProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  is_training: boolean | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  url_rewrites: Array<{ url: string | null } | null> | null
  thumbnail: { url: string | null; label: string | null } | null
}

type CartProduct_SimpleProduct_Fragment = {
  __typename: 'SimpleProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  is_training: boolean | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  url_rewrites: Array<{ url: string | null } | null> | null
  thumbnail: { url: string | null; label: string | null } | null
}

type CartProduct_VirtualProduct_Fragment = {
  __typename: 'VirtualProduct'
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  url_suffix: string | null
  is_training: boolean | null
  stock_status: ProductStockStatus | null
  only_x_left_in_stock: number | null
  url_rewrites: Array<{ url: string | null } | null> | null
  thumbnail: { url: string | null; label: string | null } | null
}

export type CartProductFragment =
  | CartProduct_BundleProduct_Fragment
  | CartProduct_ConfigurableProduct_Fragment
  | CartProduct_DownloadableProduct_Fragment
  | CartProduct_GroupedProduct_Fragment
  | CartProduct_SimpleProduct_Fragment
  | CartProduct_VirtualProduct_Fragment

type CartItemFields_BundleCartItem_Fragment = {
  __typename: 'BundleCartItem'
  uid: string
  quantity: number
  is_available: boolean
  bundle_options: Array<{
    uid: string
    label: string
    type: string
    values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
  } | null>
  customizable_options: Array<{
    customizable_option_uid: string
    label: string
    type: string
    is_required: boolean
    sort_order: number
    values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
  } | null>
  product:
    | {
        __typename: 'BundleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'ConfigurableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'DownloadableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'GroupedProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'SimpleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'VirtualProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
  prices: {
    price: { value: number | null; currency: CurrencyEnum | null }
    price_including_tax: { value: number | null; currency: CurrencyEnum | null }
    row_total: { value: number | null; currency: CurrencyEnum | null }
    row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
    total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
  } | null
}

type CartItemFields_ConfigurableCartItem_Fragment = {
  __typename: 'ConfigurableCartItem'
  uid: string
  quantity: number
  is_available: boolean
  configurable_options: Array<{
    configurable_product_option_uid: string
    configurable_product_option_value_uid: string
    option_label: string
    value_label: string
  } | null>
  configured_variant:
    | {
        uid: string
        sku: string | null
        name: string | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        uid: string
        sku: string | null
        name: string | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        uid: string
        sku: string | null
        name: string | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        uid: string
        sku: string | null
        name: string | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        uid: string
        sku: string | null
        name: string | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        uid: string
        sku: string | null
        name: string | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        thumbnail: { url: string | null; label: string | null } | null
      }
  customizable_options: Array<{
    customizable_option_uid: string
    label: string
    type: string
    is_required: boolean
    sort_order: number
    values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
  } | null>
  product:
    | {
        __typename: 'BundleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'ConfigurableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'DownloadableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'GroupedProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'SimpleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'VirtualProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
  prices: {
    price: { value: number | null; currency: CurrencyEnum | null }
    price_including_tax: { value: number | null; currency: CurrencyEnum | null }
    row_total: { value: number | null; currency: CurrencyEnum | null }
    row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
    total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
  } | null
}

type CartItemFields_DownloadableCartItem_Fragment = {
  __typename: 'DownloadableCartItem'
  uid: string
  quantity: number
  is_available: boolean
  customizable_options: Array<{
    customizable_option_uid: string
    label: string
    type: string
    is_required: boolean
    sort_order: number
    values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
  } | null>
  links: Array<{ uid: string; title: string | null } | null> | null
  product:
    | {
        __typename: 'BundleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'ConfigurableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'DownloadableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'GroupedProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'SimpleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'VirtualProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
  prices: {
    price: { value: number | null; currency: CurrencyEnum | null }
    price_including_tax: { value: number | null; currency: CurrencyEnum | null }
    row_total: { value: number | null; currency: CurrencyEnum | null }
    row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
    total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
  } | null
}

type CartItemFields_SimpleCartItem_Fragment = {
  __typename: 'SimpleCartItem'
  uid: string
  quantity: number
  is_available: boolean
  customizable_options: Array<{
    customizable_option_uid: string
    label: string
    type: string
    is_required: boolean
    sort_order: number
    values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
  } | null>
  product:
    | {
        __typename: 'BundleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'ConfigurableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'DownloadableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'GroupedProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'SimpleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'VirtualProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
  prices: {
    price: { value: number | null; currency: CurrencyEnum | null }
    price_including_tax: { value: number | null; currency: CurrencyEnum | null }
    row_total: { value: number | null; currency: CurrencyEnum | null }
    row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
    total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
  } | null
}

type CartItemFields_VirtualCartItem_Fragment = {
  __typename: 'VirtualCartItem'
  uid: string
  quantity: number
  is_available: boolean
  customizable_options: Array<{
    customizable_option_uid: string
    label: string
    type: string
    is_required: boolean
    sort_order: number
    values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
  } | null>
  product:
    | {
        __typename: 'BundleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'ConfigurableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'DownloadableProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'GroupedProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'SimpleProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
    | {
        __typename: 'VirtualProduct'
        uid: string
        sku: string | null
        name: string | null
        url_key: string | null
        url_suffix: string | null
        is_training: boolean | null
        stock_status: ProductStockStatus | null
        only_x_left_in_stock: number | null
        url_rewrites: Array<{ url: string | null } | null> | null
        thumbnail: { url: string | null; label: string | null } | null
      }
  prices: {
    price: { value: number | null; currency: CurrencyEnum | null }
    price_including_tax: { value: number | null; currency: CurrencyEnum | null }
    row_total: { value: number | null; currency: CurrencyEnum | null }
    row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
    total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
  } | null
}

export type CartItemFieldsFragment =
  | CartItemFields_BundleCartItem_Fragment
  | CartItemFields_ConfigurableCartItem_Fragment
  | CartItemFields_DownloadableCartItem_Fragment
  | CartItemFields_SimpleCartItem_Fragment
  | CartItemFields_VirtualCartItem_Fragment

export type CartCustomizableOptionFragment = {
  customizable_option_uid: string
  label: string
  type: string
  is_required: boolean
  sort_order: number
  values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
}

type CartAddressFields_BillingCartAddress_Fragment = {
  uid: string
  firstname: string
  lastname: string
  company: string | null
  street: Array<string | null>
  city: string
  postcode: string | null
  telephone: string | null
  vat_id: string | null
  region: { code: string | null; label: string | null; region_id: number | null } | null
  country: { code: string; label: string }
}

type CartAddressFields_ShippingCartAddress_Fragment = {
  uid: string
  firstname: string
  lastname: string
  company: string | null
  street: Array<string | null>
  city: string
  postcode: string | null
  telephone: string | null
  vat_id: string | null
  region: { code: string | null; label: string | null; region_id: number | null } | null
  country: { code: string; label: string }
}

export type CartAddressFieldsFragment =
  CartAddressFields_BillingCartAddress_Fragment | CartAddressFields_ShippingCartAddress_Fragment

export type CartFragment = {
  id: string
  email: string | null
  is_virtual: boolean
  total_quantity: number
  items: Array<
    | {
        __typename: 'BundleCartItem'
        uid: string
        quantity: number
        is_available: boolean
        bundle_options: Array<{
          uid: string
          label: string
          type: string
          values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
        } | null>
        customizable_options: Array<{
          customizable_option_uid: string
          label: string
          type: string
          is_required: boolean
          sort_order: number
          values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
        } | null>
        product:
          | {
              __typename: 'BundleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'ConfigurableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'DownloadableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'GroupedProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'SimpleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'VirtualProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
        prices: {
          price: { value: number | null; currency: CurrencyEnum | null }
          price_including_tax: { value: number | null; currency: CurrencyEnum | null }
          row_total: { value: number | null; currency: CurrencyEnum | null }
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
        } | null
      }
    | {
        __typename: 'ConfigurableCartItem'
        uid: string
        quantity: number
        is_available: boolean
        configurable_options: Array<{
          configurable_product_option_uid: string
          configurable_product_option_value_uid: string
          option_label: string
          value_label: string
        } | null>
        configured_variant:
          | {
              uid: string
              sku: string | null
              name: string | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              uid: string
              sku: string | null
              name: string | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              uid: string
              sku: string | null
              name: string | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              uid: string
              sku: string | null
              name: string | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              uid: string
              sku: string | null
              name: string | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              uid: string
              sku: string | null
              name: string | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              thumbnail: { url: string | null; label: string | null } | null
            }
        customizable_options: Array<{
          customizable_option_uid: string
          label: string
          type: string
          is_required: boolean
          sort_order: number
          values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
        } | null>
        product:
          | {
              __typename: 'BundleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'ConfigurableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'DownloadableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'GroupedProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'SimpleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'VirtualProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
        prices: {
          price: { value: number | null; currency: CurrencyEnum | null }
          price_including_tax: { value: number | null; currency: CurrencyEnum | null }
          row_total: { value: number | null; currency: CurrencyEnum | null }
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
        } | null
      }
    | {
        __typename: 'DownloadableCartItem'
        uid: string
        quantity: number
        is_available: boolean
        customizable_options: Array<{
          customizable_option_uid: string
          label: string
          type: string
          is_required: boolean
          sort_order: number
          values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
        } | null>
        links: Array<{ uid: string; title: string | null } | null> | null
        product:
          | {
              __typename: 'BundleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'ConfigurableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'DownloadableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'GroupedProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'SimpleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'VirtualProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
        prices: {
          price: { value: number | null; currency: CurrencyEnum | null }
          price_including_tax: { value: number | null; currency: CurrencyEnum | null }
          row_total: { value: number | null; currency: CurrencyEnum | null }
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
        } | null
      }
    | {
        __typename: 'SimpleCartItem'
        uid: string
        quantity: number
        is_available: boolean
        customizable_options: Array<{
          customizable_option_uid: string
          label: string
          type: string
          is_required: boolean
          sort_order: number
          values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
        } | null>
        product:
          | {
              __typename: 'BundleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'ConfigurableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'DownloadableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'GroupedProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'SimpleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'VirtualProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
        prices: {
          price: { value: number | null; currency: CurrencyEnum | null }
          price_including_tax: { value: number | null; currency: CurrencyEnum | null }
          row_total: { value: number | null; currency: CurrencyEnum | null }
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
        } | null
      }
    | {
        __typename: 'VirtualCartItem'
        uid: string
        quantity: number
        is_available: boolean
        customizable_options: Array<{
          customizable_option_uid: string
          label: string
          type: string
          is_required: boolean
          sort_order: number
          values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
        } | null>
        product:
          | {
              __typename: 'BundleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'ConfigurableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'DownloadableProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'GroupedProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'SimpleProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
          | {
              __typename: 'VirtualProduct'
              uid: string
              sku: string | null
              name: string | null
              url_key: string | null
              url_suffix: string | null
              is_training: boolean | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
              url_rewrites: Array<{ url: string | null } | null> | null
              thumbnail: { url: string | null; label: string | null } | null
            }
        prices: {
          price: { value: number | null; currency: CurrencyEnum | null }
          price_including_tax: { value: number | null; currency: CurrencyEnum | null }
          row_total: { value: number | null; currency: CurrencyEnum | null }
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
        } | null
      }
    | null
  > | null
  prices: {
    subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
    subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
    subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
    applied_taxes: Array<{
      label: string
      amount: { value: number | null; currency: CurrencyEnum | null }
    } | null> | null
    discounts: Array<{ label: string; amount: { value: number | null; currency: CurrencyEnum | null } } | null> | null
    grand_total: { value: number | null; currency: CurrencyEnum | null } | null
  } | null
  applied_coupons: Array<{ code: string } | null> | null
  shipping_addresses: Array<{
    uid: string
    firstname: string
    lastname: string
    company: string | null
    street: Array<string | null>
    city: string
    postcode: string | null
    telephone: string | null
    vat_id: string | null
    selected_shipping_method: {
      carrier_code: string
      carrier_title: string
      method_code: string
      method_title: string
      amount: { value: number | null; currency: CurrencyEnum | null }
    } | null
    available_shipping_methods: Array<{
      carrier_code: string
      carrier_title: string
      method_code: string | null
      method_title: string | null
      available: boolean
      error_message: string | null
      amount: { value: number | null; currency: CurrencyEnum | null }
      price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
    } | null> | null
    region: { code: string | null; label: string | null; region_id: number | null } | null
    country: { code: string; label: string }
  } | null>
  billing_address: {
    uid: string
    firstname: string
    lastname: string
    company: string | null
    street: Array<string | null>
    city: string
    postcode: string | null
    telephone: string | null
    vat_id: string | null
    region: { code: string | null; label: string | null; region_id: number | null } | null
    country: { code: string; label: string }
  } | null
  available_payment_methods: Array<{ code: string; title: string } | null> | null
  selected_payment_method: { code: string; title: string } | null
}

export type CartTotalQtyQueryVariables = Exact<{
  cartId: string
}>

export type CartTotalQtyQuery = { cart: { id: string; total_quantity: number } | null }

export type GuestCartQueryVariables = Exact<{
  cartId: string
}>

export type GuestCartQuery = {
  cart: {
    id: string
    email: string | null
    is_virtual: boolean
    total_quantity: number
    items: Array<
      | {
          __typename: 'BundleCartItem'
          uid: string
          quantity: number
          is_available: boolean
          bundle_options: Array<{
            uid: string
            label: string
            type: string
            values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
          } | null>
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'ConfigurableCartItem'
          uid: string
          quantity: number
          is_available: boolean
          configurable_options: Array<{
            configurable_product_option_uid: string
            configurable_product_option_value_uid: string
            option_label: string
            value_label: string
          } | null>
          configured_variant:
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'DownloadableCartItem'
          uid: string
          quantity: number
          is_available: boolean
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          links: Array<{ uid: string; title: string | null } | null> | null
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'SimpleCartItem'
          uid: string
          quantity: number
          is_available: boolean
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'VirtualCartItem'
          uid: string
          quantity: number
          is_available: boolean
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | null
    > | null
    prices: {
      subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
      subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
      subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
      applied_taxes: Array<{
        label: string
        amount: { value: number | null; currency: CurrencyEnum | null }
      } | null> | null
      discounts: Array<{ label: string; amount: { value: number | null; currency: CurrencyEnum | null } } | null> | null
      grand_total: { value: number | null; currency: CurrencyEnum | null } | null
    } | null
    applied_coupons: Array<{ code: string } | null> | null
    shipping_addresses: Array<{
      uid: string
      firstname: string
      lastname: string
      company: string | null
      street: Array<string | null>
      city: string
      postcode: string | null
      telephone: string | null
      vat_id: string | null
      selected_shipping_method: {
        carrier_code: string
        carrier_title: string
        method_code: string
        method_title: string
        amount: { value: number | null; currency: CurrencyEnum | null }
      } | null
      available_shipping_methods: Array<{
        carrier_code: string
        carrier_title: string
        method_code: string | null
        method_title: string | null
        available: boolean
        error_message: string | null
        amount: { value: number | null; currency: CurrencyEnum | null }
        price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
      } | null> | null
      region: { code: string | null; label: string | null; region_id: number | null } | null
      country: { code: string; label: string }
    } | null>
    billing_address: {
      uid: string
      firstname: string
      lastname: string
      company: string | null
      street: Array<string | null>
      city: string
      postcode: string | null
      telephone: string | null
      vat_id: string | null
      region: { code: string | null; label: string | null; region_id: number | null } | null
      country: { code: string; label: string }
    } | null
    available_payment_methods: Array<{ code: string; title: string } | null> | null
    selected_payment_method: { code: string; title: string } | null
  } | null
}

export type CustomerCartQueryVariables = Exact<{ [key: string]: never }>

export type CustomerCartQuery = {
  customerCart: {
    id: string
    email: string | null
    is_virtual: boolean
    total_quantity: number
    items: Array<
      | {
          __typename: 'BundleCartItem'
          uid: string
          quantity: number
          is_available: boolean
          bundle_options: Array<{
            uid: string
            label: string
            type: string
            values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
          } | null>
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'ConfigurableCartItem'
          uid: string
          quantity: number
          is_available: boolean
          configurable_options: Array<{
            configurable_product_option_uid: string
            configurable_product_option_value_uid: string
            option_label: string
            value_label: string
          } | null>
          configured_variant:
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                uid: string
                sku: string | null
                name: string | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'DownloadableCartItem'
          uid: string
          quantity: number
          is_available: boolean
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          links: Array<{ uid: string; title: string | null } | null> | null
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'SimpleCartItem'
          uid: string
          quantity: number
          is_available: boolean
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | {
          __typename: 'VirtualCartItem'
          uid: string
          quantity: number
          is_available: boolean
          customizable_options: Array<{
            customizable_option_uid: string
            label: string
            type: string
            is_required: boolean
            sort_order: number
            values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
          } | null>
          product:
            | {
                __typename: 'BundleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'ConfigurableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'DownloadableProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'GroupedProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'SimpleProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
            | {
                __typename: 'VirtualProduct'
                uid: string
                sku: string | null
                name: string | null
                url_key: string | null
                url_suffix: string | null
                is_training: boolean | null
                stock_status: ProductStockStatus | null
                only_x_left_in_stock: number | null
                url_rewrites: Array<{ url: string | null } | null> | null
                thumbnail: { url: string | null; label: string | null } | null
              }
          prices: {
            price: { value: number | null; currency: CurrencyEnum | null }
            price_including_tax: { value: number | null; currency: CurrencyEnum | null }
            row_total: { value: number | null; currency: CurrencyEnum | null }
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
          } | null
        }
      | null
    > | null
    prices: {
      subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
      subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
      subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
      applied_taxes: Array<{
        label: string
        amount: { value: number | null; currency: CurrencyEnum | null }
      } | null> | null
      discounts: Array<{ label: string; amount: { value: number | null; currency: CurrencyEnum | null } } | null> | null
      grand_total: { value: number | null; currency: CurrencyEnum | null } | null
    } | null
    applied_coupons: Array<{ code: string } | null> | null
    shipping_addresses: Array<{
      uid: string
      firstname: string
      lastname: string
      company: string | null
      street: Array<string | null>
      city: string
      postcode: string | null
      telephone: string | null
      vat_id: string | null
      selected_shipping_method: {
        carrier_code: string
        carrier_title: string
        method_code: string
        method_title: string
        amount: { value: number | null; currency: CurrencyEnum | null }
      } | null
      available_shipping_methods: Array<{
        carrier_code: string
        carrier_title: string
        method_code: string | null
        method_title: string | null
        available: boolean
        error_message: string | null
        amount: { value: number | null; currency: CurrencyEnum | null }
        price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
      } | null> | null
      region: { code: string | null; label: string | null; region_id: number | null } | null
      country: { code: string; label: string }
    } | null>
    billing_address: {
      uid: string
      firstname: string
      lastname: string
      company: string | null
      street: Array<string | null>
      city: string
      postcode: string | null
      telephone: string | null
      vat_id: string | null
      region: { code: string | null; label: string | null; region_id: number | null } | null
      country: { code: string; label: string }
    } | null
    available_payment_methods: Array<{ code: string; title: string } | null> | null
    selected_payment_method: { code: string; title: string } | null
  }
}

export type CreateEmptyCartMutationVariables = Exact<{ [key: string]: never }>

export type CreateEmptyCartMutation = { createEmptyCart: string | null }

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string
  cartItems: Array<CartItemInput> | CartItemInput
}>

export type AddProductsToCartMutation = {
  addProductsToCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
    user_errors: Array<{ code: CartUserInputErrorType; message: string } | null>
  } | null
}

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: string
  cartItems: Array<CartItemUpdateInput> | CartItemUpdateInput
}>

export type UpdateCartItemsMutation = {
  updateCartItems: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
  } | null
}

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: string
  cartItemUid: string
}>

export type RemoveItemFromCartMutation = {
  removeItemFromCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
  } | null
}

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string
  couponCode: string
}>

export type ApplyCouponToCartMutation = {
  applyCouponToCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
  } | null
}

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string
}>

export type RemoveCouponFromCartMutation = {
  removeCouponFromCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    } | null
  } | null
}

export type CartKindsQueryVariables = Exact<{
  cartId: string
}>

export type CartKindsQuery = {
  cart: {
    id: string
    items: Array<
      | {
          uid: string
          product:
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
        }
      | {
          uid: string
          product:
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
        }
      | {
          uid: string
          product:
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
        }
      | {
          uid: string
          product:
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
        }
      | {
          uid: string
          product:
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
            | { uid: string; is_training: boolean | null }
        }
      | null
    > | null
  } | null
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

export type CheckoutCountriesQueryVariables = Exact<{ [key: string]: never }>

export type CheckoutCountriesQuery = {
  countries: Array<{
    id: string | null
    full_name_locale: string | null
    full_name_english: string | null
    available_regions: Array<{ id: number | null; code: string | null; name: string | null } | null> | null
  } | null> | null
}

export type CheckoutCustomerAddressesQueryVariables = Exact<{ [key: string]: never }>

export type CheckoutCustomerAddressesQuery = {
  customer: {
    email: string | null
    addresses: Array<{
      id: number | null
      firstname: string | null
      lastname: string | null
      street: Array<string | null> | null
      city: string | null
      postcode: string | null
      country_code: CountryCodeEnum | null
      telephone: string | null
      default_shipping: boolean | null
      default_billing: boolean | null
      region: { region: string | null; region_code: string | null; region_id: number | null } | null
    } | null> | null
  } | null
}

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string
  email: string
}>

export type SetGuestEmailOnCartMutation = {
  setGuestEmailOnCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
  } | null
}

export type SetShippingAddressOnCartMutationVariables = Exact<{
  cartId: string
  shippingAddress: ShippingAddressInput
}>

export type SetShippingAddressOnCartMutation = {
  setShippingAddressesOnCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
  } | null
}

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: string
  billingAddress: BillingAddressInput
}>

export type SetBillingAddressOnCartMutation = {
  setBillingAddressOnCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
  } | null
}

export type SetShippingMethodOnCartMutationVariables = Exact<{
  cartId: string
  carrierCode: string
  methodCode: string
}>

export type SetShippingMethodOnCartMutation = {
  setShippingMethodsOnCart: {
    cart: {
      id: string
      email: string | null
      is_virtual: boolean
      total_quantity: number
      items: Array<
        | {
            __typename: 'BundleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            bundle_options: Array<{
              uid: string
              label: string
              type: string
              values: Array<{ uid: string; label: string; price: number; quantity: number } | null>
            } | null>
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'ConfigurableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            configurable_options: Array<{
              configurable_product_option_uid: string
              configurable_product_option_value_uid: string
              option_label: string
              value_label: string
            } | null>
            configured_variant:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'DownloadableCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            links: Array<{ uid: string; title: string | null } | null> | null
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'SimpleCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | {
            __typename: 'VirtualCartItem'
            uid: string
            quantity: number
            is_available: boolean
            customizable_options: Array<{
              customizable_option_uid: string
              label: string
              type: string
              is_required: boolean
              sort_order: number
              values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>
            } | null>
            product:
              | {
                  __typename: 'BundleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'ConfigurableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'DownloadableProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'GroupedProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'SimpleProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
              | {
                  __typename: 'VirtualProduct'
                  uid: string
                  sku: string | null
                  name: string | null
                  url_key: string | null
                  url_suffix: string | null
                  is_training: boolean | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  url_rewrites: Array<{ url: string | null } | null> | null
                  thumbnail: { url: string | null; label: string | null } | null
                }
            prices: {
              price: { value: number | null; currency: CurrencyEnum | null }
              price_including_tax: { value: number | null; currency: CurrencyEnum | null }
              row_total: { value: number | null; currency: CurrencyEnum | null }
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null }
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null
            } | null
          }
        | null
      > | null
      prices: {
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null
        subtotal_with_discount_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null
        applied_taxes: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        discounts: Array<{
          label: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null
      } | null
      applied_coupons: Array<{ code: string } | null> | null
      shipping_addresses: Array<{
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        selected_shipping_method: {
          carrier_code: string
          carrier_title: string
          method_code: string
          method_title: string
          amount: { value: number | null; currency: CurrencyEnum | null }
        } | null
        available_shipping_methods: Array<{
          carrier_code: string
          carrier_title: string
          method_code: string | null
          method_title: string | null
          available: boolean
          error_message: string | null
          amount: { value: number | null; currency: CurrencyEnum | null }
          price_incl_tax: { value: number | null; currency: CurrencyEnum | null }
        } | null> | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null>
      billing_address: {
        uid: string
        firstname: string
        lastname: string
        company: string | null
        street: Array<string | null>
        city: string
        postcode: string | null
        telephone: string | null
        vat_id: string | null
        region: { code: string | null; label: string | null; region_id: number | null } | null
        country: { code: string; label: string }
      } | null
      available_payment_methods: Array<{ code: string; title: string } | null> | null
      selected_payment_method: { code: string; title: string } | null
    }
  } | null
}

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: string
  code: string
}>

export type SetPaymentMethodOnCartMutation = {
  setPaymentMethodOnCart: {
    cart: {
      id: string
      email: string | null
      selected_payment_method: { code: string; title: string } | null
      prices: { grand_total: { value: number | null; currency: CurrencyEnum | null } | null } | null
    }
  } | null
}

export type PlaceOrderMutationVariables = Exact<{
  cartId: string
}>

export type PlaceOrderMutation = {
  placeOrder: {
    order: { order_number: string } | null
    errors: Array<{ code: PlaceOrderErrorCodes; message: string } | null>
  } | null
}

export type GenerateCustomerTokenMutationVariables = Exact<{
  email: string
  password: string
}>

export type GenerateCustomerTokenMutation = { generateCustomerToken: { token: string | null } | null }

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never }>

export type RevokeCustomerTokenMutation = { revokeCustomerToken: { result: boolean } | null }

export type CustomerSummaryQueryVariables = Exact<{ [key: string]: never }>

export type CustomerSummaryQuery = {
  customer: {
    firstname: string | null
    lastname: string | null
    email: string | null
    is_b2b: boolean | null
    is_subscribed: boolean | null
  } | null
}

export type CustomerCartIdQueryVariables = Exact<{ [key: string]: never }>

export type CustomerCartIdQuery = { customerCart: { id: string } }

export type MergeCartsMutationVariables = Exact<{
  source: string
  destination: string
}>

export type MergeCartsMutation = { mergeCarts: { id: string } }

export type CategoryPageQueryVariables = Exact<{
  uid: string
}>

export type CategoryPageQuery = {
  categories: {
    items: Array<{
      uid: string
      name: string | null
      description: string | null
      url_path: string | null
      url_suffix: string | null
      meta_title: string | null
      meta_description: string | null
      meta_keywords: string | null
      category_color: string | null
      image: string | null
      breadcrumbs: Array<{
        category_uid: string
        category_name: string | null
        category_url_path: string | null
        category_level: number | null
      } | null> | null
      children: Array<{
        uid: string
        name: string | null
        url_path: string | null
        url_suffix: string | null
        include_in_menu: number | null
        product_count: number | null
        position: number | null
      } | null> | null
    } | null> | null
  } | null
}

export type ProductListingQueryVariables = Exact<{
  search?: string | null | undefined
  filter?: ProductAttributeFilterInput | null | undefined
  pageSize?: number | null | undefined
  currentPage?: number | null | undefined
  sort?: ProductAttributeSortInput | null | undefined
}>

export type ProductListingQuery = {
  products: {
    total_count: number | null
    page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null
    aggregations: Array<{
      attribute_code: string
      label: string | null
      count: number | null
      position: number | null
      options: Array<{ label: string | null; value: string; count: number | null } | null> | null
    } | null> | null
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

export type ProductPriceFragment = {
  minimum_price: {
    regular_price: { value: number | null; currency: CurrencyEnum | null }
    final_price: { value: number | null; currency: CurrencyEnum | null }
  }
  maximum_price: {
    regular_price: { value: number | null; currency: CurrencyEnum | null }
    final_price: { value: number | null; currency: CurrencyEnum | null }
  } | null
}

type ProductGalleryImage_ProductImage_Fragment = {
  url: string | null
  label: string | null
  position: number | null
  disabled: boolean | null
}

type ProductGalleryImage_ProductVideo_Fragment = {
  url: string | null
  label: string | null
  position: number | null
  disabled: boolean | null
}

export type ProductGalleryImageFragment =
  ProductGalleryImage_ProductImage_Fragment | ProductGalleryImage_ProductVideo_Fragment

export type ProductPageQueryVariables = Exact<{
  sku: string
}>

export type ProductPageQuery = {
  products: {
    items: Array<
      | {
          __typename: 'BundleProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          meta_title: string | null
          meta_description: string | null
          is_training: boolean | null
          extra_information: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          rating_summary: number
          review_count: number
          options: Array<
            | {
                __typename: 'CustomizableAreaOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableCheckboxOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDateOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDropDownOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableFieldOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
                fieldValue: { max_characters: number | null } | null
              }
            | {
                __typename: 'CustomizableFileOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableMultipleOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableRadioOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | null
          > | null
          items: Array<{
            uid: string | null
            title: string | null
            type: string | null
            required: boolean | null
            position: number | null
            options: Array<{
              uid: string
              label: string | null
              quantity: number | null
              is_default: boolean | null
              price: number | null
              price_type: PriceTypeEnum | null
              product:
                | {
                    sku: string | null
                    stock_status: ProductStockStatus | null
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
                    sku: string | null
                    stock_status: ProductStockStatus | null
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
                    sku: string | null
                    stock_status: ProductStockStatus | null
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
                    sku: string | null
                    stock_status: ProductStockStatus | null
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
                    sku: string | null
                    stock_status: ProductStockStatus | null
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
                    sku: string | null
                    stock_status: ProductStockStatus | null
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
            } | null> | null
          } | null> | null
          url_rewrites: Array<{ url: string | null } | null> | null
          short_description: { html: string } | null
          description: { html: string } | null
          image: { url: string | null; label: string | null } | null
          thumbnail: {
            url: string | null
            label: string | null
            position: number | null
            disabled: boolean | null
          } | null
          media_gallery: Array<
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | null
          > | null
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
          categories: Array<{
            uid: string
            name: string | null
            url_path: string | null
            url_suffix: string | null
            breadcrumbs: Array<{
              category_uid: string
              category_name: string | null
              category_url_path: string | null
            } | null> | null
          } | null> | null
        }
      | {
          __typename: 'ConfigurableProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          meta_title: string | null
          meta_description: string | null
          is_training: boolean | null
          extra_information: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          rating_summary: number
          review_count: number
          options: Array<
            | {
                __typename: 'CustomizableAreaOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableCheckboxOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDateOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDropDownOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableFieldOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
                fieldValue: { max_characters: number | null } | null
              }
            | {
                __typename: 'CustomizableFileOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableMultipleOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableRadioOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | null
          > | null
          configurable_options: Array<{
            uid: string
            attribute_code: string | null
            label: string | null
            position: number | null
            values: Array<{ uid: string | null; value_index: number | null; label: string | null } | null> | null
          } | null> | null
          variants: Array<{
            attributes: Array<{ code: string | null; uid: string; value_index: number | null } | null> | null
            product: {
              uid: string
              sku: string | null
              stock_status: ProductStockStatus | null
              only_x_left_in_stock: number | null
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
              media_gallery: Array<
                | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
                | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
                | null
              > | null
            } | null
          } | null> | null
          url_rewrites: Array<{ url: string | null } | null> | null
          short_description: { html: string } | null
          description: { html: string } | null
          image: { url: string | null; label: string | null } | null
          thumbnail: {
            url: string | null
            label: string | null
            position: number | null
            disabled: boolean | null
          } | null
          media_gallery: Array<
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | null
          > | null
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
          categories: Array<{
            uid: string
            name: string | null
            url_path: string | null
            url_suffix: string | null
            breadcrumbs: Array<{
              category_uid: string
              category_name: string | null
              category_url_path: string | null
            } | null> | null
          } | null> | null
        }
      | {
          __typename: 'DownloadableProduct'
          links_title: string | null
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          meta_title: string | null
          meta_description: string | null
          is_training: boolean | null
          extra_information: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          rating_summary: number
          review_count: number
          options: Array<
            | {
                __typename: 'CustomizableAreaOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableCheckboxOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDateOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDropDownOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableFieldOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
                fieldValue: { max_characters: number | null } | null
              }
            | {
                __typename: 'CustomizableFileOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableMultipleOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableRadioOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | null
          > | null
          downloadable_product_links: Array<{
            uid: string
            title: string | null
            price: number | null
            sort_order: number | null
          } | null> | null
          downloadable_product_samples: Array<{
            title: string | null
            sample_url: string | null
            sort_order: number | null
          } | null> | null
          url_rewrites: Array<{ url: string | null } | null> | null
          short_description: { html: string } | null
          description: { html: string } | null
          image: { url: string | null; label: string | null } | null
          thumbnail: {
            url: string | null
            label: string | null
            position: number | null
            disabled: boolean | null
          } | null
          media_gallery: Array<
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | null
          > | null
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
          categories: Array<{
            uid: string
            name: string | null
            url_path: string | null
            url_suffix: string | null
            breadcrumbs: Array<{
              category_uid: string
              category_name: string | null
              category_url_path: string | null
            } | null> | null
          } | null> | null
        }
      | {
          __typename: 'GroupedProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          meta_title: string | null
          meta_description: string | null
          is_training: boolean | null
          extra_information: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          rating_summary: number
          review_count: number
          grouped: Array<{
            position: number | null
            qty: number | null
            product:
              | {
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  small_image: { url: string | null } | null
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
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  small_image: { url: string | null } | null
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
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  small_image: { url: string | null } | null
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
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  small_image: { url: string | null } | null
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
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  small_image: { url: string | null } | null
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
                  uid: string
                  sku: string | null
                  name: string | null
                  stock_status: ProductStockStatus | null
                  only_x_left_in_stock: number | null
                  small_image: { url: string | null } | null
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
          } | null> | null
          url_rewrites: Array<{ url: string | null } | null> | null
          short_description: { html: string } | null
          description: { html: string } | null
          image: { url: string | null; label: string | null } | null
          thumbnail: {
            url: string | null
            label: string | null
            position: number | null
            disabled: boolean | null
          } | null
          media_gallery: Array<
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | null
          > | null
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
          categories: Array<{
            uid: string
            name: string | null
            url_path: string | null
            url_suffix: string | null
            breadcrumbs: Array<{
              category_uid: string
              category_name: string | null
              category_url_path: string | null
            } | null> | null
          } | null> | null
        }
      | {
          __typename: 'SimpleProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          meta_title: string | null
          meta_description: string | null
          is_training: boolean | null
          extra_information: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          rating_summary: number
          review_count: number
          options: Array<
            | {
                __typename: 'CustomizableAreaOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableCheckboxOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDateOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDropDownOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableFieldOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
                fieldValue: { max_characters: number | null } | null
              }
            | {
                __typename: 'CustomizableFileOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableMultipleOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableRadioOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | null
          > | null
          url_rewrites: Array<{ url: string | null } | null> | null
          short_description: { html: string } | null
          description: { html: string } | null
          image: { url: string | null; label: string | null } | null
          thumbnail: {
            url: string | null
            label: string | null
            position: number | null
            disabled: boolean | null
          } | null
          media_gallery: Array<
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | null
          > | null
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
          categories: Array<{
            uid: string
            name: string | null
            url_path: string | null
            url_suffix: string | null
            breadcrumbs: Array<{
              category_uid: string
              category_name: string | null
              category_url_path: string | null
            } | null> | null
          } | null> | null
        }
      | {
          __typename: 'VirtualProduct'
          uid: string
          sku: string | null
          name: string | null
          url_key: string | null
          url_suffix: string | null
          meta_title: string | null
          meta_description: string | null
          is_training: boolean | null
          extra_information: string | null
          stock_status: ProductStockStatus | null
          only_x_left_in_stock: number | null
          rating_summary: number
          review_count: number
          options: Array<
            | {
                __typename: 'CustomizableAreaOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableCheckboxOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDateOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableDropDownOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableFieldOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
                fieldValue: { max_characters: number | null } | null
              }
            | {
                __typename: 'CustomizableFileOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableMultipleOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | {
                __typename: 'CustomizableRadioOption'
                uid: string
                title: string | null
                required: boolean | null
                sort_order: number | null
              }
            | null
          > | null
          url_rewrites: Array<{ url: string | null } | null> | null
          short_description: { html: string } | null
          description: { html: string } | null
          image: { url: string | null; label: string | null } | null
          thumbnail: {
            url: string | null
            label: string | null
            position: number | null
            disabled: boolean | null
          } | null
          media_gallery: Array<
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | { url: string | null; label: string | null; position: number | null; disabled: boolean | null }
            | null
          > | null
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
          categories: Array<{
            uid: string
            name: string | null
            url_path: string | null
            url_suffix: string | null
            breadcrumbs: Array<{
              category_uid: string
              category_name: string | null
              category_url_path: string | null
            } | null> | null
          } | null> | null
        }
      | null
    > | null
  } | null
  productReviewRatingsMetadata: {
    items: Array<{ id: string; name: string; values: Array<{ value: string; value_id: string } | null> } | null>
  }
}

export type ProductRelatedQueryVariables = Exact<{
  sku: string
}>

export type ProductRelatedQuery = {
  products: {
    items: Array<
      | {
          uid: string
          related_products: Array<
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
          upsell_products: Array<
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
        }
      | {
          uid: string
          related_products: Array<
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
          upsell_products: Array<
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
        }
      | {
          uid: string
          related_products: Array<
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
          upsell_products: Array<
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
        }
      | {
          uid: string
          related_products: Array<
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
          upsell_products: Array<
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
        }
      | {
          uid: string
          related_products: Array<
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
          upsell_products: Array<
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
        }
      | {
          uid: string
          related_products: Array<
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
          upsell_products: Array<
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
        }
      | null
    > | null
  } | null
}

export type ProductReviewsQueryVariables = Exact<{
  sku: string
  pageSize: number
  currentPage: number
}>

export type ProductReviewsQuery = {
  products: {
    items: Array<
      | {
          uid: string
          review_count: number
          reviews: {
            items: Array<{
              nickname: string
              summary: string
              text: string
              created_at: string
              average_rating: number
              ratings_breakdown: Array<{ name: string; value: string } | null>
            } | null>
            page_info: { current_page: number | null; page_size: number | null; total_pages: number | null }
          }
          allRatings: { items: Array<{ ratings_breakdown: Array<{ name: string; value: string } | null> } | null> }
        }
      | {
          uid: string
          review_count: number
          reviews: {
            items: Array<{
              nickname: string
              summary: string
              text: string
              created_at: string
              average_rating: number
              ratings_breakdown: Array<{ name: string; value: string } | null>
            } | null>
            page_info: { current_page: number | null; page_size: number | null; total_pages: number | null }
          }
          allRatings: { items: Array<{ ratings_breakdown: Array<{ name: string; value: string } | null> } | null> }
        }
      | {
          uid: string
          review_count: number
          reviews: {
            items: Array<{
              nickname: string
              summary: string
              text: string
              created_at: string
              average_rating: number
              ratings_breakdown: Array<{ name: string; value: string } | null>
            } | null>
            page_info: { current_page: number | null; page_size: number | null; total_pages: number | null }
          }
          allRatings: { items: Array<{ ratings_breakdown: Array<{ name: string; value: string } | null> } | null> }
        }
      | {
          uid: string
          review_count: number
          reviews: {
            items: Array<{
              nickname: string
              summary: string
              text: string
              created_at: string
              average_rating: number
              ratings_breakdown: Array<{ name: string; value: string } | null>
            } | null>
            page_info: { current_page: number | null; page_size: number | null; total_pages: number | null }
          }
          allRatings: { items: Array<{ ratings_breakdown: Array<{ name: string; value: string } | null> } | null> }
        }
      | {
          uid: string
          review_count: number
          reviews: {
            items: Array<{
              nickname: string
              summary: string
              text: string
              created_at: string
              average_rating: number
              ratings_breakdown: Array<{ name: string; value: string } | null>
            } | null>
            page_info: { current_page: number | null; page_size: number | null; total_pages: number | null }
          }
          allRatings: { items: Array<{ ratings_breakdown: Array<{ name: string; value: string } | null> } | null> }
        }
      | {
          uid: string
          review_count: number
          reviews: {
            items: Array<{
              nickname: string
              summary: string
              text: string
              created_at: string
              average_rating: number
              ratings_breakdown: Array<{ name: string; value: string } | null>
            } | null>
            page_info: { current_page: number | null; page_size: number | null; total_pages: number | null }
          }
          allRatings: { items: Array<{ ratings_breakdown: Array<{ name: string; value: string } | null> } | null> }
        }
      | null
    > | null
  } | null
}

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput
}>

export type CreateProductReviewMutation = { createProductReview: { review: { nickname: string; summary: string } } }

export type ResolveRouteQueryVariables = Exact<{
  url: string
}>

export type ResolveRouteQuery = {
  route:
    | {
        __typename: 'BundleProduct'
        sku: string | null
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'CategoryTree'
        uid: string
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'CmsPage'
        identifier: string | null
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'ConfigurableProduct'
        sku: string | null
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'DownloadableProduct'
        sku: string | null
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'GroupedProduct'
        sku: string | null
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'RoutableUrl'
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'SimpleProduct'
        sku: string | null
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | {
        __typename: 'VirtualProduct'
        sku: string | null
        relative_url: string | null
        redirect_code: number
        type: UrlRewriteEntityTypeEnum | null
      }
    | null
}

export type CmsPageQueryVariables = Exact<{
  identifier: string
}>

export type CmsPageQuery = {
  cmsPage: {
    identifier: string | null
    title: string | null
    content_heading: string | null
    content: string | null
    meta_title: string | null
    meta_description: string | null
    meta_keywords: string | null
  } | null
}

export type SearchSuggestionsQueryVariables = Exact<{
  term: string
}>

export type SearchSuggestionsQuery = {
  products: {
    total_count: number | null
    items: Array<
      | {
          uid: string
          sku: string | null
          name: string | null
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null } | null
          price_range: { minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } } }
        }
      | {
          uid: string
          sku: string | null
          name: string | null
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null } | null
          price_range: { minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } } }
        }
      | {
          uid: string
          sku: string | null
          name: string | null
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null } | null
          price_range: { minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } } }
        }
      | {
          uid: string
          sku: string | null
          name: string | null
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null } | null
          price_range: { minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } } }
        }
      | {
          uid: string
          sku: string | null
          name: string | null
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null } | null
          price_range: { minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } } }
        }
      | {
          uid: string
          sku: string | null
          name: string | null
          url_rewrites: Array<{ url: string | null } | null> | null
          small_image: { url: string | null } | null
          price_range: { minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } } }
        }
      | null
    > | null
  } | null
}

export type SitemapProductsQueryVariables = Exact<{
  categoryUids: Array<string> | string
  pageSize: number
  currentPage: number
}>

export type SitemapProductsQuery = {
  products: {
    total_count: number | null
    items: Array<
      | { sku: string | null; url_rewrites: Array<{ url: string | null } | null> | null }
      | { sku: string | null; url_rewrites: Array<{ url: string | null } | null> | null }
      | { sku: string | null; url_rewrites: Array<{ url: string | null } | null> | null }
      | { sku: string | null; url_rewrites: Array<{ url: string | null } | null> | null }
      | { sku: string | null; url_rewrites: Array<{ url: string | null } | null> | null }
      | { sku: string | null; url_rewrites: Array<{ url: string | null } | null> | null }
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

export const CartProductFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartProductFragment, unknown>
export const CartCustomizableOptionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartCustomizableOptionFragment, unknown>
export const CartItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartItemFieldsFragment, unknown>
export const CartAddressFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartAddressFieldsFragment, unknown>
export const CartFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartFragment, unknown>
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
export const ProductPriceFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
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
} as unknown as DocumentNode<ProductPriceFragment, unknown>
export const ProductGalleryImageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductGalleryImage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MediaGalleryInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductGalleryImageFragment, unknown>
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
export const GuestCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GuestCart' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GuestCartQuery, GuestCartQueryVariables>
export const CustomerCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerCart' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerCart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerCartQuery, CustomerCartQueryVariables>
export const CreateEmptyCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateEmptyCart' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'createEmptyCart' } }],
      },
    },
  ],
} as unknown as DocumentNode<CreateEmptyCartMutation, CreateEmptyCartMutationVariables>
export const AddProductsToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddProductsToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartItems' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addProductsToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cartId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cartItems' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cartItems' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user_errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddProductsToCartMutation, AddProductsToCartMutationVariables>
export const UpdateCartItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCartItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartItems' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemUpdateInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCartItems' },
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
                      name: { kind: 'Name', value: 'cart_items' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartItems' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>
export const RemoveItemFromCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveItemFromCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartItemUid' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeItemFromCart' },
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
                      name: { kind: 'Name', value: 'cart_item_uid' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartItemUid' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>
export const RemoveCouponFromCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCouponFromCart' },
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
            name: { kind: 'Name', value: 'removeCouponFromCart' },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>
export const CartKindsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CartKinds' },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
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
} as unknown as DocumentNode<CartKindsQuery, CartKindsQueryVariables>
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
export const CheckoutCountriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckoutCountries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'full_name_locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'full_name_english' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'available_regions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<CheckoutCountriesQuery, CheckoutCountriesQueryVariables>
export const CheckoutCustomerAddressesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckoutCustomerAddresses' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'addresses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'region' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'region' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'region_code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'default_shipping' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default_billing' } },
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
} as unknown as DocumentNode<CheckoutCustomerAddressesQuery, CheckoutCustomerAddressesQueryVariables>
export const SetGuestEmailOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetGuestEmailOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setGuestEmailOnCart' },
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
                      name: { kind: 'Name', value: 'email' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>
export const SetShippingAddressOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetShippingAddressOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shippingAddress' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setShippingAddressesOnCart' },
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
                      name: { kind: 'Name', value: 'shipping_addresses' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'Variable', name: { kind: 'Name', value: 'shippingAddress' } }],
                      },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetShippingAddressOnCartMutation, SetShippingAddressOnCartMutationVariables>
export const SetBillingAddressOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetBillingAddressOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billingAddress' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BillingAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setBillingAddressOnCart' },
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
                      name: { kind: 'Name', value: 'billing_address' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'billingAddress' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>
export const SetShippingMethodOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetShippingMethodOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'carrierCode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'methodCode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setShippingMethodsOnCart' },
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
                      name: { kind: 'Name', value: 'shipping_methods' },
                      value: {
                        kind: 'ListValue',
                        values: [
                          {
                            kind: 'ObjectValue',
                            fields: [
                              {
                                kind: 'ObjectField',
                                name: { kind: 'Name', value: 'carrier_code' },
                                value: { kind: 'Variable', name: { kind: 'Name', value: 'carrierCode' } },
                              },
                              {
                                kind: 'ObjectField',
                                name: { kind: 'Name', value: 'method_code' },
                                value: { kind: 'Variable', name: { kind: 'Name', value: 'methodCode' } },
                              },
                            ],
                          },
                        ],
                      },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Cart' } }],
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
      name: { kind: 'Name', value: 'CartProduct' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartCustomizableOption' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectedCustomizableOption' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'values' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customizable_option_value_uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartProduct' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                  name: { kind: 'Name', value: 'price_including_tax' },
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
                  name: { kind: 'Name', value: 'row_total' },
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
                  name: { kind: 'Name', value: 'row_total_including_tax' },
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
                  name: { kind: 'Name', value: 'total_item_discount' },
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
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SimpleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'VirtualCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configurable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'configurable_product_option_value_uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'configured_variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleCartItem' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bundle_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customizable_options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartCustomizableOption' } }],
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
      name: { kind: 'Name', value: 'CartAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Cart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_virtual' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
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
                  name: { kind: 'Name', value: 'subtotal_with_discount_excluding_tax' },
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
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'grand_total' },
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
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error_message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
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
                        name: { kind: 'Name', value: 'price_incl_tax' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartAddressFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetShippingMethodOnCartMutation, SetShippingMethodOnCartMutationVariables>
export const SetPaymentMethodOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetPaymentMethodOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPaymentMethodOnCart' },
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
                      name: { kind: 'Name', value: 'payment_method' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'code' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
                          },
                        ],
                      },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'selected_payment_method' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'prices' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'grand_total' },
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
      },
    },
  ],
} as unknown as DocumentNode<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>
export const PlaceOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PlaceOrder' },
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
            name: { kind: 'Name', value: 'placeOrder' },
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
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order_number' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
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
} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>
export const GenerateCustomerTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'GenerateCustomerToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generateCustomerToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>
export const RevokeCustomerTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeCustomerToken' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeCustomerToken' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'result' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>
export const CustomerSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerSummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_b2b' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_subscribed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerSummaryQuery, CustomerSummaryQueryVariables>
export const CustomerCartIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerCartId' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerCart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerCartIdQuery, CustomerCartIdQueryVariables>
export const MergeCartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MergeCarts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'destination' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mergeCarts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'source_cart_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'destination_cart_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'destination' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MergeCartsMutation, MergeCartsMutationVariables>
export const CategoryPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CategoryPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'uid' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'category_uid' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'eq' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'uid' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category_color' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'breadcrumbs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'category_uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category_level' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'children' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'include_in_menu' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'position' } },
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
} as unknown as DocumentNode<CategoryPageQuery, CategoryPageQueryVariables>
export const ProductListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductListing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeFilterInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeSortInput' } },
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
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'current_page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page_size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total_pages' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'aggregations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                    ],
                  },
                },
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
} as unknown as DocumentNode<ProductListingQuery, ProductListingQueryVariables>
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
export const ProductPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
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
                            name: { kind: 'Name', value: 'eq' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'is_training' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'extra_information' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'short_description' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'description' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'image' },
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
                        name: { kind: 'Name', value: 'thumbnail' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media_gallery' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductGalleryImage' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_range' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductPrice' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'categories' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'breadcrumbs' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'category_uid' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'CustomizableProductInterface' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'options' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'CustomizableFieldOption' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          alias: { kind: 'Name', value: 'fieldValue' },
                                          name: { kind: 'Name', value: 'value' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'max_characters' } },
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
                        kind: 'InlineFragment',
                        typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfigurableProduct' } },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'configurable_options' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'values' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value_index' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'variants' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'attributes' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value_index' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'product' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'price_range' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductPrice' } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'media_gallery' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'FragmentSpread',
                                                name: { kind: 'Name', value: 'ProductGalleryImage' },
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
                        kind: 'InlineFragment',
                        typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BundleProduct' } },
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
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'options' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'is_default' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'price_type' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'product' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'price_range' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    {
                                                      kind: 'FragmentSpread',
                                                      name: { kind: 'Name', value: 'ProductPrice' },
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
                        kind: 'InlineFragment',
                        typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GroupedProduct' } },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              alias: { kind: 'Name', value: 'grouped' },
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'qty' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'product' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'only_x_left_in_stock' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'small_image' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'price_range' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductPrice' } },
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
                        kind: 'InlineFragment',
                        typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DownloadableProduct' } },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'links_title' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'downloadable_product_links' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'downloadable_product_samples' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'sample_url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'sort_order' } },
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
            kind: 'Field',
            name: { kind: 'Name', value: 'productReviewRatingsMetadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'values' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_id' } },
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
      name: { kind: 'Name', value: 'ProductGalleryImage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MediaGalleryInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
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
} as unknown as DocumentNode<ProductPageQuery, ProductPageQueryVariables>
export const ProductRelatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductRelated' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
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
                            name: { kind: 'Name', value: 'eq' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
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
                        name: { kind: 'Name', value: 'related_products' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'upsell_products' },
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
} as unknown as DocumentNode<ProductRelatedQuery, ProductRelatedQueryVariables>
export const ProductReviewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductReviews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
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
                            name: { kind: 'Name', value: 'eq' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'reviews' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'pageSize' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
                          },
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'currentPage' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
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
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'nickname' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'average_rating' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'ratings_breakdown' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'page_info' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'current_page' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'page_size' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'total_pages' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'allRatings' },
                        name: { kind: 'Name', value: 'reviews' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'pageSize' },
                            value: { kind: 'IntValue', value: '100' },
                          },
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'currentPage' },
                            value: { kind: 'IntValue', value: '1' },
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
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'ratings_breakdown' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
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
} as unknown as DocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>
export const CreateProductReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProductReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateProductReviewInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProductReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'review' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'nickname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
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
} as unknown as DocumentNode<CreateProductReviewMutation, CreateProductReviewMutationVariables>
export const ResolveRouteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResolveRoute' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'route' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'url' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redirect_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'uid' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sku' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'identifier' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResolveRouteQuery, ResolveRouteQueryVariables>
export const CmsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_heading' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageQuery, CmsPageQueryVariables>
export const SearchSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'term' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
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
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'term' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'IntValue', value: '6' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'relevance' },
                      value: { kind: 'EnumValue', value: 'DESC' },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'url_rewrites' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'small_image' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
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
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>
export const SitemapProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SitemapProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryUids' } },
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
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
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
                      name: { kind: 'Name', value: 'category_uid' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'in' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryUids' } },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'name' },
                      value: { kind: 'EnumValue', value: 'ASC' },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'url_rewrites' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
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
} as unknown as DocumentNode<SitemapProductsQuery, SitemapProductsQueryVariables>
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
