import { createClient } from "@supabase/supabase-js";
import { expect, test } from "@playwright/test";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { DEMO_ACCOUNT } from "../../local-supabase/seed";
import { expectNoAxeViolations } from "../helpers/axe";
import { signIn } from "../helpers/team";
import { builtSiteClock } from "../../lib/clock/built-setting";
import { siteNow } from "../../lib/clock/setting";
import { entriesClosed, registrationsClosed } from "./entries-closed";
import { machineReadable, phaseSuite } from "./phase-suite";
import { scenarios } from "./scenarios";
import { BACKEND_URL } from "../helpers/local-backend";

// Built 300 s before entries close (e2e/phases/scenarios.ts): the server starts in the registration phase and
// must say `closed` by itself, with no rebuild, no redeploy and no request from anyone but visitors.
const BOUNDARY = Date.parse(scenarios.deadline.boundary);
const CLOCK = builtSiteClock() ?? "";
/** The site's clock as the build set it, read with the same function the site and the backend use. */
const siteTime = () => siteNow(CLOCK, Date.now()).getTime();
/** Until the site's clock has passed the boundary: the checks of the closed phase start there (the server starts ~280 s before it on a quiet machine). */
const pastTheBoundary = () => expect.poll(siteTime, { timeout: 330_000, intervals: [500] }).toBeGreaterThanOrEqual(BOUNDARY);

test("a running server switches from registration to closed at the end of the deadline day, within 30 s", async ({ request }) => {
  test.setTimeout(450_000);
  const phaseOf = async (path: string) => /data-phase="(\w+)"/.exec(await (await request.get(path)).text())?.[1];
  const served: { siteMs: number; phase: string | undefined }[] = [];
  // A visitor every quarter of a second, as on a busy evening: the page the cache holds, then the regenerated one.
  while (served.at(-1)?.phase !== "closed") {
    served.push({ siteMs: siteTime(), phase: await phaseOf("/") });
    // The build's page until the server renders another: on a slow machine the first answer may come after the
    // boundary, still the registration page, but a machine too slow to answer within 30 s cannot show a switch.
    if (served.length === 1) expect(served[0].phase, "the first answer already says closed").toBe("registration");
    expect(siteTime() - BOUNDARY, "still not closed").toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const lastOpen = served.filter((s) => s.phase === "registration").at(-1)!;
  const switched = served.at(-1)!;
  const lag = (switched.siteMs - BOUNDARY) / 1000;
  console.log(
    `deadline switch, seconds from the boundary: first answer ${((served[0].siteMs - BOUNDARY) / 1000).toFixed(1)}, last "registration" ` +
      `${((lastOpen.siteMs - BOUNDARY) / 1000).toFixed(1)}, first "closed" ${lag.toFixed(1)} (${served.length} requests)`,
  );
  test.info().annotations.push({ type: "switch lag (s)", description: lag.toFixed(1) });
  expect(switched.siteMs).toBeGreaterThanOrEqual(BOUNDARY);
  expect(lag).toBeLessThan(30);
  // The other languages, which nobody asked for around the boundary, switch too (each page is its own cache entry).
  for (const path of ["/pt", "/esp"]) {
    await expect.poll(() => phaseOf(path), { timeout: 30_000, intervals: [250] }).toBe("closed");
    expect((siteTime() - BOUNDARY) / 1000, path).toBeLessThan(30);
  }
});

// Every page shows the next phase less than 30 s after the boundary (docs/decisions.md D46); each check first
// waits for its page to say closed, so the checks may run while the pages nobody asked for yet catch up.
test.describe("closed, on the same running server", () => {
  test.describe.configure({ timeout: 420_000 });
  test.beforeEach(pastTheBoundary);

  phaseSuite("closed", [
    {
      ...entriesClosed.en,
      heroStatus: "Entries closed on 28/02/2026.",
      registrations: [...registrationsClosed.en, "Team accounts stay open: create yours now and be ready for the next edition."],
    },
    {
      ...entriesClosed.pt,
      heroStatus: "As inscrições fecharam a 28/02/2026.",
      registrations: [
        ...registrationsClosed.pt,
        "As contas de equipa continuam abertas: crie já a sua e prepare-se para a próxima edição.",
      ],
    },
    {
      ...entriesClosed.esp,
      heroStatus: "Las inscripciones se cerraron el 28/02/2026.",
      registrations: [
        ...registrationsClosed.esp,
        "Las cuentas de equipo siguen abiertas: crea la tuya ya y prepárate para la próxima edición.",
      ],
    },
  ]);

  test("machine-readable (closed): tickets still in stock; lastmod is the instant entries closed", async ({ page }) => {
    await expect
      .poll(() => machineReadable(page), { timeout: 30_000 })
      .toEqual({
        eventStatus: "https://schema.org/EventScheduled",
        availability: ["https://schema.org/InStock"],
        landingLastmod: "2026-03-01T00:00:00.000Z",
        termsLastmod: "2026-03-01T00:00:00.000Z",
      });
  });
});

test("after the deadline the entries page is read-only and says so, in each language, and the database refuses a team's write", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await pastTheBoundary();
  // The demo team of the embedded backend has five boxers; the backend's cup clock follows the same SITE_CLOCK.
  const demo = {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    teamName: DEMO_ACCOUNT.teamName,
    country: DEMO_ACCOUNT.country,
  };
  await signIn(context, demo, baseURL!);
  for (const [home, closed, edit] of [
    ["", "Entries closed on 28 February 2026. This page is now read-only", "Edit"],
    ["/pt", "As inscrições fecharam a 28 de fevereiro de 2026. Esta página é agora só de leitura", "Editar"],
    ["/esp", "Las inscripciones se cerraron el 28 de febrero de 2026. Esta página es ahora de solo lectura", "Editar"],
  ] as const) {
    await page.goto(`${home}/dashboard/entries`);
    await expect(page.getByText(closed)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Tiago Moreira" })).toBeVisible();
    // No entry form: the header's Logout is a form outside main, and the team's mail settings stay open (a team's
    // mails are not an entry, docs/cup.md §15).
    await expect(page.locator("main form:not(#notifications form)")).toHaveCount(0);
    await expect(page.locator("#notifications form")).toHaveCount(1);
    await expect(page.getByRole("link", { name: new RegExp(`^${edit} `) })).toHaveCount(0);
    await expectNoAxeViolations(page, `${home || "/"} entries after the deadline`);
  }
  const client = createClient(BACKEND_URL, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  await client.auth.signInWithPassword({ email: demo.email, password: demo.password });
  const late = await client.from("entries").update({ first_name: "Late" }).eq("last_name", "Moreira");
  expect([late.status, late.error?.message]).toEqual([400, "registration_closed"]);
});
