/** The article share buttons island's place (forms issue); `title` is the article title. */
export function ShareSlot({ title }: { title: string }) {
  return <div data-share-title={title} className="h-10 w-64 rounded-lg border border-dashed border-line" />
}
