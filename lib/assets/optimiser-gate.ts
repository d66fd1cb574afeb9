import { NextResponse, type NextRequest } from "next/server";

/**
 * Next's optimiser stores a copy per `url` as written, and accepts any `url` its `images.localPatterns` match once
 * parsed: `/images/tickets/daily-en.webp?v=<version>#anything`, `/images/./tickets/…` and `/images/x/../tickets/…`
 * passed, and each new spelling cost a fresh encode and a new entry on disk. Only the exact address of a real
 * picture, as the pages request it, gets through (docs/decisions.md D33).
 *
 * The list is written in at build time: next.config.ts puts every picture's exact URL in `env`
 * (`optimisablePictureUrls()` of lib/assets/content-version.ts), so this proxy code reads no files.
 */
const pictures = new Set<string>(JSON.parse(process.env.OPTIMISABLE_PICTURES ?? "[]") as string[]);

export const OPTIMISER_PATH = "/_next/image";

/** Null when the request may reach the optimiser; else the 400 Next itself gives a `url` it does not allow. */
export function optimiserGate(request: NextRequest): NextResponse | null {
  const urls = request.nextUrl.searchParams.getAll("url");
  if (urls.length === 1 && pictures.has(urls[0])) return null;
  return new NextResponse('"url" parameter is not allowed', {
    status: 400,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
