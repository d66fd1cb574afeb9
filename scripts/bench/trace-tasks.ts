/**
 * What a page's main thread does, from the Lighthouse traces `npm run bench:ab -- … --trace` keeps, where Lighthouse's
 * report says only "Unattributable":
 * - `trace-tasks.ts <trace.json> [--from=400] [--to=1000] [--min=10]`: the tasks between two times after the
 *   navigation started, each with the events under it that took at least --min/4 ms (ParseHTML with its lines,
 *   EvaluateScript and FunctionCall with their URL and function, style and layout with their element counts);
 * - `trace-tasks.ts --summary <trace.json>…`: per trace, whether the page loaded in a fresh renderer process (a new
 *   browsing context group: Chromium swaps it when a response's Cross-Origin-Opener-Policy differs from
 *   about:blank's), the navigation's commit task, and the first style-and-layout task with its layout objects.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
};

type Loaded = { events: TraceEvent[]; navigation: TraceEvent; main: TraceEvent[] };

function load(file: string): Loaded {
  const trace = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  // The renderer's main thread is the one that starts the document's navigation.
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame === true && e.args?.data?.documentLoaderURL,
  );
  if (!navigation) throw new Error(`${file}: no main-frame navigationStart`);
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === "X");
  return { events, navigation, main };
}

const duration = (event: TraceEvent) => (event.dur ?? 0) / 1000;
const within = (outer: TraceEvent, inner: TraceEvent) => outer.ts <= inner.ts && outer.ts + (outer.dur ?? 0) >= inner.ts + (inner.dur ?? 0);
const isTask = (event: TraceEvent) => event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask";

/** What an event's data says about it, in a few words. */
function detail(event: TraceEvent): string {
  const data = { ...event.args?.beginData, ...event.args?.data };
  const lines = data.startLine !== undefined && `lines ${String(data.startLine)}–${String(data.endLine ?? "")}`;
  const counts = [
    data.elementCount !== undefined && `${String(data.elementCount)} elements`,
    data.dirtyObjects !== undefined && `${String(data.dirtyObjects)} dirty`,
  ];
  return [data.url, data.functionName, lines, ...counts, data.type]
    .filter((part) => part !== undefined && part !== false && part !== "")
    .map(String)
    .join(" ");
}

function tasks(file: string, from: number, to: number, min: number) {
  const { navigation, main } = load(file);
  const ms = (ts: number) => (ts - navigation.ts) / 1000;
  for (const task of main.filter((e) => isTask(e) && ms(e.ts) >= from && ms(e.ts) <= to && duration(e) >= min)) {
    console.log(`\ntask at ${ms(task.ts).toFixed(1)} ms, ${duration(task).toFixed(1)} ms`);
    const children = main.filter((e) => e !== task && within(task, e) && duration(e) >= min / 4);
    for (const child of children) {
      const depth = children.filter((parent) => parent !== child && within(parent, child)).length;
      console.log(`${"  ".repeat(depth + 1)}${ms(child.ts).toFixed(1)} +${duration(child).toFixed(1)} ${child.name} ${detail(child)}`);
    }
  }
}

function summary(file: string): string {
  const { events, navigation, main } = load(file);
  const taskOf = (event: TraceEvent | undefined) => (event ? main.find((e) => isTask(e) && within(e, event)) : undefined);
  // A fresh renderer: the page's frame was created in its process for this navigation (Lighthouse's about:blank
  // lives in another one).
  const fresh = events.some((e) => e.name === "FrameLoader:created" && e.pid === navigation.pid);
  const url = navigation.args?.data?.documentLoaderURL;
  const parse = main.find((e) => e.name === "ParseHTML" && e.ts >= navigation.ts && e.args?.beginData?.url === url);
  // The commit may take two tasks in a fresh renderer (the initial empty document's, then the page's), both before
  // the page's HTML is parsed (the frames the service worker's precaching commits later are not the page's).
  const commits = main.filter((e) => e.name === "DocumentLoader::CommitNavigation" && e.ts >= navigation.ts && (!parse || e.ts < parse.ts));
  const commitTasks = [...new Set(commits.map(taskOf))].filter((task) => task !== undefined);
  const commitMs = commitTasks.reduce((sum, task) => sum + duration(task), 0);
  // The page's first layout, not the initial empty document's: the first after its HTML began to be parsed.
  const layout = parse && main.find((e) => e.name === "Layout" && e.ts >= parse.ts);
  const objects = layout?.args?.beginData?.totalObjects;
  const first = taskOf(layout);
  const at = (event: TraceEvent | undefined) => (event ? `${((event.ts - navigation.ts) / 1000).toFixed(0)}` : "-");
  return [
    basename(file).replace(/-0\.trace\.json$/, ""),
    fresh ? "fresh" : "reused",
    commitTasks.length
      ? `${commitMs.toFixed(0)} ms at ${at(commitTasks[0])} (${commitTasks.length} task${commitTasks.length > 1 ? "s" : ""})`
      : "-",
    first ? `${duration(first).toFixed(0)} ms at ${at(first)} (${String(objects)} objects)` : "-",
  ].join(" | ");
}

const args = process.argv.slice(2);
if (args[0] === "--summary") {
  console.log("trace | renderer | commit task | first style-and-layout task");
  for (const file of args.slice(1)) console.log(summary(file));
} else {
  const [file, ...flags] = args;
  if (!file) throw new Error("usage: trace-tasks.ts <trace.json> [--from=400] [--to=1000] [--min=10] | --summary <trace.json>…");
  const flag = (name: string, fallback: number) => Number(flags.find((f) => f.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  tasks(file, flag("from", 400), flag("to", 1000), flag("min", 10));
}
