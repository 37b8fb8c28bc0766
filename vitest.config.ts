import { defineConfig } from 'vitest/config'
import { TIMEOUTS } from './tests/timeouts.ts'

/** Unit tests for pure logic; end-to-end tests are Playwright's (tests/e2e). */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: TIMEOUTS.unitTest,
    hookTimeout: TIMEOUTS.unitTest,
    // Files that test browser code say so (// @vitest-environment happy-dom); it fetches nothing.
    environmentOptions: {
      happyDOM: {
        settings: {
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
          navigation: { disableMainFrameNavigation: true },
        },
      },
    },
  },
})
