import { createClient } from "@supabase/supabase-js";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { SECRET_KEY } from "../local-supabase/config";
import { EN, fillRegistration, logInThroughUi, newTeam, registerThroughUi, status } from "./helpers/auth-ui";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";
import { BACKEND_URL } from "./helpers/local-backend";

/** Bad input through the real pages: a clear message, nothing stored that should not be, text shown as text. */

/** Fails the test if any script the input smuggled in ever runs. */
async function watchForInjection(page: Page): Promise<() => Promise<void>> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  };
}

async function cookieSession(context: BrowserContext): Promise<{ name: string; session: Record<string, unknown> }> {
  const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith("-auth-token"));
  return { name: cookie.name, session: JSON.parse(Buffer.from(cookie.value.replace(/^base64-/, ""), "base64url").toString("utf8")) };
}

const asCookie = (session: Record<string, unknown>) => `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;

test.describe("team names", () => {
  const names = [
    "<script>window.__pwned = 1</script>",
    `<img src=x onerror="window.__pwned = 2; alert(2)">`,
    "Boxe 🥊 Clube 🇵🇹",
    "نادي الملاكمة",
    "Robert'); DROP TABLE user_profiles;--",
  ];
  for (const teamName of names) {
    test(`${JSON.stringify(teamName)} is shown on the portal as literal text`, async ({ page, context, baseURL }) => {
      const team = await registerTeam(uniqueTeam({ teamName }));
      await signIn(context, team, baseURL!);
      const noInjection = await watchForInjection(page);
      await page.goto("/dashboard");
      await expect(page.getByText(teamName, { exact: true })).toBeVisible();
      await expect(page.locator("img[src=x]")).toHaveCount(0);
      await noInjection();
    });
  }

  test("an HTML team name typed in the form registers trimmed and logs in to a portal that shows it as text", async ({ page }) => {
    const noInjection = await watchForInjection(page);
    const team = { ...newTeam(), teamName: `  <b onmouseover="alert(1)">Bold</b> ${Date.now()}  ` };
    await registerThroughUi(page, team);
    await logInThroughUi(page, team.email, team.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(team.teamName.trim(), { exact: true })).toBeVisible();
    await noInjection();
  });

  test("blank and oversized names get a message or are capped, and nothing is sent for a blank one", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => request.url().startsWith(BACKEND_URL) && sent.push(request.url()));
    await page.goto("/auth");
    await page.getByRole("button", { name: EN.toRegister }).click();
    await fillRegistration(page, { ...newTeam(), teamName: "     " });
    await page.getByRole("button", { name: EN.register, exact: true }).click();
    await expect(status(page)).toHaveText("Team name is required.");
    expect(sent.filter((url) => url.includes("/signup"))).toEqual([]);
    // 10,000 pasted characters: the field keeps the 80 the database accepts.
    await page.getByLabel(EN.teamName).fill("x".repeat(10_000));
    expect((await page.getByLabel(EN.teamName).inputValue()).length).toBeLessThanOrEqual(80);
  });
});

test.describe("e-mails and passwords in the form", () => {
  const tryRegister = async (page: Page, changes: { email?: string; password?: string }) => {
    const team = { ...newTeam(), ...changes };
    await page.goto("/auth");
    await page.getByRole("button", { name: EN.toRegister }).click();
    await fillRegistration(page, team);
    await page.getByRole("button", { name: EN.register, exact: true }).click();
  };

  test("malformed e-mails get the translated validation message", async ({ page }) => {
    for (const email of ["no-at-sign", "a@", "two words@example.com", "ação@example.com"]) {
      await tryRegister(page, { email });
      await expect(status(page), email).toHaveText("Please enter a valid email address.");
    }
  });

  test("a 10,000-character e-mail or password gets the backend's message as received", async ({ page }) => {
    await tryRegister(page, { email: `${"a".repeat(10_000)}@example.test` });
    await expect(status(page)).toHaveText("An email address is too long");
    await tryRegister(page, { password: "p".repeat(10_000) });
    await expect(status(page)).toHaveText("Password cannot be longer than 72 characters");
  });

  test("an e-mail typed with spaces and capitals registers, and the team logs in with it", async ({ page }) => {
    const team = newTeam();
    await registerThroughUi(page, { ...team, email: `  ${team.email.toUpperCase()}  ` });
    await logInThroughUi(page, ` ${team.email} `, team.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("session cookies", () => {
  test("garbage, truncated, foreign, expired and deleted-user cookies are 'signed out', never a 500", async ({
    page,
    context,
    baseURL,
  }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    const { name, session } = await cookieSession(context);
    const [head, body] = String(session.access_token).split(".");
    const past = Math.floor(Date.now() / 1000) - 60;
    const cases: Record<string, string> = {
      garbage: "garbage",
      "base64 garbage": "base64-%%%",
      truncated: asCookie(session).slice(0, 40),
      "another key's signature": asCookie({
        ...session,
        access_token: `${head}.${body}.${Buffer.from("x".repeat(64)).toString("base64url")}`,
      }),
      "expired with a dead refresh token": asCookie({ ...session, expires_at: past, refresh_token: "zzzzzzzzzzzz" }),
    };
    for (const [label, value] of Object.entries(cases)) {
      await context.clearCookies();
      await context.addCookies([{ name, value, url: baseURL! }]);
      const response = await page.goto("/dashboard");
      expect(response?.status(), label).toBe(200);
      await expect(page, label).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    }

    // A deleted account: its next refresh finds no session, so the portal sends it to /auth.
    const gone = await registerTeam(uniqueTeam());
    await context.clearCookies();
    await signIn(context, gone, baseURL!);
    const { session: goneSession } = await cookieSession(context);
    const admin = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
    expect((await admin.auth.admin.deleteUser((goneSession.user as { id: string }).id)).error).toBeNull();
    await context.addCookies([{ name, value: asCookie({ ...goneSession, expires_at: past }), url: baseURL! }]);
    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });
});
