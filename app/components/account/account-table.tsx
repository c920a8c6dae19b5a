import type { ReactNode } from 'react'

/** A column heading; a `hidden` one is for screen readers only (a column of links). */
export interface AccountTableColumn {
  label: string
  hidden?: boolean
}

/** The account area's tables (orders, ordered items, downloads): one frame that scrolls sideways on narrow screens. */
export function AccountTable({
  caption,
  columns,
  children,
}: {
  caption?: string
  columns: AccountTableColumn[]
  children: ReactNode
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-stone-300">
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" className={index < columns.length - 1 ? 'py-2 pr-4' : 'py-2'}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
