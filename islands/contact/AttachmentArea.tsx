import { useState } from 'react'
import { Upload } from '../../ui/icons.tsx'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/**
 * The optional attachment area (spec §5): it states the 10MB limit and accepted types; it is display
 * only, so a chosen file is named and the visitor is told it will not be sent.
 */
export function AttachmentArea() {
  const { t } = useTranslation('forms')
  const [file, setFile] = useState<string | null>(null)
  return (
    <div>
      <label
        htmlFor="contact-attachment"
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-line bg-surface px-4 py-6 text-center text-sm text-muted hover:border-brand-500"
      >
        <Upload className="h-6 w-6 text-brand-600" />
        <span className="font-semibold text-ink">{t('contact.attachment')}</span>
        {/* The limit is a fact the page states: the chat assistant answers from it (data-fact: its label). */}
        <span id="contact-attachment-hint" data-fact={t('contact.attachment')}>
          <Runs>{t('contact.attachmentHint')}</Runs>
        </span>
      </label>
      <input
        id="contact-attachment"
        type="file"
        accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
        aria-describedby="contact-attachment-hint"
        onChange={(e) => setFile(e.target.files?.[0]?.name ?? null)}
        className="sr-only"
      />
      {file && (
        <p role="status" className="mt-2 text-sm text-muted">
          {t('contact.attachmentNotSent', { file })}
        </p>
      )}
    </div>
  )
}
