import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react'
import type { GalleryImage } from '~/lib/product'

const SWIPE_THRESHOLD = 40

/** Spec §9: thumbnails 160×160, full images 1080×1340; both sizes are reserved so nothing shifts. */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [active, setActive] = useState(0)
  const touchStart = useRef<number | null>(null)
  const count = images.length
  const current = images[active] ?? images[0]
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const go = (index: number) => setActive((index + count) % count)

  /**
   * Arrow keys move through the images from any of the gallery's buttons; on the thumbnails (one tab stop, the
   * current one) the keyboard moves with the choice, and Home and End go to the first and the last.
   */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const onThumbnail = thumbnails.current.includes(event.currentTarget)
    let next: number
    if (event.key === 'ArrowRight') next = active + 1
    else if (event.key === 'ArrowLeft') next = active - 1
    else if (onThumbnail && event.key === 'Home') next = 0
    else if (onThumbnail && event.key === 'End') next = count - 1
    else return
    event.preventDefault()
    const index = (next + count) % count
    setActive(index)
    if (onThumbnail) thumbnails.current[index]?.focus()
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current
    const end = event.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD) return
    go(end < start ? active + 1 : active - 1)
  }

  if (!current) return <div className="aspect-[1080/1340] w-full rounded-xl bg-stone-100" />
  return (
    <section aria-roledescription="carousel" aria-label={`Images of ${name}`} className="space-y-3">
      <div
        className="gallery-main relative overflow-hidden rounded-xl bg-stone-100"
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
      >
        {images.map((image, index) => (
          <img
            key={image.url}
            src={image.url}
            alt={image.label}
            width={1080}
            height={1340}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
            // The image shown; without JavaScript (which pages them) every image, in a strip that scrolls sideways.
            className={`aspect-[1080/1340] h-auto w-full object-cover ${index === active ? '' : 'hidden [.no-js_&]:block'}`}
          />
        ))}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(active - 1)}
              onKeyDown={onKeyDown}
              aria-label="Previous image"
              className={`left-2 ${ARROW}`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => go(active + 1)}
              onKeyDown={onKeyDown}
              aria-label="Next image"
              className={`right-2 ${ARROW}`}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="gallery-count sr-only" aria-live="polite">
              Image {active + 1} of {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto [.no-js_&]:hidden">
          {images.map((image, index) => (
            <li key={image.url} className="shrink-0">
              <button
                ref={(element) => {
                  thumbnails.current[index] = element
                }}
                type="button"
                tabIndex={index === active ? 0 : -1}
                onClick={() => setActive(index)}
                onKeyDown={onKeyDown}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === active}
                className="thumb"
              >
                <img src={image.url} alt="" width={160} height={160} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** The previous / next arrows over the main image (`.arrow` in app.css). */
const ARROW = 'arrow'
