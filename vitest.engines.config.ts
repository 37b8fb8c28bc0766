import { defineConfig } from 'vitest/config'
import { TIMEOUTS } from './tests/timeouts.ts'

/**
 * The visitor journeys in Chromium, Chromium without the newest APIs, Firefox and WebKit
 * (tests/engines), against the built site served by the production server: `npm run test:engines`.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: TIMEOUTS.engineJourney,
    hookTimeout: TIMEOUTS.engineJourney,
    fileParallelism: false,
  },
})
