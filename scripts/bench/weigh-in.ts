/**
 * The scale's page (/desk/weigh-in/<day>, docs/cup.md §13) under Lighthouse's applied lens with the CPU calibrated to
 * the reference phone (calibration.ts), on a morning of 250 boxers, beside the empty Next page measured in the same
 * run; held to `/dashboard`'s bars (docs/quality-bars.md §3: perf ≥ 98, a11y and best practices 100, CLS 0, LCP ≤
 * floor + 500 ms, TBT ≤ floor + 30 ms) and the desk's HTML bar (100 KB gzip). `npm run bench:weigh-in [runs]`, after
 * a build at the `live` scenario's date (node --import tsx scripts/test/build-at.ts live); run.sh holds the port lock
 * and the CPU lock exclusively.
 *
 * It serves that build with a fresh embedded backend at the build's clock (Friday 27 March, 08:05: the semi-finals'
 * window is open), seeds 63 brackets of four boxers, drawn and published (their quarter-finals are byes, so all 252
 * box that morning's semi-finals), records the first 100 weigh-ins (every tenth over the limit, every twentieth
 * unfit), measures the page's two lists (still to weigh, and weighed), and stops everything it started.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { categories } from "../../lib/content/categories";
import { edition } from "../../lib/content/edition";
import { allBrackets } from "../../lib/cup/bracket-slug";
import { drawBracket } from "../../lib/cup/draw";
import { LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { limitOf } from "../../lib/weigh-in/day";
import { SECRET_KEY } from "../../local-supabase/config";
import { seedCup } from "../../tests/support/cup-seed";
import { calibrate, REFERENCE_INDEX } from "./calibration";
import { organiserCookie, served } from "./desk";
import { lighthouseMedian, type LighthouseFigures } from "./lighthouse";
import { stopAll } from "./processes";
import { startFloor, startLiveSite } from "./live-site";
import { BARS } from "./report";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, ".local/bench/weigh-in");
const LOGS = join(WORK, "logs");
const SITE = "http://localhost:3000";
const FLOOR_PORT = 3002;
/** 250 boxers in whole brackets of four: 63 brackets, 252 boxers. */
const BRACKETS = 63;
const BOXERS = BRACKETS * 4;
const WEIGHED = 100;
const runs = Number(process.argv[2] ?? 3);

/** 63 brackets of four, drawn and published, and the first 100 of their 252 boxers weighed. */
async function seedMorning(): Promise<void> {
  const service = createClient(LOCAL_SUPABASE_URL, SECRET_KEY, { auth: { persistSession: false } });
  const teams = await seedCup(LOCAL_SUPABASE_URL, { teams: 8, boxers: 0, prefix: `scale${Date.now().toString(36)}` });
  const keys = allBrackets().slice(0, BRACKETS);
  // The backend's demo boxers would join some of these brackets: withdrawn first, as tests/support/cup-seed.ts does.
  const cleared = await service.from("entries").update({ status: "withdrawn" }).eq("edition", edition.year).neq("status", "withdrawn");
  if (cleared.error) throw new Error(`withdrawing the demo entries: ${cleared.error.message}`);
  const rows = keys.flatMap((key, b) =>
    Array.from({ length: 4 }, (_, i) => ({
      edition: edition.year,
      team_id: teams[(b + i) % teams.length].id,
      first_name: `Boxer${i}`,
      last_name: `Scale ${b}`,
      sex: key.sex,
      birth_date: `${categories.find((c) => c.key === key.category)!.bornFrom}-05-0${i + 1}`,
      category: key.category,
      weight_class: key.code,
      record_book: `SCALE${b}X${i}`,
      nationality: teams[(b + i) % teams.length].country,
    })),
  );
  for (let i = 0; i < rows.length; i += 100) {
    const { error } = await service.from("entries").insert(rows.slice(i, i + 100));
    if (error) throw new Error(`entries: ${error.message}`);
  }
  const { data: entries, error } = await service
    .from("entries")
    .select("id, team_id, category, sex, weight_class")
    .like("record_book", "SCALE%");
  if (error || !entries || entries.length !== BOXERS) throw new Error(`entries read: ${error?.message ?? entries?.length}`);
  const draws = keys.map((key, b) => {
    const seed = (b + 1).toString(16).padStart(16, "0");
    const mine = entries.filter((e) => e.category === key.category && e.sex === key.sex && e.weight_class === key.code);
    const { order, slots } = drawBracket(
      mine.map((e) => ({ id: e.id, team: e.team_id })),
      seed,
    );
    return {
      edition: edition.year,
      category: key.category,
      sex: key.sex,
      weight_class: key.code,
      seed,
      drawn_order: order,
      slots,
      published: true,
    };
  });
  const drawn = await service.from("draws").insert(draws);
  if (drawn.error) throw new Error(`draws: ${drawn.error.message}`);
  const weighIns = entries.slice(0, WEIGHED).map((e, i) => {
    const limit = limitOf(`${e.category}/${e.sex}/${e.weight_class}`);
    const kg = limit === null ? 95 : i % 10 === 0 ? limit + 0.4 : limit - 0.6;
    return { entry_id: e.id, day: "semiFinals", weight_kg: kg, fit: i % 20 !== 5, idempotency_key: randomUUID() };
  });
  const weighed = await service.from("weigh_ins").insert(weighIns);
  if (weighed.error) throw new Error(`weigh-ins: ${weighed.error.message}`);
}

type Row = { page: string; figures: LighthouseFigures; slowdown: number };

const line = ({ page, figures: f, slowdown }: Row, floor?: LighthouseFigures, html?: { gzipKb: number; ms: number }) =>
  `| ${page.padEnd(36)} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.lcpMs.toFixed(0)} | ${f.tbtMs.toFixed(0)} | ${f.cls.toFixed(3)} | ${slowdown}× | ${
    floor
      ? `+${(f.lcpMs - floor.lcpMs).toFixed(0)} / ${f.tbtMs - floor.tbtMs >= 0 ? "+" : ""}${(f.tbtMs - floor.tbtMs).toFixed(0)}`
      : "(reference)"
  } | ${html ? html.gzipKb.toFixed(1) : ""} | ${html ? html.ms.toFixed(0) : ""} |`;

function misses(f: LighthouseFigures, floor: LighthouseFigures, gzipBytes: number): string[] {
  return [
    f.performance < BARS.performance && `perf<${BARS.performance}`,
    f.accessibility < 100 && "a11y<100",
    f.bestPractices < 100 && "bp<100",
    f.cls > BARS.cls && "CLS>0",
    f.lcpMs > floor.lcpMs + BARS.otherLcpOverFloorMs && `LCP>floor+${BARS.otherLcpOverFloorMs}ms`,
    f.tbtMs > floor.tbtMs + BARS.tbtOverFloorMs && `TBT>floor+${BARS.tbtOverFloorMs}ms`,
    gzipBytes > BARS.deskHtmlGzipBytes && "HTML>100KB gzip",
  ].filter((miss): miss is string => typeof miss === "string");
}

async function main() {
  const { env, stop } = await startLiveSite(WORK, LOGS);
  try {
    await seedMorning();
    const cookie = await organiserCookie(SITE);
    console.log(`seeded: ${BOXERS} boxers with a semi-final this morning, ${WEIGHED} weighed`);
    await startFloor(WORK, LOGS, env, FLOOR_PORT);
    const outDir = join(WORK, "lighthouse");
    mkdirSync(outDir, { recursive: true });
    const measure = async (page: string, url: string, label: string, withCookie: boolean): Promise<Row> => {
      const calibration = await calibrate();
      console.log(`${page}: benchmarkIndex ${calibration.samples.map((s) => s.toFixed(0)).join(", ")}, CPU ${calibration.slowdown}×`);
      const figures = await lighthouseMedian(url, runs, {
        preset: "mobile",
        lens: "applied",
        outDir,
        label,
        slowdown: calibration.slowdown,
        ...(withCookie ? { cookie } : {}),
      });
      return { page, figures, slowdown: calibration.slowdown };
    };
    const floor = await measure("empty Next page", `http://localhost:${FLOOR_PORT}/`, "floor", false);
    const pages = [
      { page: "/desk/weigh-in/semiFinals (to weigh)", path: "/desk/weigh-in/semiFinals" },
      { page: "/desk/weigh-in/semiFinals?show=done", path: "/desk/weigh-in/semiFinals?show=done" },
    ];
    console.log(`mobile, applied lens, CPU calibrated to a phone at ${REFERENCE_INDEX}; median of ${runs}`);
    const report = [
      "| page | perf | a11y | bp | LCP ms | TBT ms | CLS | CPU | over floor (LCP / TBT) | gzip KB | server ms |",
      line(floor),
    ];
    let missed = false;
    for (const [i, { page, path }] of pages.entries()) {
      const row = await measure(page, `${SITE}${path}`, `weigh-in-${i}`, true);
      const html = await served(SITE, path, cookie, 5);
      report.push(line(row, floor.figures, { gzipKb: html.gzipBytes / 1024, ms: html.medianMs }));
      const miss = misses(row.figures, floor.figures, html.gzipBytes);
      report.push(`  ${page}: ${miss.length ? `misses /dashboard's bars: ${miss.join(", ")}` : "meets /dashboard's bars"}`);
      missed ||= miss.length > 0;
    }
    console.log(report.join("\n"));
    if (missed) process.exitCode = 1;
  } finally {
    await stop();
    rmSync(join(WORK, "floor-app"), { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
