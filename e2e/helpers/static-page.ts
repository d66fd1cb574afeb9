import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Proves a page is served from the build's prerendered output: Next marks such responses with
 * `x-nextjs-prerender`/`x-nextjs-cache` and a shared-cache `s-maxage`; a page that turned dynamic gets
 * `private, no-store` and none of these.
 */
export async function expectPrerendered(request: APIRequestContext, path: string): Promise<void> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const headers = response.headers();
  const cacheControl = headers["cache-control"] ?? "";
  expect(cacheControl, `${path} cache-control`).not.toMatch(/no-store|private/);
  const marked =
    headers["x-nextjs-prerender"] === "1" || /HIT|STALE/.test(headers["x-nextjs-cache"] ?? "") || /s-maxage=\d+/.test(cacheControl);
  expect(marked, `${path} headers ${JSON.stringify(headers)}`).toBe(true);
}
