import { defineConfig } from 'vitest/config'
import { TIMEOUTS } from './tests/timeouts.ts'

/**
 * Deployment checks (tests/deploy): a production build served by a third-party static server and by
 * the compiled server. The build for another origin is made in a copy of the repository, so this
 * machine's dist/ stays as it is: `npm test` runs them beside the engine journeys (`npm run test:deploy`).
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
