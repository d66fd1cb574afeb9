import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { JWT_SECRET, SECRET_KEY, SERVICE_ROLE_KEY } from "../local-supabase/config";

// A spec rather than a unit test: it needs the output of `next build`, which the test script runs after the
// unit tests. Everything under .next/static is sent to browsers as is, and so are the prerendered pages and
// route bodies under .next/server/app (its .js files are server code and may legitimately read secrets).
const publicOutput = [".next/static", ".next/server/app"];
const prerendered = /\.(html|rsc|body|meta|txt|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("no secret key reaches a file the browser can download", () => {
  const secrets = [
    SECRET_KEY,
    SERVICE_ROLE_KEY,
    JWT_SECRET,
    // Any secret-format key, not just the local one (supabase-js itself contains the bare prefix).
    /sb_secret_[A-Za-z0-9_-]{8,}/,
    ...[process.env.SUPABASE_SECRET_KEY, process.env.SUPABASE_SERVICE_ROLE_KEY].filter((key): key is string => !!key),
  ];
  const files = publicOutput.flatMap(filesUnder).filter((file) => file.startsWith(".next/static") || prerendered.test(file));
  // Guards against a vacuous pass (no build, wrong folder).
  expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(5);
  const leaks = files.flatMap((file) => {
    const content = readFileSync(file, "utf8");
    return secrets
      .filter((secret) => (typeof secret === "string" ? content.includes(secret) : secret.test(content)))
      .map((secret) => `${file}: ${String(secret).slice(0, 12)}…`);
  });
  expect(leaks).toEqual([]);
});
