// Every time limit of the test suites, in one place, each with its reason. A limit is how long a test may
// take before it is called stuck, never a speed requirement: speed is measured by `npm run bench`. They
// are sized for a busy two-core machine (`npm run test:stress` runs the suite beside a CPU hog). A test
// that holds a response holds it for less than the code under test waits for one (the chat's
// REPLY_TIMEOUT_MS, islands/chat/client.ts), and releases it explicitly once it has seen what it waits for.

export const TIMEOUTS = {
  /** A Playwright test: a journey of a few page loads, axe scans and layout probes (60 s on a busy machine). */
  e2eTest: 60_000,
  /**
   * One path of a layout sweep test (the test has this much per path it goes through): two page loads,
   * the layout probed at three widths (seven with `npm run test:layout`) and with text spacing at two, one
   * axe scan; 2 to 5 s idle, about three times more on a busy machine.
   */
  layoutSweepPath: 30_000,
  /** A web-first assertion: visible states appear within it even while two browsers and axe run beside. */
  e2eExpect: 10_000,
  /**
   * The production server a suite starts (Playwright's, the engines', the unit and deployment tests'): it
   * reads dist/, opens its store and builds the chat's knowledge, 1.4 s idle, over 10 s beside a CPU hog.
   */
  serverStart: 30_000,
  /** A screenshot comparison: the page is settled first, so a shot that takes longer is not going to match. */
  screenshot: 5_000,
  /**
   * One page of a run of screenshots in one test (tests/visual/templates.spec.ts): its load, settling and
   * the comparison, 1.5 to 2 s idle, about three times more on a busy machine.
   */
  screenshotPage: 20_000,
  /** Fetching every sitemap page's share image (170 PNGs) in one test. */
  shareImages: 120_000,
  /** The editor's setup (a copy of the repository, a Decap build) and its journeys, one git commit each. */
  editor: 300_000,
  /** Waiting for the editor's commit to reach the working tree's file. */
  editorCommit: 20_000,
  /**
   * A unit test: vitest's default 5 s fails on a loaded machine (a server process starting, PostgreSQL's
   * throwaway cluster); 30 s still stops a hung test.
   */
  unitTest: 30_000,
  /** A unit test that starts the production server first (its start, then a unit test's time). */
  unitWithServer: 60_000,
  /**
   * One of the chat's question sets answered in one test (the accuracy test, "never invent"): up to 200
   * answers, a few seconds idle, ten times that on a busy machine (a language's 30-odd sets in one test
   * took 196 s in CI and timed out).
   */
  chatAllAnswers: 120_000,
  /** The W3C Nu checker over every built page: one Java process, about 10 s idle, much more under load. */
  nuChecker: 300_000,
  /** An engine journey (Firefox or WebKitGTK over WebDriver, under Xvfb), and its browser's start. */
  engineJourney: 90_000,
  /** A deployment check: a production build for another origin, served by `serve` and by the server. */
  deployTest: 120_000,
  /** Its setup: the build itself, then the servers' start. */
  deployHook: 180_000,
} as const
