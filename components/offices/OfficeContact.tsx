import type { Agency } from '../../content/schemas/offices.ts'
import { Mail, MapPin, Phone } from '../../ui/icons.tsx'

/** An office's postal address and e-mail (and phone when given), as an <address> block. */
export function OfficeContact({ office, phone }: { office: Agency; phone?: string }) {
  const { street, postalCode, city } = office.address
  return (
    <address className="mt-3 space-y-2 text-sm text-muted not-italic">
      <p className="flex gap-2">
        <MapPin className="mt-1 text-brand-600" />
        <span>
          {street}
          <br />
          {/* One text, so that an Arabic page isolates "92200 Neuilly-sur-Seine" whole (renderer/isolateRuns.ts). */}
          {`${postalCode} ${city}`}
        </span>
      </p>
      {phone && (
        <p className="flex gap-2">
          <Phone className="mt-1 text-brand-600" />
          <a
            dir="ltr"
            href={`tel:${phone.replace(/[^+\d]/g, '')}`}
            className="text-brand-700 hover:underline"
          >
            {phone.replace(/ /g, '\u00a0')}
          </a>
        </p>
      )}
      <p className="flex min-w-0 gap-2">
        <Mail className="mt-1 text-brand-600" />
        <a
          dir="ltr"
          href={`mailto:${office.email}`}
          className="min-w-0 break-all text-brand-700 hover:underline"
        >
          {office.email}
        </a>
      </p>
    </address>
  )
}
