import { defineConfig } from 'vitest/config'
import { TIMEOUTS } from './tests/timeouts.ts'

/**
 * Deployment checks (tests/deploy): a production build served by a third-party static server and by
 * the compiled server. They build dist/ for another origin, this machine's build moved aside meanwhile:
 * run alone, after the other tests (`npm run test:deploy`, the last step of `npm test`).
 */
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: TIMEOUTS.deployTest,
    hookTimeout: TIMEOUTS.deployHook,
    fileParallelism: false,
  },
})
