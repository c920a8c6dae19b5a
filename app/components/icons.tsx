import { type SVGProps, useState } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { title?: string }

const SPRITE_ID = 'icon-sprite'

/** The symbols' markup: given by the server (icon-sprite.server.ts, see registerIconSprite), read back in the browser. */
let sprite = ''

/** Called once on the server (lib/islands.server.ts): the drawings never travel in the page's JavaScript. */
export function registerIconSprite(markup: string) {
  sprite = markup
}

function spriteMarkup(): string {
  if (!sprite && typeof document !== 'undefined') sprite = document.getElementById(SPRITE_ID)?.innerHTML ?? ''
  return sprite
}

/**
 * The symbols every icon refers to; rendered once at the top of the body (root.tsx). Static, fixed markup: the
 * browser takes it from the document the server sent (before React changes anything), so the drawings are not
 * in every page's JavaScript as well, and a layout rendered anew (a root error page) still has them.
 */
export function IconSprite() {
  const [markup] = useState(spriteMarkup)
  return (
    <svg
      id={SPRITE_ID}
      aria-hidden="true"
      width="0"
      height="0"
      className="absolute"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  )
}

function Icon({ title, symbol, fill, style, className, ...props }: IconProps & { symbol: string }) {
  return (
    <svg
      width="24"
      height="24"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      className={className ? `icon ${className}` : 'icon'}
      // The class sets `fill: none`; an icon that fills itself says so inline, which wins over the class.
      style={fill && fill !== 'none' ? { ...style, fill } : style}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#i-${symbol}`} />
    </svg>
  )
}

export const MenuIcon = (props: IconProps) => <Icon symbol="menu" {...props} />
export const CloseIcon = (props: IconProps) => <Icon symbol="close" {...props} />
export const SearchIcon = (props: IconProps) => <Icon symbol="search" {...props} />
export const UserIcon = (props: IconProps) => <Icon symbol="user" {...props} />
export const HeartIcon = (props: IconProps) => <Icon symbol="heart" {...props} />
export const BagIcon = (props: IconProps) => <Icon symbol="bag" {...props} />
export const ChevronDownIcon = (props: IconProps) => <Icon symbol="chevron" {...props} />

const COMMUNITY = new Set(['instagram', 'facebook', 'youtube', 'linkedin', 'tiktok', 'pinterest'])

export function CommunityIcon({ name, ...props }: IconProps & { name: string }) {
  return <Icon symbol={COMMUNITY.has(name) ? name : 'community'} {...props} />
}
