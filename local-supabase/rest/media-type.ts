/**
 * The Content-Type of a write, as PostgREST 14 decodes it (src/PostgREST/MediaType.hs) and judges it
 * (ApiRequest/Payload.hs): JSON is read (no header counts as JSON); CSV and form bodies PostgREST also reads, and
 * this backend refuses by name; raw text, XML and bytes only go to a function (`/rpc`); anything else is
 * `400 PGRST102 "Content-Type not acceptable: <type>"`.
 */
export type BodyType =
  | { kind: "json" }
  | { kind: "csv" }
  | { kind: "urlencoded" }
  | { kind: "raw"; mime: "text/plain" | "text/xml" | "application/octet-stream" }
  | { kind: "other"; mime: string };

/** The media types PostgREST names by their canonical spelling (its `toMime`); every other one keeps the header's text. */
const KNOWN: Record<string, string> = {
  "application/geo+json": "application/geo+json",
  "application/openapi+json": "application/openapi+json",
  "application/vnd.pgrst.object+json": "application/vnd.pgrst.object+json",
  "application/vnd.pgrst.object": "application/vnd.pgrst.object+json",
  "*/*": "*/*",
};

export function bodyType(contentType: string | undefined): BodyType {
  if (contentType === undefined) return { kind: "json" };
  const essence = contentType.split(";")[0].trim().toLowerCase();
  switch (essence) {
    case "application/json":
    case "application/vnd.pgrst.array+json":
    case "application/vnd.pgrst.array":
      return { kind: "json" };
    case "text/csv":
      return { kind: "csv" };
    case "application/x-www-form-urlencoded":
      return { kind: "urlencoded" };
    case "text/plain":
    case "text/xml":
    case "application/octet-stream":
      return { kind: "raw", mime: essence };
    default:
      return { kind: "other", mime: KNOWN[essence] ?? contentType };
  }
}
