/**
 * The CAPTCHA path in a browser, on the hosted-style build (built with Cloudflare's always-passing test site key):
 * the /auth forms get a Turnstile token and send it with registration, sign-in and the reset mail; Supabase Auth
 * (here the embedded backend, `[auth.captcha]` on with Cloudflare's always-passing test secret) verifies it; a
 * request without one is refused and the page says so in its language.
 *
 * What stands in for what cannot be reached offline: the build's Supabase URL is answered by the embedded backend
 * (the browser's requests to it are routed there, the build's publishable key swapped for the local one), and Cloudflare's widget script by a stand-in with the same
 * `turnstile.render/reset/remove` API, which hands out the token Cloudflare's test site keys produce
 * (`XXXX.DUMMY.TOKEN.XXXX`), or none at all. In production the real widget runs its challenge and Cloudflare's
 * siteverify checks the token (docs/decisions.md D35). Called by scripts/test/hosted-build.ts.
 */
import assert from "node:assert/strict";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { startTestBackend, TEAM, uniqueEmail } from "../../tests/backend/helpers/backend";
import { chromiumPath } from "./chromium-path";

const TEST_SECRET = "1x0000000000000000000000000000000AA";
const TEST_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const PASSWORD = "Gloves-secret";

/**
 * Turnstile's browser API as the form uses it; `give` says whether the challenge ever yields a token.
 * `window.tokensGiven` counts the tokens handed out, so the steps wait for each new one as a person waits for
 * the widget's tick: the form spends a token per request and resets the widget, and a request sent in the
 * 50 ms before the next token goes out without one (and is refused, as it would be in production).
 */
const widgetStandIn = (give: boolean) => `
window.tokensGiven = 0;
window.turnstile = {
  render(box, options) {
    box.setAttribute("data-turnstile-stand-in", "");
    this.options = options;
    this.reset();
    return "stand-in";
  },
  reset() {
    if (${give}) setTimeout(() => { window.tokensGiven++; this.options.callback(${JSON.stringify(TEST_TOKEN)}); }, 50);
  },
  remove() {},
};`;

/** Waits for the widget's `n`th token: the one the next request spends. */
const tokenGiven = (page: Page, n: number) =>
  page.waitForFunction((count) => (window as { tokensGiven?: number }).tokensGiven! >= count, n);

/** The CAPTCHA token each routed auth request carried, by path (`/signup`, `/token`, `/recover`). */
type Sent = { path: string; token: string | null }[];

type Hosted = { supabaseUrl: string; publishableKey: string };

async function visitor(context: BrowserContext, hosted: Hosted, backendUrl: string, give: boolean, sent: Sent) {
  await context.route("https://challenges.cloudflare.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: widgetStandIn(give) }),
  );
  await context.route(`${hosted.supabaseUrl}/**`, async (route) => {
    const request = route.request();
    const headers: Record<string, string> = { ...request.headers(), apikey: LOCAL_PUBLISHABLE_KEY };
    if (headers.authorization === `Bearer ${hosted.publishableKey}`) headers.authorization = `Bearer ${LOCAL_PUBLISHABLE_KEY}`;
    const url = new URL(request.url());
    if (request.method() === "POST" && url.pathname.startsWith("/auth/v1/")) {
      const body = (request.postDataJSON() ?? {}) as { gotrue_meta_security?: { captcha_token?: string } };
      sent.push({ path: url.pathname.slice("/auth/v1".length), token: body.gotrue_meta_security?.captcha_token ?? null });
    }
    await route.fulfill({ response: await route.fetch({ url: request.url().replace(hosted.supabaseUrl, backendUrl), headers }) });
  });
}

/** Switches the form to registration (the last secondary button), fills it and submits it. */
async function register(page: Page, email: string) {
  await page.locator('form button[type="button"]').last().click();
  await page.locator("#auth-teamName").fill(TEAM.team_name);
  await page.locator("#auth-country").selectOption(TEAM.country);
  await page.locator("#auth-email").fill(email);
  await page.locator("#auth-password").fill(PASSWORD);
  await page.locator("#auth-confirmPassword").fill(PASSWORD);
  await page.locator("#auth-acceptedTerms").check();
  await page.locator('form button[type="submit"]').click();
}

const message = (page: Page) => page.locator("#auth-message");

export async function checkCaptchaForms(origin: string, hosted: Hosted): Promise<void> {
  const backend = await startTestBackend({
    log: () => {},
    configOverrides: [{ name: "test", toml: `[auth.captcha]\nsecret = "${TEST_SECRET}"` }],
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    // A challenge that never yields a token (not solved yet, or the widget blocked): Supabase refuses, in Spanish.
    const blocked: Sent = [];
    const spanish = await browser.newContext({ baseURL: origin, locale: "es-ES" });
    await visitor(spanish, hosted, backend.url, false, blocked);
    const refusedPage = await spanish.newPage();
    await refusedPage.goto("/esp/auth");
    const refusedEmail = uniqueEmail("captcha-refused");
    await register(refusedPage, refusedEmail);
    await refusedPage.waitForFunction(() => document.querySelector("#auth-message")?.textContent);
    assert.equal(await message(refusedPage).textContent(), "Completa la verificación de seguridad y vuelve a intentarlo.");
    assert.equal(await refusedPage.locator("[data-turnstile-stand-in]").count(), 1, "the widget was rendered");
    assert.deepEqual(blocked, [{ path: "/signup", token: null }]);
    const noAccount = await backend
      .client()
      .auth.signInWithPassword({ email: refusedEmail, password: PASSWORD, options: { captchaToken: TEST_TOKEN } });
    assert.equal(noAccount.error?.code, "invalid_credentials", "the refused registration created nothing");

    // The widget hands out Cloudflare's test token: registration, the reset mail and sign-in all carry one and pass.
    const passed: Sent = [];
    const english = await browser.newContext({ baseURL: origin, locale: "en-GB" });
    await visitor(english, hosted, backend.url, true, passed);
    const page = await english.newPage();
    await page.goto("/auth");
    const email = uniqueEmail("captcha");
    await page.locator("#auth-email").focus();
    await page.locator("[data-turnstile-stand-in]").waitFor({ state: "attached" });
    await tokenGiven(page, 1);
    await register(page, email);
    await page.getByText("Registration successful! You can now login.").waitFor();
    await page.locator("#auth-email").fill(email);
    await tokenGiven(page, 2);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByText("Password reset email sent!").waitFor();
    assert.match((await backend.mailTo(email)).Subject, /Reset your Porto Box Cup password/);
    await page.locator("#auth-password").fill(PASSWORD);
    await tokenGiven(page, 3);
    await page.locator('form button[type="submit"]').click();
    await page.getByText("Login successful!").waitFor();
    const asked = passed.filter(({ path }) => path !== "/logout");
    assert.deepEqual(
      asked.map(({ path }) => path),
      ["/signup", "/recover", "/token"],
    );
    for (const { path, token } of asked) assert.equal(token, TEST_TOKEN, `${path} carries the widget's token`);
    console.log("CAPTCHA in the browser: refused without a token (translated), registration, reset mail and sign-in with one");
  } finally {
    await browser.close();
    await backend.destroy();
  }
}
