// Bench: what it measured, as bench-results/bench.json holds it (beside the budgets the report evaluates).
// The measurements and the interactions' runner return these types; the report reads them.

export interface Report {
  date: string
  /** Wall time of the bench, from its start to the table, in seconds. */
  seconds?: number
  quick: boolean
  /** `--interactions`: one build and the first-interaction table only (no pages, islands or Lighthouse). */
  interactionsOnly?: boolean
  build: BuildRun & {
    /** A clean build that drew every share image (their cache moved aside); the others find them cached. */
    coldCache?: BuildRun
    scaled?: BuildRun
    marginalMs?: number
    marginalRuns?: number[]
  }
  /** The React runtime floor (not measured with --interactions). */
  reactRuntimeGz?: number
  loaderGz: number
  /** The chat's answer times on the embedded server and its edge bundle's size. */
  chat?: ChatBench
  pages: {
    url: string
    firstVisit: Weight
    /** Undefined where it was not weighed (--quick weighs a returning visitor's Arabic pages only). */
    returning?: Weight
    floorGz: number
    /** gzip of the stylesheet inlined into the page (part of its HTML). */
    inlineCssGz: number
    /** gzip of each inline script the page runs, summed (part of its HTML; JSON-LD is not counted). */
    inlineJsGz: number
    /** Bytes of the page's first response on the wire, HTTP headers included (one TCP round trip: 14,600). */
    firstResponseBytes: number
  }[]
  /**
   * First interaction with each island, per row, visitor, browser and profile (Chromium's, then the other
   * engines'); followed to hydration (not with --quick), Chromium's rows also weigh what the gesture fetched.
   */
  interactions?: InteractionResult[]
  /** The engines other than Chromium: their versions (or why they did not run) and what their rows are. */
  engines?: Partial<Record<'firefox' | 'webkit', EngineInfo>>
  lighthouse?: Record<string, LighthouseResult>
}

// ---------------------------------------------------------------------------------------------------------
// Builds (build.ts).

export interface BuildRun {
  /** The median of the runs' wall times. */
  seconds: number
  pages: number
  msPerPage: number
  /** Every run's wall time, in seconds, in order. */
  runs: number[]
}

// ---------------------------------------------------------------------------------------------------------
// The chat assistant (chat.ts).

export interface ChatBench {
  /** Questions asked (each once, in turn). */
  questions: number
  /** Reading the knowledge files and building the knowledge base, as the server does when it starts. */
  buildMs: number
  /** The first answer after the server started (its knowledge already built). */
  firstMs: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  /** knowledge-<lang>.json of every site language, as the build wrote them. */
  knowledgeBytes: number
  /** The Cloudflare Pages Function bundled as an ES module: unminified, minified, minified and gzipped. */
  edgeBytes: number
  edgeMinBytes: number
  edgeMinGz: number
}

// ---------------------------------------------------------------------------------------------------------
// Page weight (weight.ts).

export interface Bytes {
  raw: number
  /** gzip (level 9) of what came over the network: what a gzip-only client gets. */
  gz: number
  /** Bytes actually on the wire (Chromium accepts Brotli, which the server prefers). */
  wire: number
}
export interface Weight {
  html: Bytes
  css: Bytes
  js: Bytes
  requests: number
}

// ---------------------------------------------------------------------------------------------------------
// First interactions (interaction-run.ts and its engines).

/** A first-time visitor, or a returning one (with the stored consent). */
export type Visitor = 'first' | 'returning'

/** The longest entry of the gesture's interaction, and where its time went (Event Timing: interaction-events.ts). */
export interface EventDuration {
  /** Its duration in ms; 0 when the browser reported no entry: the whole interaction took under 16 ms. */
  ms: number
  /** The event type of that entry (pointerdown, click, keydown…). */
  name?: string
  /** From the input to its first handler. */
  inputDelay?: number
  /** Its handlers. */
  processing?: number
  /** From its last handler to the next paint being presented (style, layout, paint, compositing). */
  presentation?: number
}

export type Engine = 'chromium' | 'firefox' | 'webkit'
/**
 * mobile: Lighthouse's mobile throttling on a phone's screen, taps; unthrottled: a desktop window, clicks;
 * mobile-size: a phone-sized window, taps, without throttling (Firefox, whose BiDi cannot throttle).
 */
export type ProfileName = 'mobile' | 'unthrottled' | 'mobile-size'

export interface InteractionRun {
  /** Input to the first frame showing the answer, in milliseconds (in-page); null when the run failed. */
  ms: number | null
  /** The interaction as browsers time it for INP (Event Timing); null when the run failed or `eventFailure`. */
  event: EventDuration | null
  failure?: string
  /** Why the page could not give the interaction's Event Timing entries. */
  eventFailure?: string
  /** Whether the island reported `data-hydrated="true"` within 20 s (not followed with --quick). */
  hydrated?: boolean
  /** Everything fetched from the first step of the interaction until hydrated and the network idle (Chromium). */
  weight?: Weight
}

export interface InteractionResult {
  row: string
  island: string
  url: string
  visitor: Visitor
  engine: Engine
  profile: ProfileName
  /** What the figures leave out (Firefox: no throttling). */
  note?: string
  runs: InteractionRun[]
  /** Median and max of the in-page figure over the runs that answered (null when none did). */
  medianMs: number | null
  maxMs: number | null
  /** Median and max Event Timing duration over the runs that have one (null when none has). */
  eventMedianMs: number | null
  eventMaxMs: number | null
  /** Medians over the runs: JS gzip (level 9) and on the wire, and requests (Chromium only). */
  jsGz?: number
  jsWire?: number
  requests?: number
}

/** An engine as the report describes it: its version (or why it did not run) and what its rows are. */
export interface EngineInfo {
  version?: string
  skipped?: string
  /** Whether it has the Event Timing API (with interactionId): without it, in-page figures only. */
  eventTiming: boolean
  /** How its rows are made, for the line under the table (window, input, throttling). */
  about: string
  /** What it answered when asked for what it cannot do (throttling…). */
  remarks?: string[]
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse (lighthouse.ts).

export interface LighthouseResult {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
}
