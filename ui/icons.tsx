import type { ReactNode, SVGProps } from 'react'
import type { Lang } from '../shared/languages.ts'

export type IconProps = SVGProps<SVGSVGElement>

const withShrink0 = (className = '') =>
  className.split(' ').includes('shrink-0') ? className : `shrink-0 ${className}`.trim()

/** Inline SVG icons rendered on the server: decorative unless given a title by their parent. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
      // An icon keeps its size when the text beside it wraps.
      className={withShrink0(props.className)}
    >
      {children}
    </svg>
  )
}

export const ChevronDown = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)
/** The props of an icon that points along the reading direction: mirrored on right-to-left pages. */
export const inline = (p: IconProps): IconProps => ({
  ...p,
  className: `rtl:-scale-x-100 ${p.className ?? ''}`.trim(),
})

export const ChevronRight = (p: IconProps) => (
  <Icon {...inline(p)}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)
export const ArrowRight = (p: IconProps) => (
  <Icon {...inline(p)}>
    <path d="M5 12h14m-6-6 6 6-6 6" />
  </Icon>
)
export const Users = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </Icon>
)
export const Globe = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </Icon>
)
export const Mail = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Icon>
)
export const Linkedin = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z" />
    <circle cx="4" cy="4" r="2" />
  </Icon>
)
export const XLogo = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4l16 16M20 4 4 20" />
  </Icon>
)
export const Github = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.87a3.37 3.37 0 0 0-.94-2.61c3.14-.35 6.44-1.54 6.44-7A5.44 5.44 0 0 0 20 4.77 5.07 5.07 0 0 0 19.91 1S18.73.65 16 2.48a13.38 13.38 0 0 0-7 0C6.27.65 5.09 1 5.09 1A5.07 5.07 0 0 0 5 4.77a5.44 5.44 0 0 0-1.5 3.78c0 5.42 3.3 6.61 6.44 7A3.37 3.37 0 0 0 9 18.13V22" />
  </Icon>
)
/**
 * The brand mark keeps its own colours in a contrast theme (forced-color-adjust: none): they are the mark,
 * as a logo's colours are, and it is no control: its teal check keeps its contrast on its own blue square.
 */
export const Logo = (p: IconProps) => (
  <svg
    viewBox="0 0 32 32"
    width="1em"
    height="1em"
    aria-hidden="true"
    focusable="false"
    {...p}
    className={`forced-color-adjust-none ${p.className ?? ''}`.trim()}
  >
    <rect width="32" height="32" rx="8" fill="#2553e0" />
    <path
      d="M9 16.5l4.5 4.5L23 11.5"
      fill="none"
      stroke="#2dd4bf"
      strokeWidth="3.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/** Flags of the languages the switcher may show. */
export const flags = {
  fr: (p: IconProps) => (
    <svg viewBox="0 0 3 2" width="1.25em" height="0.85em" aria-hidden="true" focusable="false" {...p}>
      <path fill="#002654" d="M0 0h1v2H0z" />
      <path fill="#fff" d="M1 0h1v2H1z" />
      <path fill="#ce1126" d="M2 0h1v2H2z" />
    </svg>
  ),
  en: (p: IconProps) => (
    <svg viewBox="0 0 60 40" width="1.25em" height="0.85em" aria-hidden="true" focusable="false" {...p}>
      <path fill="#012169" d="M0 0h60v40H0z" />
      <path stroke="#fff" strokeWidth="8" d="M0 0l60 40M60 0 0 40" />
      <path stroke="#c8102e" strokeWidth="3" d="M0 0l60 40M60 0 0 40" />
      <path stroke="#fff" strokeWidth="12" d="M30 0v40M0 20h60" />
      <path stroke="#c8102e" strokeWidth="7" d="M30 0v40M0 20h60" />
    </svg>
  ),
  es: (p: IconProps) => (
    <svg viewBox="0 0 3 2" width="1.25em" height="0.85em" aria-hidden="true" focusable="false" {...p}>
      <path fill="#aa151b" d="M0 0h3v2H0z" />
      <path fill="#f1bf00" d="M0 .5h3v1H0z" />
    </svg>
  ),
  // Arabic is the language of many countries: no one country's flag stands for it, so a globe does.
  ar: (p: IconProps) => <Globe {...p} />,
} satisfies Record<Lang, (p: IconProps) => ReactNode>

/** An icon drawn by one path (24×24, stroked). */
export const path = (d: string) => (p: IconProps) => (
  <Icon {...p}>
    <path d={d} />
  </Icon>
)

export const Check = path('M20 6 9 17l-5-5')
export const Close = path('M18 6 6 18M6 6l12 12')
export const Plus = path('M12 5v14M5 12h14')
export const Minus = path('M5 12h14')
export const Shield = path('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z')
export const Lock = path('M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z')
export const SearchIcon = path('m21 21-4.3-4.3M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z')
export const Gauge = path('M12 14l4-4M3.34 19a10 10 0 1 1 17.32 0')
export const Zap = path('M13 2 3 14h9l-1 8 10-12h-9l1-8z')
export const Target = path(
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
)
export const Award = path('M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM8.2 13.9 7 23l5-3 5 3-1.2-9.1')
export const Smartphone = path(
  'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h.01',
)
export const Cpu = path('M9 9h6v6H9zM5 5h14v14H5zM9 1v4M15 1v4M9 19v4M15 19v4M19 9h4M19 15h4M1 9h4M1 15h4')
export const Bot = path('M12 8V4H8M4 8h16v12H4zM2 14h2M20 14h2M15 13v2M9 13v2')
export const Brain = path(
  'M9.5 2a2.5 2.5 0 0 0-2.5 2.5v.5a3 3 0 0 0-3 3v1a3 3 0 0 0 0 6v1a3 3 0 0 0 3 3h.5A2.5 2.5 0 0 0 12 19.5v-15A2.5 2.5 0 0 0 9.5 2zM14.5 2A2.5 2.5 0 0 1 17 4.5v.5a3 3 0 0 1 3 3v1a3 3 0 0 1 0 6v1a3 3 0 0 1-3 3h-.5A2.5 2.5 0 0 1 12 19.5',
)
export const Database = path(
  'M12 8c4.97 0 9-1.34 9-3s-4.03-3-9-3-9 1.34-9 3 4.03 3 9 3zM21 12c0 1.66-4 3-9 3s-9-1.34-9-3M3 5v14c0 1.66 4 3 9 3s9-1.34 9-3V5',
)
export const Chain = path(
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
)
export const Cloud = path('M18 10h-1.26A8 8 0 1 0 9 20h9a5 5 0 0 0 0-10z')
export const Glasses = path('M2 12h3a3 3 0 0 1 6 0h2a3 3 0 0 1 6 0h3M5 12a3 3 0 1 0 6 0M13 12a3 3 0 1 0 6 0')
export const Code = path('m16 18 6-6-6-6M8 6l-6 6 6 6')
export const FileText = path(
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8M10 9H8',
)
export const MapPin = path(
  'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
)
export const Phone = path(
  'M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.12 4.18 2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z',
)
export const Clock = path('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2')
export const Briefcase = path('M2 7h20v14H2zM16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16')
export const Heart = path(
  'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z',
)
export const Bookmark = path('m19 21-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z')
export const Share = path(
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.59 13.51l6.83 3.98M15.41 6.51l-6.82 3.98',
)
export const Calendar = path('M3 4h18v18H3zM16 2v4M8 2v4M3 10h18')
export const MessageCircle = path(
  'M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z',
)
export const Star = path(
  'm12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
)
export const TrendingUp = path('m23 6-9.5 9.5-5-5L1 18M17 6h6v6')
export const Layers = path('m12 2 10 5-10 5L2 7zM2 17l10 5 10-5M2 12l10 5 10-5')
export const Settings = path(
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
)
export const Building = path(
  'M3 21h18M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3',
)
export const QuoteIcon = path(
  'M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 5-4 5zM14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 5-4 5z',
)
export const ExternalLink = path(
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3',
)
export const Copy = path('M9 9h13v13H9zM5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1')
export const Send = path('M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z')
export const Upload = path('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12')
export const Sparkles = path(
  'M12 3l1.9 5.8L20 10l-6.1 1.2L12 17l-1.9-5.8L4 10l6.1-1.2zM19 17l.9 2.1L22 20l-2.1.9L19 23l-.9-2.1L16 20l2.1-.9z',
)
export const Compass = path(
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM16.24 7.76l-2.12 6.36-6.36 2.12 2.12-6.36z',
)

export const RssIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
    <circle cx="5" cy="19" r="1" />
  </Icon>
)
