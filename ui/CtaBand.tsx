import type { ReactNode } from 'react'

/** The closing call to action every page ends with: a title, a line, and buttons (contact / quote). */
export function CtaBand({ title, text, actions }: { title: string; text?: string; actions: ReactNode }) {
  return (
    <section className="bg-white py-16">
      <div className="mx-auto max-w-5xl px-4">
        <div className="rounded-3xl bg-gradient-to-r from-brand-700 to-accent-700 px-4 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
          {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{text}</p>}
          <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </div>
    </section>
  )
}
