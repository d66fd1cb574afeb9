// npm run test:mutation — how many deliberate bugs the unit tests catch (see docs/testing.md). Not part of
// npm test: one mutant at a time (concurrency 1) on a two-core machine, and incremental, so a re-run only
// tests the mutants whose code or tests changed since the last run (.local/stryker/incremental.json).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  plugins: ["@stryker-mutator/tap-runner"],
  testRunner: "tap",
  tap: {
    testFiles: ["tests/unit/*.test.ts"],
    nodeArgs: ["--import", "tsx", "--test-reporter=tap", "-r", "{{hookFile}}", "{{testFile}}"],
  },
  mutate: [
    "lib/auth/**/*.ts",
    "lib/validation/**/*.ts",
    "lib/seo/**/*.ts",
    // Needs Next's request scope (getLocale, getTranslations): its output is checked by e2e/seo.spec.ts.
    "!lib/seo/metadata.ts",
    "lib/calendar/**/*.ts",
    "lib/security/**/*.ts",
    "lib/format/zoned-time.ts",
    "i18n/**/*.ts",
    // next-intl's request config, only callable inside a Next request.
    "!i18n/request.ts",
    "local-supabase/auth/redirect.ts",
    "local-supabase/crypto/tokens.ts",
    "local-supabase/auth/validation.ts",
  ],
  ignorePatterns: [".next", ".local", "bench-results", "test-results", "playwright-report"],
  concurrency: 1,
  incremental: true,
  incrementalFile: ".local/stryker/incremental.json",
  tempDirName: ".local/stryker/tmp",
  cleanTempDir: "always",
  reporters: ["clear-text", "progress-append-only", "json"],
  jsonReporter: { fileName: ".local/stryker/mutation.json" },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20000,
};

export default config;
