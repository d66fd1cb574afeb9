/**
 * What proxy.ts checks in a session cookie before any call to Supabase (lib/supabase/session-check.ts): the
 * access token's signature against the project's published keys (a stand-in JWKS server here) or the HS256
 * secret where one is configured, the refresh token's form as GoTrue parses it, and when auth-js would refresh.
 */
import assert from "node:assert/strict";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { SignJWT, exportJWK, generateKeyPair, type JWK } from "jose";

const kid = randomUUID();
let jwks: JWK[] = [];
let keysAnswer: "ok" | "fail" = "fail";
let keyFetches = 0;
let server: Server;
let project: CryptoKey;
let check: typeof import("../../lib/supabase/session-check");

before(async () => {
  const pair = await generateKeyPair("ES256", { extractable: true });
  project = pair.privateKey;
  jwks = [{ ...(await exportJWK(pair.publicKey)), kid, alg: "ES256", use: "sig" }];
  server = createServer((request, response) => {
    if (request.url !== "/auth/v1/.well-known/jwks.json") return void response.writeHead(404).end();
    keyFetches++;
    if (keysAnswer === "fail") return void response.writeHead(503).end();
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ keys: jwks }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.NEXT_PUBLIC_SUPABASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  check = await import("../../lib/supabase/session-check");
});
after(() => server.close());

const claims = { sub: randomUUID(), session_id: randomUUID(), role: "authenticated", exp: Math.floor(Date.now() / 1000) - 3600 };
const sign = (header: { alg: string; kid?: string }, key: CryptoKey | Uint8Array, body: object = claims) =>
  new SignJWT({ ...body }).setProtectedHeader({ ...header, typ: "JWT" }).sign(key);

describe("the access token's signature", () => {
  it("while the project's keys cannot be fetched, nothing is known (the session is kept, not dropped)", async () => {
    assert.equal(await check.checkSignature(await sign({ alg: "ES256", kid }, project)), "unknown");
  });

  it("the project's key verifies its tokens, expired ones too; a token it did not sign is refused", async () => {
    keysAnswer = "ok";
    assert.equal(await check.checkSignature(await sign({ alg: "ES256", kid }, project)), "verified");
    const other = (await generateKeyPair("ES256")).privateKey;
    for (const token of [
      await sign({ alg: "ES256", kid }, other),
      await sign({ alg: "ES256" }, other),
      `${(await sign({ alg: "ES256", kid }, project)).split(".").slice(0, 2).join(".")}.`,
      "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
      "not-a-jwt",
      "",
    ]) {
      assert.equal(await check.checkSignature(token), "refused", token.slice(0, 40));
    }
  });

  it("a key id the cached keys lack fetches them again at most once per 30 s, however many tokens name it", async () => {
    const other = (await generateKeyPair("ES256")).privateKey;
    const before = keyFetches;
    for (let i = 0; i < 50; i++)
      assert.equal(await check.checkSignature(await sign({ alg: "ES256", kid: `made-up-${i}` }, other)), "refused");
    assert.ok(keyFetches - before <= 1, `${keyFetches - before} fetches`);
  });

  it("HS256 (legacy projects): refused unless SUPABASE_JWT_SECRET is configured, then checked against it", async () => {
    const secret = "a-project-jwt-secret-of-at-least-32-characters";
    const token = await sign({ alg: "HS256" }, new TextEncoder().encode(secret));
    assert.equal(await check.checkSignature(token), "refused");
    process.env.SUPABASE_JWT_SECRET = secret;
    try {
      assert.equal(await check.checkSignature(token), "verified");
      assert.equal(await check.checkSignature(await sign({ alg: "HS256" }, new TextEncoder().encode(`${secret}!`))), "refused");
    } finally {
      delete process.env.SUPABASE_JWT_SECRET;
    }
  });
});

/** GoTrue's v2 refresh token (internal/crypto/refresh_tokens.go), built here byte by byte. */
function v2Token(sessionId: string, { version = 0, counter = 5, corrupt = false } = {}): string {
  const varint: number[] = [];
  for (let n = counter; ; n >>>= 7) {
    if (n < 0x80) {
      varint.push(n);
      break;
    }
    varint.push((n & 0x7f) | 0x80);
  }
  const body = Buffer.concat([
    Buffer.from([version]),
    Buffer.from(sessionId.replace(/-/g, ""), "hex"),
    Buffer.from(varint),
    randomBytes(16),
  ]);
  const checksum = createHash("sha256").update(body).digest().subarray(0, 4);
  if (corrupt) checksum[0] ^= 1;
  return Buffer.concat([body, checksum]).toString("base64url");
}

describe("the refresh token's form, as GoTrue parses it before any lookup", () => {
  const session = claims.session_id;

  it("12 lower-case letters and digits (the legacy form)", async () => {
    for (const token of ["abcdefghij12", "000000000000"]) assert.equal(await check.isWellFormedRefreshToken(token, session), true, token);
    for (const token of ["ABCDEFGHIJ12", "abcdefghij1", "abcdefghij1-", "", "'; drop table"])
      assert.equal(await check.isWellFormedRefreshToken(token, session), false, token);
  });

  it("the v2 form: version 0, this session's id, a counter, a signature and a matching checksum", async () => {
    assert.equal(await check.isWellFormedRefreshToken(v2Token(session), session), true);
    assert.equal(await check.isWellFormedRefreshToken(v2Token(session, { counter: 300_000 }), session), true);
    assert.equal(await check.isWellFormedRefreshToken(v2Token(randomUUID()), session), false, "another session's token");
    assert.equal(await check.isWellFormedRefreshToken(v2Token(session, { corrupt: true }), session), false, "checksum");
    assert.equal(await check.isWellFormedRefreshToken(v2Token(session, { version: 1 }), session), false, "version");
    assert.equal(await check.isWellFormedRefreshToken(`${v2Token(session)}=`, session), false, "padding");
    assert.equal(await check.isWellFormedRefreshToken(`${v2Token(session)}AAAAAAAAAAAA`, session), false, "too long");
    assert.equal(await check.isWellFormedRefreshToken(v2Token(session).slice(0, 40), session), false, "too short");
  });
});

describe("the stored session, as @supabase/ssr writes it", () => {
  const value = (session: object) => `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
  const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

  it("is read from one cookie or from its chunks; anything auth-js would not use is no session", async () => {
    const session = { access_token: "a.b.c", refresh_token: "abcdefghij12", expires_at: 1_700_000_000, user: {} };
    const whole = value(session);
    assert.deepEqual(await check.storedSession(jar({ "sb-x-auth-token": whole }), "sb-x-auth-token"), {
      accessToken: "a.b.c",
      refreshToken: "abcdefghij12",
      expiresAt: 1_700_000_000,
    });
    const chunks = { "sb-x-auth-token.0": whole.slice(0, 20), "sb-x-auth-token.1": whole.slice(20) };
    assert.equal((await check.storedSession(jar(chunks), "sb-x-auth-token"))?.refreshToken, "abcdefghij12");
    for (const cookie of ["garbage", "base64-!!!", value({ hello: "world" }), value({ access_token: "a", refresh_token: "b" })])
      assert.equal(await check.storedSession(jar({ "sb-x-auth-token": cookie }), "sb-x-auth-token"), null, cookie);
  });

  it("auth-js refreshes it when its access token has less than 90 s left", () => {
    const now = 1_700_000_000_000;
    const at = (secondsLeft: number) => ({ accessToken: "", refreshToken: "", expiresAt: now / 1000 + secondsLeft });
    assert.equal(check.needsRefresh(at(90), now), false);
    assert.equal(check.needsRefresh(at(89.999), now), true);
    assert.equal(check.needsRefresh(at(-3600), now), true);
    assert.equal(check.needsRefresh({ accessToken: "", refreshToken: "", expiresAt: null }, now), false);
  });
});

describe("a signed-in team for the header without JavaScript (app/session/header.css)", () => {
  const cookie = (accessToken: string) =>
    `base64-${Buffer.from(JSON.stringify({ access_token: accessToken, refresh_token: "abcdefghij12", expires_at: 1 })).toString("base64url")}`;

  it("is a stored session whose token the project signed, expired or not; no cookie, a forged token or no session is not", async () => {
    keysAnswer = "ok";
    const holds = async (value: string | undefined) => check.holdsSignedSession(() => value, "sb-x-auth-token");
    assert.equal(await holds(cookie(await sign({ alg: "ES256", kid }, project))), true);
    assert.equal(await holds(cookie(await sign({ alg: "ES256", kid }, (await generateKeyPair("ES256")).privateKey))), false);
    assert.equal(await holds(undefined), false);
    assert.equal(await holds("garbage"), false);
  });
});
