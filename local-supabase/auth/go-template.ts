/**
 * The part of Go's html/template that supabase/templates/* and the subjects in supabase/config.toml use, with
 * GoTrue's semantics, so the mail a test reads is the mail hosted GoTrue sends from the same files:
 *   {{ .Name }}, {{ .Data.key }}                      values, escaped for where they stand (below)
 *   {{ if COND }} … {{ else if COND }} … {{ else }} … {{ end }}
 *   COND: `.Path` (true unless empty/missing) or `eq .Path "literal"` (a missing value is unequal, as in Go)
 * Escaping as html/template does it: HTML text → htmlEscaper; inside href/src="…" at the start of the URL →
 * scheme filter + urlNormalizer; later in the URL's query → urlEscaper; then the attribute's HTML escaping.
 * Anything else in `{{ }}` is an error, so a template this cannot render fails the tests instead of sending
 * something hosted GoTrue would not.
 */

export type TemplateData = Record<string, unknown>;

type Node =
  { kind: "text"; text: string } | { kind: "value"; path: string[] } | { kind: "if"; branches: { cond: Cond | null; body: Node[] }[] };
type Cond = { path: string[]; equals?: string };

const ACTION = /\{\{\s*(.*?)\s*\}\}/gs;

function parsePath(expr: string): string[] {
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expr)) throw new Error(`unsupported template expression: ${expr}`);
  return expr.slice(1).split(".");
}

function parseCond(expr: string): Cond {
  const eq = /^eq\s+(\S+)\s+"((?:[^"\\]|\\.)*)"$/.exec(expr);
  if (eq) return { path: parsePath(eq[1]), equals: JSON.parse(`"${eq[2]}"`) as string };
  return { path: parsePath(expr) };
}

function parse(source: string): Node[] {
  const root: Node[] = [];
  const stack: { branches: { cond: Cond | null; body: Node[] }[] }[] = [];
  const current = () => (stack.length ? stack[stack.length - 1].branches.at(-1)!.body : root);
  let last = 0;
  for (const match of source.matchAll(ACTION)) {
    if (match.index > last) current().push({ kind: "text", text: source.slice(last, match.index) });
    last = match.index + match[0].length;
    const action = match[1];
    if (action.startsWith("if ")) {
      const node = { kind: "if" as const, branches: [{ cond: parseCond(action.slice(3).trim()), body: [] as Node[] }] };
      current().push(node);
      stack.push(node);
    } else if (action.startsWith("else if ")) {
      if (!stack.length) throw new Error("{{ else if }} outside {{ if }}");
      stack[stack.length - 1].branches.push({ cond: parseCond(action.slice(8).trim()), body: [] });
    } else if (action === "else") {
      if (!stack.length) throw new Error("{{ else }} outside {{ if }}");
      stack[stack.length - 1].branches.push({ cond: null, body: [] });
    } else if (action === "end") {
      if (!stack.pop()) throw new Error("{{ end }} without {{ if }}");
    } else {
      current().push({ kind: "value", path: parsePath(action) });
    }
  }
  if (stack.length) throw new Error("{{ if }} without {{ end }}");
  if (last < source.length) current().push({ kind: "text", text: source.slice(last) });
  return root;
}

function lookup(data: TemplateData, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) value = typeof value === "object" && value !== null ? (value as TemplateData)[key] : undefined;
  return value;
}

function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "'": "&#39;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&#34;",
  "+": "&#43;",
  "\0": "\uFFFD",
};
const htmlEscape = (s: string) => s.replace(/[&'<>"+\0]/g, (c) => HTML_ESCAPES[c]);

/** Go's urlProcessor: `norm` keeps reserved characters and existing escapes (urlNormalizer), else urlEscaper. */
function urlProcess(s: string, norm: boolean): string {
  let out = "";
  for (const byte of Buffer.from(s, "utf8")) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (norm && /[!#$&*+,/:;=?@[\]%]/.test(c))) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Where in the output a value lands: HTML text, the start of a URL attribute, or further into it. */
function contextOf(before: string): "text" | "url-start" | "url-rest" | "url-query" {
  const attr = /\s(?:href|src)\s*=\s*"([^"]*)$/i.exec(before);
  if (!attr) return "text";
  if (attr[1] === "") return "url-start";
  return /[?#]/.test(attr[1]) ? "url-query" : "url-rest";
}

function escapeFor(context: ReturnType<typeof contextOf>, value: string): string {
  switch (context) {
    case "text":
      return htmlEscape(value);
    case "url-start": {
      const scheme = /^([^:/?#]*):/.exec(value)?.[1]?.toLowerCase();
      if (scheme !== undefined && !["http", "https", "mailto"].includes(scheme)) return "#ZgotmplZ";
      return htmlEscape(urlProcess(value, true));
    }
    case "url-rest":
      return htmlEscape(urlProcess(value, true));
    case "url-query":
      return htmlEscape(urlProcess(value, false));
  }
}

function print(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function execute(nodes: Node[], data: TemplateData, out: string[]): void {
  for (const node of nodes) {
    if (node.kind === "text") out.push(node.text);
    else if (node.kind === "value") out.push(escapeFor(contextOf(out.join("")), print(lookup(data, node.path))));
    else {
      const branch = node.branches.find(({ cond }) => {
        if (cond === null) return true;
        const value = lookup(data, cond.path);
        return cond.equals === undefined ? truthy(value) : value === cond.equals;
      });
      if (branch) execute(branch.body, data, out);
    }
  }
}

/** Renders `source` with `data`, as GoTrue renders a mail's subject and body. */
export function renderGoTemplate(source: string, data: TemplateData): string {
  const out: string[] = [];
  execute(parse(source), data, out);
  return out.join("");
}
