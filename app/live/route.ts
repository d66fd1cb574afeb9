import { etagOf, notModified } from "@/lib/live/version-document";
import { FRESH_SECONDS, currentVersions } from "@/lib/live/versions-source";

// The version document open pages poll (docs/decisions.md D91). Public and the same for everyone: a CDN keeps it for
// FRESH_SECONDS and answers conditional requests itself; the origin answers them too, with a 304 and no body.
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  let document;
  try {
    document = await currentVersions();
  } catch {
    // The page keeps what it shows and says it could not check; nothing is cached.
    return new Response(null, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "2" } });
  }
  const etag = etagOf(document);
  const headers = { "Cache-Control": `public, max-age=0, s-maxage=${FRESH_SECONDS}`, ETag: etag };
  if (notModified(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return Response.json(document, { headers });
}
