/** The contact form island's place on /contact (forms issue). */
export function ContactFormSlot() {
  return <div id="contact-form" className="min-h-96 rounded-card border border-dashed border-line" />
}
