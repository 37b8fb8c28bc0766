import type { CaseLogo as Logo } from '../../content/schemas/cases.ts'

const FILLS: Record<Logo['tone'], string> = {
  brand: 'fill-brand-600',
  accent: 'fill-accent-700',
  ink: 'fill-ink',
}

/** A drawn monogram standing in for an anonymous client's logo (decorative: the text names the client). */
export function CaseLogo({ logo, className = '' }: { logo: Logo; className?: string }) {
  const fill = FILLS[logo.tone]
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      {logo.shape === 'circle' && <circle cx="32" cy="32" r="30" className={fill} />}
      {logo.shape === 'square' && <rect x="2" y="2" width="60" height="60" rx="14" className={fill} />}
      {logo.shape === 'diamond' && (
        <rect x="12" y="12" width="40" height="40" rx="6" transform="rotate(45 32 32)" className={fill} />
      )}
      <circle cx="32" cy="32" r="21" fill="none" stroke="white" strokeOpacity="0.35" strokeWidth="1.5" />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fill="white"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize={logo.monogram.length > 1 ? 20 : 26}
        fontWeight="700"
      >
        {logo.monogram}
      </text>
    </svg>
  )
}
