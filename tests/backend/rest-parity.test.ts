/**
 * Where the embedded REST API meets what a developer (or the app) may send beyond the app's everyday calls, it
 * answers as PostgREST 14 does, word for word (its src/PostgREST/Error.hs and the tests of its own suite; the same
 * texts since 13.0.7), or refuses by name what it does not implement (`PGRST127 Feature not implemented`):
 * docs/backend-protocol.md §11.7. And no JSON nesting, in a body or a query value, reaches its database
 * deeper than it can take.
 */
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, it } from "node:test";
import { SignJWT, generateKeyPair } from "jose";
import { JWT_SECRET, MAX_JSON_DEPTH, SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend({ log: () => {} });
  // A function PostgREST would list, made before the REST schema cache is first read (it is read once).
  await backend.database.pg.query("create function public.echo(t text) returns text language sql as 'select t'");
});
after(async () => backend.destroy());

type Body = { code: string; message: string; details: string | null; hint: string | null };
const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers: { apikey: SECRET_KEY, ...init.headers } });
async function refusal(response: Response): Promise<[number, Body]> {
  return [response.status, (await response.json()) as Body];
}
const error = (code: string, message: string, details: string | null = null): Body => ({ code, message, details, hint: null });

describe("JWT errors in PostgREST 14's words", () => {
  const asBearer = (token: string) =>
    rest("editions?select=year", { headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` } });
  const hs256 = (claims: Record<string, unknown>, secret = JWT_SECRET) =>
    new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(new TextEncoder().encode(secret));
  const now = () => Math.floor(Date.now() / 1000);
  const unsecured = `${Buffer.from('{"typ":"JWT","alg":"none"}').toString("base64url")}.${Buffer.from('{"role":"service_role"}').toString("base64url")}.`;

  it("names what is wrong with an undecodable token (401 PGRST301, WWW-Authenticate invalid_token)", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const foreignKid = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "ES256", kid: "not-this-project" })
      .sign(privateKey);
    const cases: [string, Body][] = [
      [
        await hs256({ role: "service_role" }, "another-secret-of-at-least-thirty-two-chars"),
        error("PGRST301", "No suitable key or wrong key type", "None of the keys was able to decode the JWT"),
      ],
      [foreignKid, error("PGRST301", "No suitable key or wrong key type", "No suitable key was found to decode the JWT")],
      [unsecured, error("PGRST301", "Wrong or unsupported encoding algorithm", "JWT is unsecured but expected 'alg' was not 'none'")],
      ["quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah", error("PGRST301", "JWT cryptographic operation failed")],
      ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.bm90IGFuIG9iamVjdA", error("PGRST301", "Expected 3 parts in JWT; got 2")],
      ["", error("PGRST301", "Empty JWT is sent in Authorization header")],
    ];
    for (const [token, expected] of cases) {
      const response = await asBearer(token);
      assert.deepEqual(await refusal(response), [401, expected], token.slice(0, 40));
      assert.equal(response.headers.get("www-authenticate"), `Bearer error="invalid_token", error_description="${expected.message}"`);
    }
  });

  it("checks the claims with PostgREST's 30 s of clock skew (401 PGRST303)", async () => {
    assert.deepEqual(await refusal(await asBearer(await hs256({ role: "anon", exp: now() - 40 }))), [
      401,
      error("PGRST303", "JWT expired"),
    ]);
    assert.equal((await asBearer(await hs256({ role: "service_role", exp: now() - 10 }))).status, 200, "10 s late is within the skew");
    assert.deepEqual(await refusal(await asBearer(await hs256({ role: "anon", nbf: now() + 60 }))), [
      401,
      error("PGRST303", "JWT not yet valid"),
    ]);
    assert.deepEqual(await refusal(await asBearer(await hs256({ role: "anon", exp: "soon" }))), [
      401,
      error("PGRST303", "The JWT 'exp' claim must be a number"),
    ]);
  });
});

describe("counts and ranges", () => {
  const counted = { Prefer: "count=exact" };
  let total = 0;
  before(async () => {
    total = Number((await rest("countries?select=name", { method: "HEAD", headers: counted })).headers.get("content-range")?.split("/")[1]);
    assert.ok(total > 10);
  });

  it("answers an offset past the counted rows 416 PGRST103, with the total in Content-Range", async () => {
    for (const [path, headers] of [
      [`countries?select=name&offset=${total + 1}`, counted],
      ["countries?select=name", { ...counted, Range: `${total + 5}-${total + 9}` }],
    ] as const) {
      const response = await rest(path, { headers });
      assert.equal(response.headers.get("content-range"), `*/${total}`);
      const offset = path.includes("offset") ? total + 1 : total + 5;
      assert.deepEqual(await refusal(response), [
        416,
        error("PGRST103", "Requested range not satisfiable", `An offset of ${offset} was requested, but there are only ${total} rows.`),
      ]);
    }
    // supabase-js's .range() past the end, the way a paging list would meet it.
    const paged = await backend
      .admin()
      .from("countries")
      .select("name", { count: "exact" })
      .range(total + 1, total + 10);
    assert.equal(paged.status, 416);
    assert.equal(paged.error?.code, "PGRST103");
  });

  it("answers the end itself 206 with no rows, and an uncounted read past the end 200", async () => {
    const atEnd = await rest(`countries?select=name&offset=${total}`, { headers: counted });
    assert.deepEqual([atEnd.status, atEnd.headers.get("content-range"), await atEnd.json()], [206, `*/${total}`, []]);
    const uncounted = await rest(`countries?select=name&offset=${total + 1}`);
    assert.deepEqual([uncounted.status, uncounted.headers.get("content-range"), await uncounted.json()], [200, "*/*", []]);
  });

  it("answers a Range whose end comes before its start 416 PGRST103", async () => {
    assert.deepEqual(await refusal(await rest("countries?select=name", { headers: { Range: "5-2" } })), [
      416,
      error(
        "PGRST103",
        "Requested range not satisfiable",
        "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
      ),
    ]);
  });
});

describe("request bodies", () => {
  const edition = JSON.stringify({ year: 2990, time_zone: "Europe/Lisbon" });
  const stored = async () => (await (await rest("editions?select=year&year=eq.2990")).json()) as unknown[];

  it("refuses a write whose Content-Type is not JSON, and stores nothing", async () => {
    for (const [type, expected] of [
      ["text/plain", error("PGRST102", "Content-Type not acceptable: text/plain")],
      ["text/plain; charset=utf-8", error("PGRST102", "Content-Type not acceptable: text/plain")],
      ["application/xml", error("PGRST102", "Content-Type not acceptable: application/xml")],
      ["text/csv", error("PGRST127", "Feature not implemented", "The local backend reads JSON bodies only, not text/csv")],
    ] as const) {
      for (const method of ["POST", "PATCH"]) {
        const path = method === "POST" ? "editions" : "editions?year=eq.2026";
        const response = await rest(path, { method, headers: { "Content-Type": type }, body: edition });
        assert.deepEqual(await refusal(response), [400, expected], `${method} ${type}`);
      }
    }
    assert.deepEqual(await stored(), []);
  });

  it("refuses an empty body as PostgREST does, instead of inserting a row of defaults", async () => {
    const response = await rest("editions", { method: "POST", headers: { "Content-Type": "application/json" }, body: "" });
    assert.deepEqual(await refusal(response), [400, error("PGRST102", "Empty or invalid json")]);
  });
});

describe("functions (/rpc)", () => {
  it("reports a missing function with PostgREST's message and details", async () => {
    // fetch sends a string body as text/plain unless told otherwise.
    const json = { "Content-Type": "application/json" };
    const cases: [string, RequestInit, string, string][] = [
      [
        "rpc/nope",
        { method: "POST", headers: json, body: "{}" },
        "public.nope without parameters",
        "public.nope without parameters or with a single unnamed json/jsonb parameter",
      ],
      [
        "rpc/nope",
        { method: "POST", headers: json, body: '{"b":1,"a":2}' },
        "public.nope(a, b)",
        "public.nope with parameters a, b or with a single unnamed json/jsonb parameter",
      ],
      ["rpc/nope?x=1&select=y", {}, "public.nope(x)", "public.nope with parameter x"],
      [
        "rpc/nope",
        { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" },
        "public.nope",
        "public.nope with a single unnamed text parameter",
      ],
    ];
    for (const [path, init, func, searched] of cases) {
      assert.deepEqual(await refusal(await rest(path, init)), [
        404,
        error(
          "PGRST202",
          `Could not find the function ${func} in the schema cache`,
          `Searched for the function ${searched}, but no matches were found in the schema cache.`,
        ),
      ]);
    }
    const { error: viaClient } = await backend.client().rpc("nope");
    assert.equal(
      viaClient?.details,
      "Searched for the function public.nope without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
    );
  });

  it("refuses other methods (405 PGRST101), and a function that exists by name (PGRST127)", async () => {
    assert.deepEqual(await refusal(await rest("rpc/nope", { method: "PATCH", body: "{}" })), [
      405,
      error("PGRST101", "Cannot use the PATCH method on RPC"),
    ]);
    assert.deepEqual(
      await refusal(await rest("rpc/echo", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"t":"x"}' })),
      [400, error("PGRST127", "Feature not implemented", "The local backend does not call database functions (public.echo)")],
    );
  });
});

describe("PUT", () => {
  const put = (query: string) =>
    rest(`editions${query}`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: '{"year":2026}' });
  const filters = error("PGRST105", "Filters must include all and only primary key columns with 'eq' operators");

  it("answers 405 PGRST105 unless the filters are exactly the primary key with eq", async () => {
    for (const query of [
      "",
      "?time_zone=eq.Europe/Lisbon",
      "?year=neq.2026",
      "?year=eq.2026&time_zone=eq.Europe/Lisbon",
      "?or=(year.eq.2026)",
    ]) {
      assert.deepEqual(await refusal(await put(query)), [405, filters], query);
    }
  });

  it("refuses limit and offset (PGRST114), and the upsert itself by name (PGRST127)", async () => {
    assert.deepEqual(await refusal(await put("?year=eq.2026&limit=1")), [
      400,
      error("PGRST114", "limit/offset querystring parameters are not allowed for PUT"),
    ]);
    assert.deepEqual(await refusal(await put("?year=eq.2026")), [
      400,
      error(
        "PGRST127",
        "Feature not implemented",
        "The local backend does not upsert with PUT; POST with Prefer: resolution=merge-duplicates writes the same row",
      ),
    ]);
  });
});

describe("JSON nested deeper than the database takes", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const deepBody = error(
    "PGRST102",
    "Empty or invalid json",
    `The body nests more than ${MAX_JSON_DEPTH} levels deep: the local backend refuses it before its database parses it`,
  );
  /** A raw GET, so the brackets of a long query value go on the wire as they are (under Node's 16 KB header limit). */
  const rawGet = (path: string) =>
    new Promise<[number, Body]>((resolve, reject) => {
      const { hostname, port } = new URL(backend.url);
      http
        .get({ hostname, port, path, headers: { apikey: SECRET_KEY } }, (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve([response.statusCode ?? 0, JSON.parse(text) as Body]));
        })
        .on("error", reject);
    });

  it("answers every depth of a REST body with a 400, and the database keeps answering", async () => {
    const insert = (body: string) => rest("editions", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    // At the limit the body reaches the database, which says what is wrong with the value.
    const [status, atLimit] = await refusal(await insert(`{"year":${nested(MAX_JSON_DEPTH - 1)}}`));
    assert.deepEqual([status, atLimit.code], [400, "22P02"]);
    for (const depth of [MAX_JSON_DEPTH + 1, 4_000, 20_000, 100_000]) {
      assert.deepEqual(await refusal(await insert(`{"year":${nested(depth - 1)}}`)), [400, deepBody], `a value ${depth} deep`);
      assert.deepEqual(await refusal(await insert(nested(depth))), [400, deepBody], `an array ${depth} deep`);
      assert.deepEqual(
        await refusal(await insert('{"a":'.repeat(depth) + "1" + "}".repeat(depth))),
        [400, deepBody],
        `objects ${depth} deep`,
      );
    }
    // A query value the database would parse as JSON (a jsonb column), deep enough to corrupt it: refused before.
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(await rawGet(`/rest/v1/entry_changes?select=entry_id&before=eq.${nested(7_500)}`), [
        400,
        error(
          "PGRST100",
          "failed to parse before",
          `Its value nests more than ${MAX_JSON_DEPTH} levels deep: the local backend refuses it before its database parses it`,
        ),
      ]);
    }
    assert.deepEqual(await (await rest("editions?select=year&year=eq.2026")).json(), [{ year: 2026 }]);
  });

  it("answers a deep auth body with GoTrue's bad_json, and stores no user", async () => {
    const email = uniqueEmail("deep");
    const body = `{"email":"${email}","password":"secret123","data":{"team_name":"Deep","country":"${TEAM.country}","x":${nested(100_000)}}}`;
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
      body,
    });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), {
      code: "bad_json",
      message: "Could not parse request body as JSON: invalid character '[' exceeded max depth",
    });
    const { count } = await backend.admin().from("user_profiles").select("*", { count: "exact", head: true }).eq("email", email);
    assert.equal(count, 0);
  });
});
