import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { isAuthApiError } from "@supabase/supabase-js";
import { parse } from "smol-toml";
import { MIN_PASSWORD_LENGTH } from "../../lib/validation/password";
import { resolveRedirect } from "../../local-supabase/auth/redirect";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { loadProjectConfig } from "../../local-supabase/project-config";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** supabase/config.toml as `supabase config push` reads it: what hosted GoTrue will run with. */
const hosted = parse(readFileSync(path.join(ROOT, "supabase", "config.toml"), "utf8")) as {
  auth: Record<string, unknown> & { email: Record<string, unknown>; rate_limit: Record<string, unknown> };
};

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

describe("supabase/config.toml and the embedded backend agree on what the app depends on", () => {
  it("confirmations are off in both: sign-up answers a session, as 'You can now login' needs", async () => {
    assert.equal(hosted.auth.email.enable_confirmations, false);
    const settings = (await (
      await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: LOCAL_PUBLISHABLE_KEY } })
    ).json()) as Record<string, unknown>;
    assert.equal(settings.mailer_autoconfirm, true);
    assert.equal(settings.disable_signup, false);
    const { data, error } = await backend.client().auth.signUp({ email: uniqueEmail(), password: "secret123", options: { data: TEAM } });
    assert.equal(error, null);
    assert.ok(data.session);
  });

  it("the minimum password length is the form's 6, and nothing else is required", async () => {
    assert.equal(hosted.auth.minimum_password_length, 6);
    assert.equal(hosted.auth.password_requirements, "");
    assert.equal(MIN_PASSWORD_LENGTH, 6);
    const short = await backend.client().auth.signUp({ email: uniqueEmail(), password: "12345", options: { data: TEAM } });
    assert.equal(short.error?.code, "weak_password");
    assert.equal(short.error?.message, "Password should be at least 6 characters.");
    const six = await backend.client().auth.signUp({ email: uniqueEmail(), password: "abcdef", options: { data: TEAM } });
    assert.equal(six.error, null);
  });

  it("sessions last jwt_expiry (3600 s)", async () => {
    assert.equal(hosted.auth.jwt_expiry, 3600);
    const { data } = await backend.client().auth.signUp({ email: uniqueEmail(), password: "secret123", options: { data: TEAM } });
    assert.equal(data.session?.expires_in, 3600);
  });

  it("one reset mail per address per max_frequency (60 s)", async () => {
    assert.equal(hosted.auth.email.max_frequency, "60s");
    const email = uniqueEmail();
    await backend.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });
    assert.equal((await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" })).error, null);
    const again = await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" });
    assert.equal(again.error?.status, 429);
    assert.match(again.error?.message ?? "", /^For security purposes, you can only request this after (59|60) seconds\.$/);
  });

  it("in production (supabase/.env.production) mails return to portoboxcup.pt in every language, never to localhost", () => {
    assert.equal(hosted.auth.site_url, "env(SITE_URL)");
    assert.deepEqual(hosted.auth.additional_redirect_urls, ["env(ADDITIONAL_REDIRECT_URLS)"]);
    const env = Object.fromEntries(
      readFileSync(path.join(ROOT, "supabase", ".env.production"), "utf8")
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    // The push also reads supabase/.env.production.local, where the CAPTCHA's secret lives (docs/deploy.md §5).
    const { settings, overrides } = loadProjectConfig({ env: { ...env, CAPTCHA_SECRET: "0x4AAA…" } });
    assert.deepEqual(overrides, []);
    const production = { ...settings, apiUrl: "https://example.supabase.co" };
    assert.equal(production.siteUrl, "https://portoboxcup.pt");
    for (const page of ["/reset", "/pt/reset", "/esp/reset"]) {
      assert.equal(resolveRedirect(`https://portoboxcup.pt${page}`, production), `https://portoboxcup.pt${page}`);
      assert.equal(resolveRedirect(`https://www.portoboxcup.pt${page}`, production), `https://www.portoboxcup.pt${page}`);
    }
    for (const elsewhere of [
      "http://localhost:3000/reset",
      "https://portoboxcup.com/reset",
      "http://portoboxcup.pt/reset",
      "https://evil.example/reset",
    ]) {
      assert.equal(resolveRedirect(elsewhere, production), "https://portoboxcup.pt", elsewhere);
    }
  });
});

describe("the reset mail is in the language the team registered in (user_metadata.locale)", () => {
  const cases = [
    {
      locale: "pt",
      page: "/pt/reset",
      subject: "Redefinir a palavra-passe do Porto Box Cup",
      text: "Siga esta ligação para escolher uma nova palavra-passe:",
      link: "Redefinir a palavra-passe",
    },
    {
      locale: "es",
      page: "/esp/reset",
      subject: "Restablece tu contraseña de la Porto Box Cup",
      text: "Sigue este enlace para elegir una nueva contraseña:",
      link: "Restablecer la contraseña",
    },
    {
      locale: "en",
      page: "/reset",
      subject: "Reset your Porto Box Cup password",
      text: "Follow this link to choose a new password:",
      link: "Reset password",
    },
    {
      locale: undefined,
      page: "/reset",
      subject: "Reset your Porto Box Cup password",
      text: "Follow this link to choose a new password:",
      link: "Reset password",
    },
  ];
  for (const { locale, page, subject, text, link } of cases) {
    it(`locale ${locale ?? "missing"}: "${subject}"`, async () => {
      const email = uniqueEmail(locale ?? "none");
      const data = locale ? { ...TEAM, locale } : TEAM;
      await backend.client().auth.signUp({ email, password: "secret123", options: { data } });
      await backend.client().auth.resetPasswordForEmail(email, { redirectTo: `http://localhost:3000${page}` });
      const mail = await backend.mailTo(email);
      assert.equal(mail.Subject, subject);
      assert.ok(mail.HTML.includes(text), mail.HTML);
      const anchor = /<a href="([^"]+)">([^<]+)<\/a>/.exec(mail.HTML)!;
      assert.equal(anchor[2], link);
      const href = new URL(anchor[1].replace(/&amp;/g, "&"));
      assert.equal(href.origin + href.pathname, `http://localhost:3000${page}`);
      assert.match(href.searchParams.get("token_hash") ?? "", /^[0-9a-f]{56}$/);
      assert.equal(href.searchParams.get("type"), "recovery");
      assert.ok(mail.HTML.includes(`(${email})`));
    });
  }
});

/** A POST from a given loopback address, so two "visitors" can be told apart by IP. */
function postFrom(localAddress: string, url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", localAddress, headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown> }),
        );
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe("per-IP rate limits from [auth.rate_limit], lowered through the same config", () => {
  let limited: TestBackend;
  before(async () => {
    limited = await startTestBackend({
      configOverrides: [
        {
          name: "test",
          toml: '[auth.rate_limit]\nsign_in_sign_ups = 2\ntoken_refresh = 2\ntoken_verifications = 2\nemail_sent = 3\n[auth.email]\nmax_frequency = "0s"',
        },
      ],
    });
  });
  after(async () => limited.destroy());

  it("the hosted file keeps GoTrue's limits", () => {
    assert.deepEqual({ ...hosted.auth.rate_limit }, { email_sent: 30, token_refresh: 150, sign_in_sign_ups: 30, token_verifications: 30 });
  });

  it("sign-ups: the third from one IP is refused with 429 over_request_rate_limit, another IP still gets in", async () => {
    const signUp = (ip: string) =>
      postFrom(ip, `${limited.url}/auth/v1/signup`, { email: uniqueEmail(), password: "secret123", data: TEAM });
    assert.equal((await signUp("127.0.0.1")).status, 200);
    assert.equal((await signUp("127.0.0.1")).status, 200);
    const third = await signUp("127.0.0.1");
    assert.equal(third.status, 429);
    assert.deepEqual(third.body, { code: "over_request_rate_limit", message: "Request rate limit reached" });
    assert.equal((await signUp("127.0.0.2")).status, 200);
  });

  it("sign-ins (every /token grant): the third is refused, as supabase-js reports it", async () => {
    const email = uniqueEmail();
    await postFrom("127.0.0.3", `${limited.url}/auth/v1/signup`, { email, password: "secret123", data: TEAM });
    const client = () => limited.client();
    // The client's requests come from 127.0.0.1; this IP has its own bucket.
    assert.equal(
      (await postFrom("127.0.0.4", `${limited.url}/auth/v1/token?grant_type=password`, { email, password: "secret123" })).status,
      200,
    );
    assert.equal(
      (await postFrom("127.0.0.4", `${limited.url}/auth/v1/token?grant_type=password`, { email, password: "wrong" })).status,
      400,
    );
    const third = await postFrom("127.0.0.4", `${limited.url}/auth/v1/token?grant_type=password`, { email, password: "secret123" });
    assert.equal(third.status, 429);
    assert.equal(third.body.code, "over_request_rate_limit");
    const first = await client().auth.signInWithPassword({ email, password: "secret123" });
    assert.equal(first.error, null);
    await client().auth.signInWithPassword({ email, password: "secret123" });
    const limitedSignIn = await client().auth.signInWithPassword({ email, password: "secret123" });
    assert.ok(isAuthApiError(limitedSignIn.error));
    assert.equal(limitedSignIn.error.status, 429);
    assert.equal(limitedSignIn.error.code, "over_request_rate_limit");
  });

  it("verifications and reset-mail requests are limited per IP too", async () => {
    for (const [route, body] of [
      ["verify", { type: "recovery", token_hash: "0".repeat(56) }],
      ["recover", { email: uniqueEmail("nobody") }],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await postFrom("127.0.0.5", `${limited.url}/auth/v1/${route}`, body)).status);
      assert.deepEqual(statuses, route === "verify" ? [403, 403, 429] : [200, 200, 429], route);
    }
  });

  it("e-mails per hour, project-wide, count only with confirmations on (GoTrue ignores them for autoconfirm)", async () => {
    const recoveries = [];
    for (let i = 0; i < 4; i++) {
      const email = uniqueEmail();
      const ip = `127.0.1.${i + 1}`;
      await postFrom(ip, `${limited.url}/auth/v1/signup`, { email, password: "secret123", data: TEAM });
      recoveries.push((await postFrom(ip, `${limited.url}/auth/v1/recover`, { email })).status);
    }
    assert.deepEqual(recoveries, [200, 200, 200, 200], "confirmations off: no quota, as hosted GoTrue");

    const confirming = await startTestBackend({
      configOverrides: [{ name: "test", toml: "[auth.rate_limit]\nemail_sent = 3\n[auth.email]\nenable_confirmations = true" }],
    });
    try {
      const signUps = [];
      for (let i = 0; i < 4; i++)
        signUps.push(
          await postFrom(`127.0.2.${i + 1}`, `${confirming.url}/auth/v1/signup`, {
            email: uniqueEmail(),
            password: "secret123",
            data: TEAM,
          }),
        );
      assert.deepEqual(
        signUps.map((r) => r.status),
        [200, 200, 200, 429],
      );
      assert.deepEqual(signUps[3].body, { code: "over_email_send_rate_limit", message: "email rate limit exceeded" });
    } finally {
      await confirming.destroy();
    }
  });
});
