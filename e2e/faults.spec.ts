import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { EN, fillRegistration, newTeam, status } from "./helpers/auth-ui";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";
import { BACKEND_URL } from "./helpers/local-backend";

/**
 * Backend down or unreachable, seen from the browser: every call the page makes to the Supabase API is
 * refused at the network level (or never answered), exactly what a hall with no connectivity to the
 * backend looks like. The server-side half (proxy.ts with a stopped backend) is in tests/reliability.
 */
type Messages = { Auth: Record<string, string>; Reset: Record<string, string> };
const messages = (file: string) => JSON.parse(readFileSync(`messages/${file}.json`, "utf8")) as Messages;
const LANGUAGES = [
  { prefix: "", messages: messages("en") },
  { prefix: "/pt", messages: messages("pt") },
  { prefix: "/esp", messages: messages("esp") },
];

const backendDown = (page: Page) => page.route(`${BACKEND_URL}/**`, (route) => route.abort("connectionrefused"));
/** Requests that are accepted and never answered: the form's own 15 s timeout must end the wait. */
const backendHangs = (page: Page) => page.route(`${BACKEND_URL}/**`, () => undefined);

test.describe("backend unreachable from the browser", () => {
  for (const { prefix, messages: m } of LANGUAGES) {
    test(`every public page still renders${prefix ? ` (${prefix})` : ""}, and the live count says Indisponível`, async ({ page }) => {
      await backendDown(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const path of ["/", "/terms&conditions", "/gallery-view/2024", "/gallery-view/2025", "/auth", "/reset"]) {
        const response = await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      }
      await page.goto(prefix || "/");
      await expect(page.locator("#stats [aria-live]")).toHaveText("Indisponível");
      expect(errors).toEqual([]);
      // /reset without a link asks the backend nothing it cannot answer: it says the link is missing.
      await page.goto(`${prefix}/reset`);
      await expect(page.getByText(m.Reset.invalidToken)).toBeVisible();
    });

    test(`login, register, forgot and reset end in a translated error${prefix ? ` (${prefix})` : ""}`, async ({ page }) => {
      await backendDown(page);
      const team = newTeam();
      const labels = { email: m.Auth.email, password: m.Auth.password };
      await page.goto(`${prefix}/auth`);

      await page.getByLabel(labels.email).fill(team.email);
      await page.getByLabel(labels.password, { exact: true }).fill(team.password);
      await page.getByRole("button", { name: m.Auth.login, exact: true }).click();
      await expect(status(page)).toHaveText(m.Auth.genericError);
      await expect(page.getByRole("button", { name: m.Auth.login, exact: true })).toBeEnabled();

      await page.getByRole("button", { name: m.Auth.forgotPassword }).click();
      await expect(status(page)).toHaveText(m.Auth.genericError);
      await expect(page.getByLabel(labels.email)).toBeEnabled();

      if (!prefix) {
        await page.getByRole("button", { name: EN.toRegister }).click();
        await fillRegistration(page, team);
        await page.getByRole("button", { name: EN.register, exact: true }).click();
        await expect(status(page)).toHaveText(m.Auth.genericError);
        // Nothing was lost from the form: the team can press Register again when the backend is back.
        await expect(page.getByLabel(EN.teamName)).toHaveValue(team.teamName);
        await expect(page.getByRole("button", { name: EN.register, exact: true })).toBeEnabled();
      }

      await page.goto(`${prefix}/reset?token_hash=pkce_0123456789abcdef&type=recovery`);
      await expect(page.getByText(m.Reset.verificationFailed)).toBeVisible();
    });
  }

  test("a signed-in team whose password update cannot reach the backend gets the generic error", async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    await page.goto("/reset");
    const { Reset } = messages("en");
    await expect(page.getByLabel(Reset.newPassword, { exact: true })).toBeVisible();
    await backendDown(page);
    await page.getByLabel(Reset.newPassword, { exact: true }).fill("a-new-password");
    await page.getByLabel(Reset.confirmPassword).fill("a-new-password");
    await page.getByRole("button", { name: Reset.submit }).click();
    await expect(page.getByText(Reset.genericError)).toBeVisible();
    await expect(page.getByRole("button", { name: Reset.submit })).toBeEnabled();
  });

  test("a backend that never answers ends in the generic error, not an endless spinner", async ({ page }) => {
    test.setTimeout(90_000);
    await backendHangs(page);
    await page.goto("/auth");
    await page.getByLabel("Email").fill("hung@example.test");
    await page.getByLabel("Password", { exact: true }).fill("whatever-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("button", { name: "Loading..." })).toBeVisible();
    await expect(status(page)).toHaveText("An error occurred. Please try again.", { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
  });
});

test.describe("the portal when the session cannot be checked", () => {
  for (const { prefix, messages: m } of LANGUAGES) {
    test(`/auth?reason=unavailable explains why the visitor is there${prefix ? ` (${prefix})` : ""}`, async ({ page }) => {
      const response = await page.goto(`${prefix}/auth?next=${encodeURIComponent(`${prefix}/dashboard`)}&reason=unavailable`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(m.Auth.backendUnavailable)).toBeVisible();
    });
  }

  test("a plain visit to /auth shows no such notice", async ({ page }) => {
    await page.goto("/auth?next=%2Fdashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(messages("en").Auth.backendUnavailable)).toHaveCount(0);
  });
});

test.describe("expired access token, valid refresh token", () => {
  test("the next /dashboard request refreshes silently and sends the new tokens", async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    // @supabase/ssr decides by the session's expires_at: mark it expired, as an hour-old cookie would be.
    const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith("-auth-token"));
    const session = JSON.parse(Buffer.from(cookie.value.replace(/^base64-/, ""), "base64url").toString("utf8")) as Record<string, unknown>;
    const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
    await context.addCookies([{ ...cookie, value: `base64-${Buffer.from(JSON.stringify(expired)).toString("base64url")}` }]);

    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(team.teamName)).toBeVisible();
    const setCookie = (await response!.headerValue("set-cookie")) ?? "";
    expect(setCookie).toContain(`${cookie.name}=`);
    const [after] = (await context.cookies()).filter((c) => c.name === cookie.name);
    const refreshed = JSON.parse(Buffer.from(after.value.replace(/^base64-/, ""), "base64url").toString("utf8")) as Record<string, unknown>;
    expect(refreshed.refresh_token).not.toBe(session.refresh_token);
    expect(Number(refreshed.expires_at)).toBeGreaterThan(Date.now() / 1000);
  });
});
