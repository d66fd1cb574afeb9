/**
 * `node --import tsx scripts/bench/trace-tasks.ts <trace.json> [--from=400] [--to=1000] [--min=10]`: the main thread's
 * tasks of a Lighthouse trace (saved by `npm run bench:ab -- … --trace`) between two times after the navigation
 * started, each with the events under it that took at least --min ms (ParseHTML with its line range, EvaluateScript
 * and FunctionCall with their URL and function, style recalculations and layouts with their element counts). It
 * names what a long task does where Lighthouse's report says only "Unattributable".
 */
import { readFileSync } from "node:fs";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; frame?: string };
};

const [file, ...flags] = process.argv.slice(2);
if (!file) throw new Error("usage: trace-tasks.ts <trace.json> [--from=400] [--to=1000] [--min=10]");
const flag = (name: string, fallback: number) => Number(flags.find((f) => f.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const [from, to, min] = [flag("from", 400), flag("to", 1000), flag("min", 10)];

const trace = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(trace) ? trace : trace.traceEvents;

// The renderer's main thread is the one that starts the document's navigation.
const navigation = events.find(
  (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame === true && e.args?.data?.documentLoaderURL,
);
if (!navigation) throw new Error("no main-frame navigationStart in the trace");
const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === "X");
const ms = (ts: number) => (ts - navigation.ts) / 1000;

/** What an event's data says about it, in a few words. */
function detail(event: TraceEvent): string {
  const data = { ...event.args?.beginData, ...event.args?.data };
  const parts = [
    data.url,
    data.functionName,
    data.startLine !== undefined && `lines ${String(data.startLine)}–${String(data.endLine ?? "")}`,
  ]
    .concat([
      data.elementCount !== undefined && `${String(data.elementCount)} elements`,
      data.dirtyObjects !== undefined && `${String(data.dirtyObjects)} dirty`,
    ])
    .concat([data.type, data.styleSheetUrl, data.stackTrace && "(script)"]);
  return parts
    .filter((part) => part !== undefined && part !== false && part !== "")
    .map(String)
    .join(" ");
}

const tasks = main
  .filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")
  .filter((task) => ms(task.ts) >= from && ms(task.ts) <= to && (task.dur ?? 0) / 1000 >= min);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  console.log(`\ntask at ${ms(task.ts).toFixed(1)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms`);
  const children = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) / 1000 >= min / 4);
  for (const child of children) {
    const depth = main.filter(
      (p) => p !== child && p !== task && p.ts <= child.ts && p.ts + (p.dur ?? 0) >= child.ts + (child.dur ?? 0) && children.includes(p),
    ).length;
    console.log(
      `${"  ".repeat(depth + 1)}${ms(child.ts).toFixed(1)} +${((child.dur ?? 0) / 1000).toFixed(1)} ${child.name} ${detail(child)}`,
    );
  }
}
