import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/test/chromium-path";
import { builtSiteClock } from "./lib/clock/built-setting";
import { parseSiteClock } from "./lib/clock/setting";
import { isScenario, scenarioFolder, scenarios } from "./e2e/phases/scenarios";
import { BACKEND_PORT, BACKEND_URL, INBOX_PORT } from "./e2e/helpers/local-backend";

const port = Number(process.env.E2E_PORT ?? 3000);

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  },
};
const baseURL = `http://localhost:${port}`;

/**
 * The suite never runs at today's date (docs/decisions.md D47): the main suite needs a build at the
 * `registration` scenario's date (npm run build:e2e), E2E_SCENARIO=<name> a build at that scenario's
 * (scripts/test/phases.ts runs them). The build's SITE_CLOCK is handed to the embedded backend, so the site
 * and its database share one clock however long after the build they start.
 */
const scenario = process.env.E2E_SCENARIO || "registration";
if (!isScenario(scenario)) throw new Error(`E2E_SCENARIO=${scenario}: expected one of ${Object.keys(scenarios).join(", ")}`);
const siteClock = builtSiteClock();
if (siteClock !== undefined && (!siteClock || parseSiteClock(siteClock).instant !== Date.parse(scenarios[scenario].clock))) {
  throw new Error(
    `The ${scenario} suite runs at SITE_CLOCK=${scenarios[scenario].clock}, but .next was built ${siteClock ? `at SITE_CLOCK=${siteClock}` : "on the real clock"}: ` +
      `node --import tsx scripts/test/build-at.ts ${scenario}`,
  );
}

/** The specs of the other scenarios, which the main suite leaves to scripts/test/phases.ts. */
const otherScenarios = [
  /[\\/]phases[\\/](?!registration\.spec\.ts$)[^\\/]+\.spec\.ts$/,
  ...Object.keys(scenarios).flatMap((name) => {
    const folder = scenarioFolder(name as keyof typeof scenarios);
    return folder ? [new RegExp(`[\\\\/]e2e[\\\\/]${folder}[\\\\/]`)] : [];
  }),
];
/** A scenario's own specs: its e2e/phases/<name>.spec.ts, and those of its folder (e2e/phases/scenarios.ts). */
const scenarioSpecs = (name: keyof typeof scenarios) => {
  const folder = scenarioFolder(name);
  return [
    new RegExp(`[\\\\/]phases[\\\\/]${name}\\.spec\\.ts$`),
    ...(folder ? [new RegExp(`[\\\\/]e2e[\\\\/]${folder}[\\\\/].+\\.spec\\.ts$`)] : []),
  ];
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  // Two everywhere: the specs share one backend and one server, and more workers than that only queue on
  // a two-core machine (npm run test:reliability passes --workers=1 for its load figures).
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // A test takes 1–15 s on a quiet 2-core machine and two to three times as long beside other work (a CI box
  // running something else); the limits leave that room, so only a test that is really stuck fails on time
  // (docs/quality-bars.md §9). Journeys longer than a minute set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A trace records every action's screenshots and DOM of every test to keep it only on a failure: npm test, whose
  // traces nobody collects (a CI keeps its log), turns it off (E2E_TRACE=off: a third less CPU, a fifth less time for
  // the desk's draw specs, docs/quality-bars.md §9); rerun a failing spec with --trace=on to read one.
  use: { baseURL, trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure", locale: "en-GB" },
  // The main suite, with the registration phase's spec; or, at another scenario's date, that scenario's spec alone.
  projects:
    scenario === "registration"
      ? [
          { name: "chromium", testIgnore: [/optimiser-cache\.spec\.ts/, ...otherScenarios], use: browser },
          // Counts the optimiser's cache folder, which every spec showing a picture adds to: it runs after them all.
          { name: "optimiser-cache", testMatch: /optimiser-cache\.spec\.ts/, dependencies: ["chromium"], use: browser },
        ]
      : [
          { name: "chromium", testMatch: scenarioSpecs(scenario), testIgnore: /end-of-cup\.spec\.ts/, use: browser },
          // Fights every bracket the day's specs published to its final, then reads the results: it runs after them all.
          ...(scenarioFolder(scenario) === "fight-days"
            ? [{ name: "end-of-cup", testMatch: /[\\/]fight-days[\\/]end-of-cup\.spec\.ts$/, dependencies: ["chromium"], use: browser }]
            : []),
        ],
  webServer: [
    {
      // The embedded Supabase-compatible backend with a throwaway data dir for the run.
      command: "node --import tsx local-supabase/main.ts",
      url: `${BACKEND_URL}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Every test team signs in from 127.0.0.1: the per-IP limits are raised for many visitors (the file says how).
      env: {
        LOCAL_SUPABASE_DATA_DIR: ".local/e2e-supabase",
        LOCAL_SUPABASE_RESET: "1",
        LOCAL_SUPABASE_CONFIG_OVERRIDE: "local-supabase/overrides/shared-ip.toml",
        SITE_CLOCK: siteClock ?? "",
        // The ports the build was made for (E2E_BACKEND_PORT…, e2e/helpers/local-backend.ts), and the site's
        // address for the links its mails carry.
        LOCAL_SUPABASE_PORT: String(BACKEND_PORT),
        LOCAL_SUPABASE_INBOX_PORT: String(INBOX_PORT),
        SITE_URL: baseURL,
        // bcrypt's quick cost: the suite signs up and in thousands of times (local-supabase/crypto/passwords.ts).
        LOCAL_SUPABASE_PASSWORD_COST: "4",
      },
    },
    {
      // -H localhost, not 127.0.0.1: Next 16.4 + next-intl rewrites loop with a 127.0.0.1 bind (docs/toolchain.md §2b).
      command: `node node_modules/next/dist/bin/next start -H localhost -p ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: "1" },
    },
  ],
});
