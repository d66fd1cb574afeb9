import { expect, test } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../lib/supabase/keys";
import { SECRET_KEY } from "../local-supabase/config";
import { seedCup } from "../tests/support/cup-seed";
import { cookieHeader, sessionIn, signedInCookies } from "../tests/support/session-cookies";
import { registerTeam, uniqueTeam } from "./helpers/team";
import { registerOrganiser, sessionCookieHeader } from "./helpers/organiser";
import { rawGet, rawRedirectChain, type RawResponse } from "./helpers/raw-http";
import { BACKEND_URL } from "./helpers/local-backend";

/**
 * The organisers' desk in every language and spelling (docs/decisions.md D53): an anonymous visitor is sent to
 * sign in, a signed-in team gets the 404 page of its language, only an organiser gets the desk, and no answer
 * is ever cacheable by a shared cache; an organiser's cookie copied before a sign-out opens nothing (D63). Paths
 * go on the wire byte for byte (node:http).
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
    const [team] = await seedCup(BACKEND_URL, { teams: 1, boxers: 1, seed: Date.now() % 100_000, prefix: "replay" });
    const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
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

test.describe("the desk after its organiser signs out", () => {
  test("the cookie copied before the sign-out opens no page, download, action or REST read", async ({ baseURL }) => {
    const [team] = await seedCup(BACKEND_URL, { teams: 1, boxers: 1, seed: Date.now() % 100_000, prefix: "signed-out" });
    const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
    const { data: entry } = await service.from("entries").select("id, status").eq("team_id", team.id).single();
    const organiser = await registerOrganiser();
    const jar = await signedInCookies(BACKEND_URL, organiser.email, organiser.password);
    const cookie = cookieHeader(jar);
    const token = sessionIn(jar).access_token;
    const rest = (path: string) =>
      fetch(`${BACKEND_URL}/rest/v1/${path}`, { headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` } });

    // While the session lives, the cookie is the desk's: the teams' e-mails, the CSV, the withdraw form, every profile.
    const teams = await rawGet(baseURL!, "/desk/teams", { cookie });
    expect(teams.status).toBe(200);
    expect(teams.body).toContain(team.email);
    expect((await rawGet(baseURL!, "/desk/export/entries", { cookie })).headers["content-disposition"]).toMatch(/attachment/);
    const form = await rawGet(baseURL!, `/desk/entries/${entry!.id}`, { cookie });
    const field = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(form.body)?.[1];
    expect(field, "the withdraw form's action field").toBeTruthy();
    expect(((await (await rest("user_profiles?select=user_id")).json()) as unknown[]).length).toBeGreaterThan(1);

    // The Logout button's request (auth-js signOut, scope global); the copied cookie keeps its validly signed token.
    const logout = await fetch(`${BACKEND_URL}/auth/v1/logout?scope=global`, {
      method: "POST",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);

    for (const path of ["/desk/teams", "/pt/desk/export/entries", "/esp/desk/documents/entries-check"]) {
      const chain = await rawRedirectChain(baseURL!, path, { cookie });
      expectNoDesk(chain);
      const last = chain.at(-1)!;
      expect(last.body).not.toContain(team.email);
      expect(last.headers["content-disposition"], `${path} sent a file`).toBeUndefined();
      const signIn = last.status >= 300 && last.status < 400 && /^\/(?:pt\/|esp\/)?auth\?next=/.test(last.location ?? "");
      expect(signIn || last.status === 404, `${path} → ${last.status} ${last.location ?? ""}`).toBe(true);
    }
    const body = new FormData();
    body.set(field!, "");
    body.set("entry", entry!.id);
    body.set("back", "/desk");
    const action = await fetch(`${baseURL}/desk/entries/${entry!.id}`, { method: "POST", body, headers: { cookie }, redirect: "manual" });
    expect(action.headers.get("location") ?? "", "never the action's way back to the desk").not.toMatch(/outcome=/);
    expect((await service.from("entries").select("status").eq("id", entry!.id).single()).data?.status).toBe(entry!.status);
    // Row-level security: the same token reads the organiser's own profile and nothing else.
    const profiles = (await (await rest("user_profiles?select=user_id")).json()) as { user_id: string }[];
    expect(profiles.map((p) => p.user_id)).toEqual([sessionIn(jar).user.id]);
  });
});
