import { expect, test } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { LOCAL_SUPABASE_URL } from "../lib/supabase/keys";
import { SECRET_KEY } from "../local-supabase/config";
import { seedCup } from "../tests/support/cup-seed";
import { registerTeam, uniqueTeam } from "./helpers/team";
import { registerOrganiser, sessionCookieHeader } from "./helpers/organiser";
import { rawGet, rawRedirectChain, type RawResponse } from "./helpers/raw-http";

/**
 * The organisers' desk in every language and spelling (docs/decisions.md D53): an anonymous visitor is sent to
 * sign in, a signed-in team gets the 404 page of its language, only an organiser gets the desk, and no answer
 * is ever cacheable by a shared cache. Paths go on the wire byte for byte (node:http).
 */
const languages = [
  { prefix: "", notFound: "Page not found" },
  { prefix: "/pt", notFound: "Página não encontrada" },
  { prefix: "/esp", notFound: "Página no encontrada" },
];
const deskTitles = ["ORGANISERS&#x27; DESK", "ORGANISERS' DESK", "MESA DA ORGANIZAÇÃO", "MESA DE LA ORGANIZACIÓN"];
const spellings = [
  "desk",
  "%64esk",
  "de%73k",
  "des%6B",
  "DESK",
  "Desk",
  "desk/",
  "desk/brackets",
  "d%65sk/teams",
  "desk/log?x=1",
  "desk/entries/00000000-0000-4000-8000-000000000000",
  // The downloads: the CSV and the PDFs.
  "desk/export/entries",
  "desk/export/entries?bracket=elite/M/63.5",
  "de%73k/documents/entries-check",
  "desk/documents/weigh-in/finals",
];
const encodedPrefixes = ["/%70t/desk", "/p%74/de%73k", "/%65sp/desk", "/es%70/%64esk"];

function expectNoDesk(chain: RawResponse[]): void {
  for (const response of chain) {
    for (const title of deskTitles)
      expect(response.body, `${response.path} answered ${response.status} with the desk`).not.toContain(title);
    expect(response.cacheControl, `${response.path} cache-control`).not.toMatch(/s-maxage|public/);
  }
}

const paths = languages.flatMap(({ prefix }) => spellings.map((spelling) => `${prefix}/${spelling}`)).concat(encodedPrefixes);

test.describe("the desk for an anonymous visitor", () => {
  for (const path of paths) {
    test(`${path} ends on the sign-in page or a 404, never the desk`, async ({ baseURL }) => {
      // An RSC request for a path no page has ends in Next's not-found payload, answered 200: only its content
      // is checked. The other requests must end on the sign-in page or a 404.
      expectNoDesk(await rawRedirectChain(baseURL!, path, { rsc: "1" }));
      const visitors: Record<string, string>[] = [{}, { cookie: "sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJmb3JnZWQifQ" }];
      for (const headers of visitors) {
        const chain = await rawRedirectChain(baseURL!, path, headers);
        expectNoDesk(chain);
        const last = chain.at(-1)!;
        const signIn = last.status >= 300 && last.status < 400 && /^\/(?:pt\/|esp\/)?auth\?next=/.test(last.location ?? "");
        expect(signIn || last.status === 404, `${path} → ${last.status} ${last.location ?? ""}`).toBe(true);
      }
    });
  }
});

test.describe("the desk for a signed-in team", () => {
  let cookie = "";
  test.beforeAll(async () => {
    cookie = await sessionCookieHeader(await registerTeam(uniqueTeam()));
  });
  for (const path of paths) {
    test(`${path} answers 404, never the desk`, async ({ baseURL }) => {
      expectNoDesk(await rawRedirectChain(baseURL!, path, { cookie, rsc: "1" }));
      const chain = await rawRedirectChain(baseURL!, path, { cookie });
      expectNoDesk(chain);
      expect(chain.at(-1)!.status, `${path} → ${chain.map((r) => `${r.status} ${r.location ?? ""}`).join(" → ")}`).toBe(404);
    });
  }
  for (const { prefix, notFound } of languages) {
    test(`${prefix}/desk shows the 404 page in its language, private`, async ({ baseURL }) => {
      const response = await rawGet(baseURL!, `${prefix}/desk`, { cookie });
      expect(response.status).toBe(404);
      expect(response.body).toContain(notFound);
      expect(response.cacheControl).toBe("private, no-store");
    });
  }
});

test.describe("the desk for an organiser", () => {
  let cookie = "";
  test.beforeAll(async () => {
    cookie = await sessionCookieHeader(await registerOrganiser());
  });
  const titles: Record<string, string> = { "": "ORGANISERS&#x27; DESK", "/pt": "MESA DA ORGANIZAÇÃO", "/esp": "MESA DE LA ORGANIZACIÓN" };
  for (const { prefix } of languages) {
    for (const spelling of ["desk", "%64esk", "desk/brackets", "desk/teams", "desk/log", "desk/documents"]) {
      const path = `${prefix}/${spelling}`;
      test(`${path} is the desk in its language, private, no-store`, async ({ baseURL }) => {
        const chain = await rawRedirectChain(baseURL!, path, { cookie });
        const last = chain.at(-1)!;
        expect(last.status).toBe(200);
        expect(last.body).toContain(titles[prefix]);
        expect(last.cacheControl).toBe("private, no-store");
      });
    }
  }
});

test.describe("the desk's actions for a signed-in team", () => {
  test("replaying an organiser's withdraw form with a team's session is refused and changes nothing", async ({ baseURL }) => {
    const [team] = await seedCup(LOCAL_SUPABASE_URL, { teams: 1, boxers: 1, seed: Date.now() % 100_000, prefix: "replay" });
    const service = createClient(LOCAL_SUPABASE_URL, SECRET_KEY, { auth: { persistSession: false } });
    const { data } = await service.from("entries").select("id, status").eq("team_id", team.id).single();
    const organiserCookie = await sessionCookieHeader(await registerOrganiser());
    const page = await rawGet(baseURL!, `/desk/entries/${data!.id}`, { cookie: organiserCookie });
    const field = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(page.body)?.[1];
    expect(field, "the withdraw form's action field").toBeTruthy();

    const form = new FormData();
    form.set(field!, "");
    form.set("entry", data!.id);
    form.set("back", "/desk");
    const teamCookie = await sessionCookieHeader(await registerTeam(uniqueTeam()));
    const response = await fetch(`${baseURL}/desk/entries/${data!.id}`, {
      method: "POST",
      body: form,
      headers: { cookie: teamCookie },
      redirect: "manual",
    });
    // proxy.ts rewrites the POST to the 404 page, where Next finds no such action (it answers 409): a refusal,
    // never the action's redirect back to the desk.
    expect(response.status).toBeGreaterThanOrEqual(400);
    const after = await service.from("entries").select("status").eq("id", data!.id).single();
    expect(after.data?.status).toBe(data!.status);

    // The same request with the organiser's session does withdraw the entry: the replay itself was a valid one.
    const control = await fetch(`${baseURL}/desk/entries/${data!.id}`, {
      method: "POST",
      body: form,
      headers: { cookie: organiserCookie },
      redirect: "manual",
    });
    expect(control.status).toBe(303);
    expect((await service.from("entries").select("status").eq("id", data!.id).single()).data?.status).toBe("withdrawn");
  });
});
