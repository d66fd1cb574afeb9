/**
 * `npm run verify-draw` against the embedded backend, as an outsider runs it: no secret in its environment, only
 * the backend's address. It passes on draws the desk's way of drawing made (lib/cup/draw.ts from the teams), and
 * names the bracket whose published draw was tampered with through the secret key (the database does not re-check
 * the placement, D57), whether its slots or its seed were changed.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, describe, it } from "node:test";
import { drawBracket } from "../../lib/cup/draw";
import { boxer, freshEdition, type Caller, type EntryHarness, type EntryRow } from "../support/entries/harness";
import { embeddedHarness } from "./helpers/entry-harness";
import { startTestBackend, type TestBackend } from "./helpers/backend";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const run = promisify(execFile);

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

/** The command as an outsider runs it: a clean environment, nothing but the address and optional bracket. */
async function verifyDraw(...args: string[]): Promise<{ code: number; out: string }> {
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test" as const };
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/verify-draw/main.ts", ...args], { cwd: ROOT, env });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe("npm run verify-draw against the embedded backend", () => {
  let h: EntryHarness;
  let service: Caller;
  let edition: number;
  const drawn: Record<string, EntryRow[]> = {};
  const key = (code: string) => ({ edition, category: "junior", sex: "F", weight_class: code });

  before(async () => {
    h = embeddedHarness(backend);
    service = h.service();
    const organiser = await h.organiser();
    const teams = [await h.team("Verify A"), await h.team("Verify B"), await h.team("Verify C"), await h.team("Verify D")];
    // Entries of an edition closed before today, entered by the service; drawn by an organiser after the deadline.
    edition = await freshEdition(h, { registrationDeadline: "2026-01-31" });
    for (const [code, n] of [
      ["46", 5],
      ["48", 3],
      ["50", 8],
      ["52", 2],
    ] as const) {
      const entries: EntryRow[] = [];
      for (let i = 0; i < n; i++) {
        const row = boxer(edition, { weight_class: code, team_id: teams[i % 4].id, first_name: `V${code}-${i}`, club: "Same club" });
        const { data, error } = await service.insert(row);
        assert.equal(error, null);
        entries.push(data!);
      }
      const seed = `00000000000000${code}`;
      const { order, slots } = drawBracket(
        entries.map((e) => ({ id: e.id, team: e.team_id })),
        seed,
      );
      assert.equal((await organiser.post("draws", { ...key(code), seed, drawn_order: order, slots })).error, null);
      // 52 kg stays unpublished: nobody outside sees it, so the command does not either.
      if (code !== "52") assert.equal((await organiser.patch("draws", key(code), { published: true })).error, null);
      drawn[code] = entries;
    }
  });

  const lineOf = (out: string, slug: string) => out.split("\n").find((l) => l.includes(` ${edition}  ${slug} `)) ?? "";

  it("passes on published draws, reading anonymously: one line per bracket, the unpublished one absent", async () => {
    const { code, out } = await verifyDraw(backend.url);
    assert.equal(code, 0, out);
    for (const slug of ["junior-women-46kg", "junior-women-48kg", "junior-women-50kg"]) assert.match(lineOf(out, slug), /^ok .*: matches$/);
    assert.equal(lineOf(out, "junior-women-52kg"), "");
    assert.match(out, /All 3 published draws follow from their seed and boxers\./);
  });

  it("fails on a tampered draw, names it, and still passes the others", async () => {
    // Two boxers swapped in the slots, the order left as drawn: a valid bracket of the right boxers, not the seed's.
    const published = (await service.read<{ edition: number; weight_class: string; slots: (string | null)[] }>("draws")).data!;
    const slots = [...published.find((d) => d.edition === edition && d.weight_class === "50")!.slots];
    [slots[0], slots[1]] = [slots[1], slots[0]];
    assert.equal((await service.patch("draws", key("50"), { slots, correction: "tampered" })).error, null);
    // Another seed written over a published draw, its order and slots kept.
    assert.equal((await service.patch("draws", key("46"), { seed: "ffffffffffffffff", correction: "tampered" })).error, null);

    const { code, out } = await verifyDraw(backend.url);
    assert.equal(code, 1, out);
    assert.match(lineOf(out, "junior-women-50kg"), /^FAIL .*the slots are not the ones the drawn order gives/);
    assert.match(lineOf(out, "junior-women-46kg"), /^FAIL .*seed ffffffffffffffff .*the drawn order is not the one the seed gives/);
    assert.match(lineOf(out, "junior-women-48kg"), /^ok /);
    assert.match(out, /2 of 3 published draws do not follow from their seed and boxers\./);
  });

  it("checks one bracket when asked, by its slug", async () => {
    const { code, out } = await verifyDraw(backend.url, "junior-women-48kg");
    assert.equal(code, 0, out);
    assert.deepEqual(
      out.split("\n").filter((l) => /^(ok|FAIL)/.test(l)),
      [lineOf(out, "junior-women-48kg")],
    );
    assert.equal((await verifyDraw(backend.url, "junior-women-52kg")).code, 1, "an unpublished bracket is not found");
  });

  it("says what it needs when the address is not a Supabase project it can read", async () => {
    const { code, out } = await verifyDraw("https://example.invalid");
    assert.equal(code, 2);
    assert.match(out, /publishable key/);
    assert.equal((await verifyDraw("not a url")).code, 2);
  });
});
