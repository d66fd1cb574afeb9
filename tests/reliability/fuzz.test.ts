/**
 * Fuzz (fast-check): the form's validation rules never throw and agree with the backend, and the embedded
 * backend's request parser and router answer any method, path, header and body without a 5xx, a crash or
 * a non-JSON error.
 */
import assert from "node:assert/strict";
import { request } from "node:http";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { validateEmail as backendValidateEmail } from "../../local-supabase/auth/validation";
import { safeNextPath } from "../../lib/auth/safe-next-path";
import { COUNTRIES } from "../../lib/content/countries";
import { validateEmail } from "../../lib/validation/email";
import { validateLogin } from "../../lib/validation/login";
import { validateRegistration } from "../../lib/validation/registration";
import { validateReset } from "../../lib/validation/reset";
import { BackendProcess } from "../support/backend-process";
import { record } from "./helpers/report";
import { sized } from "./helpers/size";

const FORM_RUNS = sized(2000, 500);
const HTTP_RUNS = sized(400, 100);

/** Strings a user can paste: unicode, spaces of every kind, control characters, very long runs. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "\u00a0", "\t\n", "x".repeat(10_000)),
);

describe("form validation", () => {
  it("never throws, and lets through only what the rules allow", () => {
    fc.assert(
      fc.property(
        anyText,
        fc.oneof(fc.constantFrom(...COUNTRIES), anyText),
        anyText,
        anyText,
        anyText,
        fc.boolean(),
        (teamName, country, email, password, confirmPassword, acceptedTerms) => {
          const issue = validateRegistration({ teamName, country, email, password, confirmPassword, acceptedTerms });
          if (issue === null) {
            assert.ok(teamName.trim().length > 0 && (COUNTRIES as readonly string[]).includes(country));
            assert.ok(password === confirmPassword && password.length >= 6 && acceptedTerms);
            assert.equal(validateEmail(email), null);
          }
          validateLogin({ email, password });
          validateReset({ verified: acceptedTerms, password, confirmPassword });
        },
      ),
      { numRuns: FORM_RUNS },
    );
  });

  it("never refuses an e-mail address the backend would accept", () => {
    const emailish = fc.oneof(
      fc.emailAddress(),
      anyText,
      fc.tuple(anyText, fc.emailAddress(), anyText).map((p) => p.join("")),
    );
    fc.assert(
      fc.property(emailish, (email) => {
        if (!("error" in backendValidateEmail(email))) assert.equal(validateEmail(email), null, email);
      }),
      { numRuns: FORM_RUNS },
    );
  });

  it("refuses dot segments that collapse into a protocol-relative path (found by this fuzz pass)", () => {
    for (const value of ["/.//evil.com", "/%2e//evil.com", "/dashboard/..//evil.com", "/pt/./..//evil.com?x=1"]) {
      assert.equal(safeNextPath(value), null, value);
    }
  });

  it("turns any ?next= into a same-site path or nothing", () => {
    const nextish = fc.oneof(
      anyText,
      fc.webUrl(),
      fc.webPath(),
      fc.tuple(fc.constantFrom("/", "//", "/\\", "%2F%2F", "/%5C", "javascript:"), anyText).map((p) => p.join("")),
    );
    fc.assert(
      fc.property(nextish, (value) => {
        const safe = safeNextPath(value);
        if (safe === null) return;
        assert.ok(safe.startsWith("/") && !safe.startsWith("//") && !safe.startsWith("/\\"), safe);
        assert.equal(new URL(safe, "http://same.site").origin, "http://same.site");
      }),
      { numRuns: FORM_RUNS },
    );
  });
});

describe("backend request parser and router", () => {
  let backend: BackendProcess;
  let userToken = "";
  before(async () => {
    backend = await BackendProcess.create();
    const { data } = await backend.client().auth.signUp({
      email: "fuzz@example.com",
      password: "Gloves-secret",
      options: { data: { team_name: "Fuzz", country: "Portugal" } },
    });
    userToken = data.session?.access_token ?? "";
  });
  after(async () => backend.destroy());

  type Raw = { method: string; path: string; headers: Record<string, string>; body: Buffer };
  const send = ({ method, path, headers, body }: Raw) =>
    new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: backend.port, method, path, headers: { ...headers, "content-length": String(body.length) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers["content-type"] ?? ""),
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });

  const segment = fc.oneof(
    fc.constantFrom(
      "auth",
      "rest",
      "functions",
      "local",
      "v1",
      "signup",
      "token",
      "user",
      "logout",
      "recover",
      "verify",
      "settings",
      "admin",
      "users",
      "user_profiles",
      "countries",
      "get-user-count",
      "faults",
      "rpc",
      ".well-known",
      "jwks.json",
      "..",
      "%zz",
      "%00",
      "%2F",
      "%C3%A7",
    ),
    fc.string({ unit: "grapheme", maxLength: 12 }).map(encodeURIComponent),
  );
  const prefix = fc.constantFrom(
    "/auth/v1",
    "/rest/v1",
    "/functions/v1",
    "/local/v1",
    "",
    "/auth/v1/admin/users",
    "/rest/v1/user_profiles",
  );
  const query = fc.array(
    fc.tuple(
      fc.constantFrom(
        "select",
        "user_id",
        "team_name",
        "order",
        "limit",
        "offset",
        "grant_type",
        "redirect_to",
        "apikey",
        "or",
        "and",
        "email",
      ),
      fc.oneof(
        fc.constantFrom(
          "*",
          "eq.1",
          "in.(a,b",
          "password",
          "refresh_token",
          "pkce",
          "not.is.null",
          "team_name.desc",
          "-1",
          "ilike.*%",
          "count(*)",
          "x(y(z",
        ),
        fc.string({ maxLength: 10 }),
      ),
    ),
    { maxLength: 4 },
  );
  const raw: fc.Arbitrary<Raw> = fc.record({
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE", "TRACK", "PROPFIND", "BREW"),
    path: fc.tuple(prefix, fc.array(segment, { maxLength: 4 }), query).map(([p, segs, q]) => {
      const search = new URLSearchParams(q).toString();
      return `${p}/${segs.join("/")}${search ? `?${search}` : ""}`.replace(/^\/\//, "/");
    }),
    headers: fc
      .record(
        {
          apikey: fc.constantFrom(LOCAL_PUBLISHABLE_KEY, SECRET_KEY, LOCAL_ANON_KEY, "garbage", "sb_secret_wrong", ""),
          authorization: fc.constantFrom("Bearer garbage", "Bearer a.b.c", "Basic Zm9vOmJhcg==", "Bearer ", "USER"),
          "content-type": fc.constantFrom(
            "application/json",
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/vnd.pgrst.object+json",
            "multipart/form-data",
            "💥",
          ),
          prefer: fc.constantFrom("return=representation", "return=minimal", "count=exact", "resolution=merge-duplicates", "garbage=,,;"),
          accept: fc.constantFrom("application/json", "application/vnd.pgrst.object+json", "text/csv", "*/*", "nonsense"),
          range: fc.constantFrom("0-9", "items=5-1", "bytes=abc"),
          "content-profile": fc.constantFrom("public", "auth", "pg_catalog"),
        },
        { requiredKeys: [] },
      )
      .map((h) => Object.fromEntries(Object.entries(h).filter(([name, value]) => name !== "content-type" || /^[\x20-\x7e]*$/.test(value)))),
    body: fc.oneof(
      fc.json().map((j) => Buffer.from(j)),
      fc
        .jsonValue()
        .map((v) =>
          Buffer.from(JSON.stringify({ email: "fuzz@example.com", password: "Gloves-secret", team_name: v, user_id: v, data: v })),
        ),
      fc.string({ unit: "binary", maxLength: 200 }).map((s) => Buffer.from(s)),
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
      fc.constant(Buffer.alloc(0)),
    ),
  });

  it("refuses methods the Fetch standard forbids on a function with 405, not 500 (found by this fuzz pass)", async () => {
    // (TRACK and CONNECT never get this far: Node's HTTP parser refuses them first, with a JSON 400.)
    const res = await send({ method: "TRACE", path: "/functions/v1/get-user-count", headers: {}, body: Buffer.alloc(0) });
    assert.equal(res.status, 405);
    assert.match(res.type, /json/);
  });

  it(`answers ${HTTP_RUNS} random requests without a 5xx, a crash or a non-JSON error`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(raw, fc.boolean(), async (generated, withUserToken) => {
        const req = withUserToken ? { ...generated, headers: { ...generated.headers, authorization: `Bearer ${userToken}` } } : generated;
        const res = await send(req);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        assert.ok(res.status < 500, `${req.method} ${req.path} → ${res.status} ${res.text.slice(0, 200)}`);
        // The edge runtime's own 404 for an unknown function is plain text on hosted Supabase too (protocol §12).
        const unknownFunction = req.path.startsWith("/functions/v1") && res.status === 404 && res.text === "Function not found";
        if (res.status >= 400 && req.method !== "HEAD" && !unknownFunction) {
          assert.match(res.type, /json/, `${req.method} ${req.path} → ${res.status} ${res.type}`);
          const envelope = JSON.parse(res.text) as Record<string, unknown>;
          assert.ok(
            ["message", "msg", "error", "error_description"].some((k) => typeof envelope[k] === "string"),
            res.text.slice(0, 200),
          );
        }
      }),
      { numRuns: HTTP_RUNS },
    );
    // Still serving, and the data it holds is intact.
    const { data, error } = await backend.admin().from("user_profiles").select("team_name").eq("email", "fuzz@example.com").single();
    assert.equal(error, null);
    assert.equal(data?.team_name, "Fuzz");
    await record({
      checks: {
        "fuzz: backend HTTP": `${HTTP_RUNS} random requests, statuses ${[...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([s, k]) => `${s}×${k}`)
          .join(" ")}, no 5xx, every error JSON`,
        "fuzz: form validation": `${FORM_RUNS} runs x 3 properties (rules, e-mail agreement with the backend, ?next= sanitiser); found the "/.//evil.com" open redirect`,
        "fuzz: found in the backend": "TRACE on a function answered 500 (the Fetch Request constructor throws); now 405",
      },
    });
  });
});
