import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, it } from "node:test";
import { hostedBuildProblems, isHostedBuild } from "../../lib/build/hosted-env";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";

// A production build for a hosted Supabase project stops when the site URL or the publishable key is missing
// or malformed (docs/deploy.md §7): these values are baked into every page, and nothing else would notice.
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const HOSTED = {
  NEXT_PUBLIC_SUPABASE_URL: "https://abcdefghijklmnopqrst.supabase.co",
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_AbCdEf0123456789_xyz",
  NEXT_PUBLIC_SITE_URL: "https://portoboxcup.pt",
};
const anonJwt = (role: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ iss: "supabase", role })).toString("base64url")}.c2lnbmF0dXJl`;

describe("which builds are for a hosted project", () => {
  it("none configured, or the embedded backend's loopback address: local, nothing is required", () => {
    assert.equal(isHostedBuild({}), false);
    assert.equal(isHostedBuild({ NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321" }), false);
    assert.equal(isHostedBuild({ NEXT_PUBLIC_SUPABASE_URL: "http://localhost:54321" }), false);
    assert.deepEqual(hostedBuildProblems({ NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321" }), []);
  });

  it("a complete hosted configuration builds, with a trailing slash on the site URL or a legacy anon JWT", () => {
    assert.deepEqual(hostedBuildProblems(HOSTED), []);
    assert.deepEqual(hostedBuildProblems({ ...HOSTED, NEXT_PUBLIC_SITE_URL: "https://portoboxcup.pt/" }), []);
    const legacy = { ...HOSTED, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: undefined, NEXT_PUBLIC_SUPABASE_ANON_KEY: anonJwt("anon") };
    assert.deepEqual(hostedBuildProblems(legacy), []);
  });
});

describe("a hosted build is refused, naming the variable and the fix", () => {
  const problems = (env: Record<string, string | undefined>) => hostedBuildProblems({ ...HOSTED, ...env });
  const cases: [string, Record<string, string | undefined>, RegExp][] = [
    ["no site URL", { NEXT_PUBLIC_SITE_URL: undefined }, /^NEXT_PUBLIC_SITE_URL is not set: .*http:\/\/localhost:3000/],
    ["an empty site URL", { NEXT_PUBLIC_SITE_URL: "" }, /^NEXT_PUBLIC_SITE_URL is not set/],
    ["a site URL without a scheme", { NEXT_PUBLIC_SITE_URL: "portoboxcup.pt" }, /^NEXT_PUBLIC_SITE_URL="portoboxcup.pt" is not an address/],
    ["an http site URL", { NEXT_PUBLIC_SITE_URL: "http://portoboxcup.pt" }, /is not https/],
    ["a localhost site URL", { NEXT_PUBLIC_SITE_URL: "https://localhost:3000" }, /names this computer/],
    ["a site URL with a path", { NEXT_PUBLIC_SITE_URL: "https://portoboxcup.pt/pt" }, /has more than an origin/],
    ["a quoted site URL", { NEXT_PUBLIC_SITE_URL: '"https://portoboxcup.pt"' }, /spaces or quotes/],
    ["no publishable key", { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: undefined }, /^NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is not set/],
    ["a secret key", { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_secret_AbCdEf0123456789" }, /is a secret key .*rotate the secret key/],
    ["the local key", { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY }, /embedded backend's public local key/],
    ["a truncated key", { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_Ab" }, /is not a publishable key/],
    [
      "a key with a trailing space",
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: `${HOSTED.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY} ` },
      /is not a publishable key/,
    ],
    [
      "a service_role JWT in the anon variable",
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: undefined, NEXT_PUBLIC_SUPABASE_ANON_KEY: anonJwt("service_role") },
      /^NEXT_PUBLIC_SUPABASE_ANON_KEY is not a publishable key/,
    ],
    [
      "an http Supabase URL",
      { NEXT_PUBLIC_SUPABASE_URL: "http://abcdefghijklmnopqrst.supabase.co" },
      /^NEXT_PUBLIC_SUPABASE_URL=.* is not https/,
    ],
    [
      "a Supabase URL with /rest/v1",
      { NEXT_PUBLIC_SUPABASE_URL: "https://abcdefghijklmnopqrst.supabase.co/rest/v1" },
      /more than an origin/,
    ],
  ];
  for (const [label, env, expected] of cases) {
    it(label, () => {
      const found = problems(env);
      assert.equal(found.length, 1, found.join("\n"));
      assert.match(found[0], expected);
    });
  }

  it("the embedded backend's legacy anon JWT, though well formed, is refused like its publishable key", () => {
    const [found] = problems({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: undefined, NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY });
    assert.match(found, /^NEXT_PUBLIC_SUPABASE_ANON_KEY is the embedded backend's public local key/);
  });
});

it("next build stops in next.config.ts, before building anything, and says why", () => {
  const started = performance.now();
  const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_PUBLIC_SUPABASE_URL: HOSTED.NEXT_PUBLIC_SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: HOSTED.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
      NEXT_PUBLIC_SITE_URL: "",
    },
  });
  assert.equal(build.status, 1, build.stdout + build.stderr);
  assert.match(
    build.stderr + build.stdout,
    /This production build is for the hosted Supabase project https:\/\/abcdefghijklmnopqrst\.supabase\.co/,
  );
  assert.match(build.stderr + build.stdout, /NEXT_PUBLIC_SITE_URL is not set/);
  assert.ok(performance.now() - started < 20_000, "the build got past its configuration");
});
