/** Okapi BM25 over small in-memory documents (lists of terms). */
export class Bm25 {
  private readonly freqs: Array<Map<string, number>>
  private readonly lengths: number[]
  private readonly df = new Map<string, number>()
  private readonly avgLength: number

  constructor(
    docs: ReadonlyArray<readonly string[]>,
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.freqs = docs.map((doc) => {
      const tf = new Map<string, number>()
      for (const term of doc) tf.set(term, (tf.get(term) ?? 0) + 1)
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1)
      return tf
    })
    this.lengths = docs.map((d) => d.length)
    this.avgLength = this.lengths.reduce((a, n) => a + n, 0) / Math.max(1, docs.length)
  }

  /** Number of documents. */
  get size(): number {
    return this.freqs.length
  }

  /** Every term of the collection. */
  vocabulary(): IterableIterator<string> {
    return this.df.keys()
  }

  /** True when some document contains the term. */
  has(term: string): boolean {
    return this.df.has(term)
  }

  /** Inverse document frequency; an unknown term gets the rarest possible weight. */
  idf(term: string): number {
    const n = this.df.get(term) ?? 0
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5))
  }

  /** True when document `doc` contains the term. */
  contains(doc: number, term: string): boolean {
    return this.freqs[doc]?.has(term) ?? false
  }

  /** The BM25 score of every document for weighted query terms. */
  scores(query: ReadonlyMap<string, number>): number[] {
    return this.freqs.map((tf, i) => {
      const norm = this.k1 * (1 - this.b + (this.b * (this.lengths[i] ?? 0)) / (this.avgLength || 1))
      let score = 0
      for (const [term, weight] of query) {
        const f = tf.get(term)
        if (f) score += weight * this.idf(term) * ((f * (this.k1 + 1)) / (f + norm))
      }
      return score
    })
  }
}
