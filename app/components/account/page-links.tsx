import { Link } from 'react-router'

/** Previous / next links of a paged account list (`?page=`); page 1 is the bare address. */
export function PageLinks({
  label,
  base,
  page,
  totalPages,
}: {
  label: string
  base: string
  page: number
  totalPages: number
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center gap-4">
      {page > 1 ? (
        <Link to={page === 2 ? base : `${base}?page=${page - 1}`} className="underline">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {Math.min(page, totalPages)} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={`${base}?page=${page + 1}`} className="underline">
          Next page
        </Link>
      ) : null}
    </nav>
  )
}
