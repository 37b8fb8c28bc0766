import { defineConfig } from 'vitest/config'

/**
 * The visitor journeys in Chromium, Chromium without the newest APIs, Firefox and WebKit
 * (tests/engines), against the built site served by the production server: `npm run test:engines`.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
})
