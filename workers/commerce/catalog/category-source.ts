import type { CategoryRow } from './rows.ts'

export type CategorySource = CategoryRow & { __typename: 'CategoryTree'; redirect_code?: number; relative_url?: string }

export const categorySource = (row: CategoryRow): CategorySource => ({ ...row, __typename: 'CategoryTree' })
