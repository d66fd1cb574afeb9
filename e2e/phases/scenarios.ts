/**
 * The chosen dates the browser suite runs at (docs/decisions.md D47), written out, never computed from today
 * or from the code under test, so the suite passes in 2027 and 2030 alike. The main suite runs at
 * `registration` (the spec's behaviour); each other scenario is one production build and one server, run by
 * scripts/test/phases.ts with its spec, e2e/phases/<name>.spec.ts.
 */
export const scenarios = {
  /** Two weeks before the deadline: every spec of the main suite, and e2e/phases/registration.spec.ts. */
  registration: { clock: "2026-02-14T12:00:00Z" },
  /** 20 s before entries close (end of 28/02/2026, Lisbon): the running server must switch to `closed` by itself. */
  deadline: { clock: "2026-02-28T23:59:40Z", boundary: "2026-03-01T00:00:00Z" },
  /** Friday of the cup, 13:00 Lisbon: the semi-finals are on, the finals are next. */
  live: { clock: "2026-03-27T13:00:00Z" },
  /** June after the cup, before the next edition's data is out. */
  over: { clock: "2026-06-15T12:00:00Z" },
  /** The next-edition fixture (tests/fixtures/next-edition/) swapped in, after its own finals. */
  "next-edition": { clock: "2027-04-10T12:00:00Z" },
} as const;

export type ScenarioName = keyof typeof scenarios;

export function isScenario(name: string | undefined): name is ScenarioName {
  return name !== undefined && name in scenarios;
}
