/**
 * The desk's bulk step at the cup's scale, timed the way an organiser without JavaScript meets it: the draw's index
 * page, its bulk form posted (every undrawn bracket of the edition, one request per bracket behind it), the review
 * page of every draw, its publish form posted with every draw ticked, and the results CSV. Each form is posted as
 * the browser posts it: the form's own hidden fields (the server action's id), its choices, multipart.
 */

type Timed = { label: string; ms: number; bytes: number; note: string };

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The form of `html` that holds `marker`, as the browser would post it (hidden fields, selects' first options, ticked boxes). */
function formData(html: string, marker: RegExp): FormData {
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => marker.test(f));
  if (!form) throw new Error(`no form with ${marker}`);
  const data = new FormData();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1];
    if (!name) continue;
    const type = /\stype="([^"]*)"/.exec(input)?.[1] ?? "text";
    if (type === "checkbox" && !/\schecked(=|\s|\/|>)/.test(input)) continue;
    data.append(decode(name), decode(/\svalue="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  for (const [, name] of form.matchAll(/<select\b[^>]*\sname="([^"]*)"/g)) data.append(name, "");
  return data;
}

async function timed(
  label: string,
  request: () => Promise<Response>,
  note = "",
): Promise<{ result: Timed; response: Response; body: string }> {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { result: { label, ms: performance.now() - started, bytes: body.length, note }, response, body };
}

/** Draws and publishes every bracket of the edition through the desk's bulk step; one line per request. */
export async function timeBulkStep(site: string, cookie: string): Promise<Timed[]> {
  const headers = { Cookie: cookie };
  const get = (path: string) => fetch(`${site}${path}`, { headers });
  const post = (path: string, data: FormData) => fetch(`${site}${path}`, { method: "POST", headers, body: data, redirect: "manual" });
  const lines: Timed[] = [];

  const index = await timed("/desk/draw (index, bulk form)", () => get("/desk/draw"));
  lines.push(index.result);
  const drawn = await timed("bulk draw: POST, every undrawn bracket", () => post("/desk/draw", formData(index.body, /name="category"/)));
  const review = drawn.response.headers.get("location");
  if (drawn.response.status !== 303 || !review) throw new Error(`the bulk draw answered ${drawn.response.status}`);
  lines.push({ ...drawn.result, note: decodeURIComponent(new URL(review, site).searchParams.get("drawn") ?? "?") + " brackets drawn" });

  const page = await timed("/desk/draw/review (every draw)", () => get(new URL(review, site).pathname + new URL(review, site).search));
  const ticked = (page.body.match(/name="publish"/g) ?? []).length;
  lines.push({ ...page.result, note: `${ticked} draws to review` });
  const published = await timed("publish: POST, every draw ticked", () => post("/desk/draw/review", formData(page.body, /name="publish"/)));
  const after = published.response.headers.get("location");
  if (published.response.status !== 303 || !after) throw new Error(`the publication answered ${published.response.status}`);
  lines.push({ ...published.result, note: `${new URL(after, site).searchParams.get("published") ?? "?"} published` });

  lines.push((await timed("/desk/export/results (CSV)", () => get("/desk/export/results"))).result);
  return lines;
}
