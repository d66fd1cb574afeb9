/**
 * The chosen dates the browser suite runs at (docs/decisions.md D47), written out, never computed from today
 * or from the code under test, so the suite passes in 2027 and 2030 alike. The main suite runs at
 * `registration` (the spec's behaviour); each other scenario is one production build and one server, run by
 * scripts/test/phases.ts with its spec, e2e/phases/<name>.spec.ts.
 */
export const scenarios = {
  /** Two weeks before the deadline: every spec of the main suite, and e2e/phases/registration.spec.ts. */
  registration: { clock: "2026-02-14T12:00:00Z" },
  /**
   * 300 s before entries close (end of 28/02/2026, Lisbon): the running server must switch to `closed` by itself. The
   * clock starts when the build does, so the build and the server's start must fit in those 300 s: 15 s on a quiet
   * machine, 136 s under two busy loops. npm test runs it in a lane of its own from its start, beside the builds and
   * the other two lanes (scripts/test/all.sh), so the wait costs the suite no time.
   */
  deadline: { clock: "2026-02-28T23:55:00Z", boundary: "2026-03-01T00:00:00Z" },
  /**
   * Friday of the cup, 08:05 Lisbon: a fight day's morning. The semi-finals' weigh-in window is open (08:00–09:30),
   * Thursday's closed yesterday, and the session starts at 11:00. Entries closed weeks ago, so brackets can be
   * drawn. Besides e2e/phases/live.spec.ts, every spec under e2e/fight-days/ runs at this date: the draw, the
   * desk's fight-day pages and what teams and visitors see of them.
   */
  live: { clock: "2026-03-27T08:05:00Z", folder: "fight-days" },
  /** June after the cup, before the next edition's data is out. */
  over: { clock: "2026-06-15T12:00:00Z" },
  /** The next-edition fixture (tests/fixtures/next-edition/) swapped in, after its own finals. */
  "next-edition": { clock: "2027-04-10T12:00:00Z" },
} as const;

export type ScenarioName = keyof typeof scenarios;

/** The folder under e2e/ whose specs run at a scenario's date, besides its e2e/phases/<name>.spec.ts. */
export function scenarioFolder(name: ScenarioName): string | undefined {
  const scenario = scenarios[name];
  return "folder" in scenario ? scenario.folder : undefined;
}

export function isScenario(name: string | undefined): name is ScenarioName {
  return name !== undefined && name in scenarios;
}
