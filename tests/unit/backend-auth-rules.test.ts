/**
 * The embedded backend's pure auth rules, checked the way GoTrue behaves: the redirect allow-list, e-mail
 * and password checks, and the token formats. Expected values are GoTrue's (docs/backend-protocol.md §5).
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, test } from "node:test";
import { resolveRedirect } from "../../local-supabase/auth/redirect";
import { checkPasswordStrength, validateEmail } from "../../local-supabase/auth/validation";
import type { AuthSettings } from "../../local-supabase/config";
import { loadProjectConfig } from "../../local-supabase/project-config";
import { newAuthCode, newOtp, newRefreshToken, s256, tokenHash } from "../../local-supabase/crypto/tokens";

const settings = (changes: Partial<AuthSettings> = {}): AuthSettings => ({
  apiUrl: "http://127.0.0.1:54321",
  ...loadProjectConfig({ env: {} }).settings,
  siteUrl: "https://portoboxcup.example",
  redirectAllowList: [],
  ...changes,
});

describe("redirect allow-list (GoTrue's redirect_to check)", () => {
  const SITE = "https://portoboxcup.example";

  test("no, empty or unparsable redirect gives the site URL", () => {
    for (const requested of [undefined, null, "", "not a url", "/relative/path", "http://"]) {
      assert.equal(resolveRedirect(requested, settings()), SITE, String(requested));
    }
  });

  test("only http and https are ever followed, whatever the allow-list says", () => {
    const open = settings({ redirectAllowList: ["**"] });
    for (const requested of ["javascript:alert(1)", "ftp://portoboxcup.example/reset", "data:text/html,x", "file:///etc/passwd"]) {
      assert.equal(resolveRedirect(requested, open), SITE, requested);
    }
  });

  test("the site itself, on its own scheme, host and port, is allowed with any path, query and fragment", () => {
    // What is returned (and mailed) is the parsed, re-serialised URL that was checked.
    for (const [requested, mailed] of [
      [SITE, `${SITE}/`],
      [`${SITE}/pt/reset`, `${SITE}/pt/reset`],
      [`${SITE}/reset?x=1#y`, `${SITE}/reset?x=1#y`],
      ["https://portoboxcup.example:443/reset", `${SITE}/reset`],
    ]) {
      assert.equal(resolveRedirect(requested, settings()), mailed);
    }
  });

  test("another scheme, host or port of the site is not the site", () => {
    for (const requested of [
      "http://portoboxcup.example/reset",
      "https://evil.example/reset",
      "https://portoboxcup.example.evil.example/",
      "https://portoboxcup.example:8443/reset",
      "https://sub.portoboxcup.example/",
    ]) {
      assert.equal(resolveRedirect(requested, settings()), SITE, requested);
    }
  });

  test("on a local site URL any port is the site, for localhost names only", () => {
    const local = settings({ siteUrl: "http://localhost:3000" });
    assert.equal(resolveRedirect("http://localhost:4173/esp/reset", local), "http://localhost:4173/esp/reset");
    assert.equal(resolveRedirect("https://localhost:4173/reset", local), "http://localhost:3000", "but not another scheme");
    for (const host of ["app.localhost", "0.0.0.0"]) {
      const site = settings({ siteUrl: `http://${host}:3000` });
      assert.equal(resolveRedirect(`http://${host}:9999/reset`, site), `http://${host}:9999/reset`, host);
    }
    const hosted = settings();
    assert.equal(resolveRedirect("https://portoboxcup.example:444/", hosted), SITE, "a hosted site keeps its port");
    const localhostish = settings({ siteUrl: "http://notlocalhost:3000" });
    assert.equal(resolveRedirect("http://notlocalhost:3001/", localhostish), "http://notlocalhost:3000");
  });

  test("loopback IPs are always allowed, on any port and scheme; lookalikes are not", () => {
    for (const requested of [
      "http://127.0.0.1:3000/reset",
      "https://127.1.2.3:9/x",
      "http://127.10.200.30/reset",
      "http://127.0.25.1/",
      "http://127.0.0.255/",
      "http://[::1]:8080/reset",
    ]) {
      assert.equal(resolveRedirect(requested, settings()), requested, requested);
    }
    for (const requested of ["http://127.0.0.1.evil.example/", "http://128.0.0.1/", "http://1127.0.0.1/", "http://10.127.0.0.1/"]) {
      assert.equal(resolveRedirect(requested, settings()), SITE, requested);
    }
  });

  test("allow-list globs: * stays within one part, ** spans parts, ? is one character, the rest is literal", () => {
    const list = settings({
      redirectAllowList: [
        "https://*.preview.example/**",
        "https://app.example/reset",
        "https://v?.example/*",
        "https://docs.example/a+b/(x)",
        "https://cdn.example/**/reset",
      ],
    });
    const allowed = [
      "https://pr-12.preview.example/pt/reset?token=1",
      "https://pr-12.preview.example/",
      "https://app.example/reset",
      "https://app.example/reset#fragment-is-ignored",
      "https://v2.example/reset",
      "https://docs.example/a+b/(x)",
      "https://cdn.example/pt/esp/reset",
    ];
    for (const requested of allowed) assert.equal(resolveRedirect(requested, list), requested, requested);
    const refused = [
      "https://a.b.preview.example/reset", // * does not cross a dot
      "https://preview.example/reset",
      "https://app.example/reset/more",
      "https://app.example/resets",
      "https://appXexample/reset", // the dot is literal
      "https://v22.example/reset",
      "https://v2.example/a/b", // * does not cross a slash
      "https://docs.example/aab/(x)",
      "https://docs.example/a+b/x",
      "https://evil.example/?https://app.example/reset",
      "https://cdn.example/pt/xreset", // the / after ** is literal
    ];
    for (const requested of refused) assert.equal(resolveRedirect(requested, list), SITE, requested);
  });

  test("supabase/config.toml in development (SITE_URL unset): the site on localhost, any localhost port", () => {
    const dev = { apiUrl: "http://127.0.0.1:54321", ...loadProjectConfig({ env: {} }).settings };
    assert.equal(resolveRedirect("http://localhost:3000/pt/reset", dev), "http://localhost:3000/pt/reset");
    assert.equal(resolveRedirect("http://localhost:5173", dev), "http://localhost:5173/");
    assert.equal(resolveRedirect("https://evil.example.net/reset", dev), "http://localhost:3000");
  });
});

describe("e-mail validation (GoTrue's validateEmail)", () => {
  const error = (status: number, code: string, message: string) => ({
    error: {
      status,
      headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01", "x-sb-error-code": code },
      body: JSON.stringify({ code, message }),
    },
  });

  test("a valid address is trimmed and lower-cased", () => {
    assert.deepEqual(validateEmail("  Coach.Name+tag@Example.PT "), { email: "coach.name+tag@example.pt" });
    assert.deepEqual(validateEmail("a@b"), { email: "a@b" });
    assert.deepEqual(validateEmail("a@b.c.d"), { email: "a@b.c.d" }, "one-character labels after a dot too");
    assert.deepEqual(validateEmail("o'neil!#$%&*/=?^_`{|}~-@sub-domain.example-1.com"), {
      email: "o'neil!#$%&*/=?^_`{|}~-@sub-domain.example-1.com",
    });
  });

  test("missing, blank or non-string: 400 validation_failed, an email address is required", () => {
    for (const value of [undefined, null, 42, "", "   ", {}]) {
      assert.deepEqual(validateEmail(value), error(400, "validation_failed", "An email address is required"), String(value));
    }
  });

  test("over 255 characters: too long (checked before the format)", () => {
    const long = `${"a".repeat(244)}@example.com`; // 256
    assert.deepEqual(validateEmail(long), error(400, "validation_failed", "An email address is too long"));
    assert.deepEqual(validateEmail(`${"a".repeat(243)}@example.com`), { email: `${"a".repeat(243)}@example.com` });
    assert.deepEqual(validateEmail(`${"a b".repeat(100)}@x`), error(400, "validation_failed", "An email address is too long"));
  });

  test("malformed addresses: invalid format", () => {
    const invalid = error(400, "validation_failed", "Unable to validate email address: invalid format");
    for (const value of [
      "coach",
      "coach@",
      "@example.com",
      "a b@example.com",
      "a@-example.com",
      "a@example-.com",
      "a@exa_mple.com",
      "a@example..com",
      "a@.example.com",
      "a@example.com.",
      `a@${"x".repeat(64)}.com`,
      "a@b@c",
      "xa@b c",
    ]) {
      assert.deepEqual(validateEmail(value), invalid, value);
    }
    assert.deepEqual(validateEmail(`a@${"x".repeat(63)}.com`), { email: `a@${"x".repeat(63)}.com` });
  });
});

describe("password strength (length only, as the CLI configures it)", () => {
  const six = settings({ minPasswordLength: 6 });

  test("6 to 72 characters pass; characters are counted, not UTF-16 units", () => {
    for (const password of ["123456", "x".repeat(72), "🥊".repeat(72), "🥊🥊🥊🥊🥊🥊"])
      assert.equal(checkPasswordStrength(password, six), null, password);
  });

  test("fewer than the minimum: 422 weak_password with the reason", () => {
    const weak = checkPasswordStrength("12345", six);
    assert.deepEqual(weak, {
      status: 422,
      headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01", "x-sb-error-code": "weak_password" },
      body: JSON.stringify({
        code: "weak_password",
        message: "Password should be at least 6 characters.",
        weak_password: { reasons: ["length"] },
      }),
    });
    assert.equal(checkPasswordStrength("🥊🥊🥊🥊🥊", six)?.status, 422, "five emoji are five characters");
    assert.match(String(checkPasswordStrength("1234567", settings({ minPasswordLength: 8 }))?.body), /at least 8 characters/);
  });

  test("more than 72 characters: 400 validation_failed (bcrypt's limit), checked first", () => {
    const tooLong = checkPasswordStrength("x".repeat(73), six);
    assert.equal(tooLong?.status, 400);
    assert.equal(tooLong?.body, JSON.stringify({ code: "validation_failed", message: "Password cannot be longer than 72 characters" }));
    assert.equal(checkPasswordStrength("🥊".repeat(73), six)?.status, 400);
    assert.equal(checkPasswordStrength("x".repeat(73), settings({ minPasswordLength: 100 }))?.status, 400);
  });
});

describe("tokens", () => {
  test("refresh tokens: 12 lowercase alphanumerics, different every time", () => {
    const tokens = Array.from({ length: 200 }, newRefreshToken);
    for (const token of tokens) assert.match(token, /^[a-z0-9]{12}$/);
    assert.equal(new Set(tokens).size, 200);
    // Every one of the 36 characters turns up (the alphabet is not cut short).
    assert.equal(new Set(tokens.join("")).size, 36);
  });

  test("OTPs: six digits, zero-padded", () => {
    const otps = Array.from({ length: 300 }, newOtp);
    for (const otp of otps) assert.match(otp, /^\d{6}$/);
    assert.ok(otps.some((otp) => otp.startsWith("0")) || otps.length < 300, "leading zeros are kept");
    assert.ok(new Set(otps).size > 290);
  });

  test("token hash: lowercase hex SHA-224 of e-mail + OTP (GoTrue's TokenHash)", () => {
    assert.equal(tokenHash("coach@example.com", "123456"), createHash("sha224").update("coach@example.com123456").digest("hex"));
    assert.equal(tokenHash("", ""), "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f");
    assert.match(tokenHash("a@b", "000001"), /^[0-9a-f]{56}$/);
  });

  test("auth codes: 32 hex characters, different every time", () => {
    const codes = Array.from({ length: 50 }, newAuthCode);
    for (const code of codes) assert.match(code, /^[0-9a-f]{32}$/);
    assert.equal(new Set(codes).size, 50);
  });

  test("PKCE S256: RFC 7636 appendix B's example", () => {
    assert.equal(s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"), "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });
});
