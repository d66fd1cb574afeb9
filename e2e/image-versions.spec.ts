import { expect, test, type Page } from "@playwright/test";
import { folderVersion } from "../tests/support/picture-version";

// Next's optimiser, a CDN and browsers keep an optimised picture by its URL: the URL must change with the
// pictures, or a regenerated picture is served in its old form (docs/decisions.md D31).

/** Every URL an <img> may load: its src and each srcset candidate. */
async function imageUrls(page: Page, selector: string) {
  const img = page.locator(selector).first();
  const src = (await img.getAttribute("src")) ?? "";
  const srcset = (await img.getAttribute("srcset")) ?? "";
  return [src, ...srcset.split(",").map((candidate) => candidate.trim().split(" ")[0])];
}

test("the gallery's first picture is requested under its content version, and the optimiser serves it", async ({ page, request }) => {
  const expected = `/images/gallery/2024/01.webp?v=${folderVersion("public/images/gallery/2024")}`;
  await page.goto("/gallery-view/2024");
  const urls = await imageUrls(page, "main figure img");
  expect(urls.length).toBeGreaterThan(1);
  for (const url of urls) {
    const parsed = new URL(url, "http://site");
    expect(parsed.pathname).toBe("/_next/image");
    expect(parsed.searchParams.get("url")).toBe(expected);
  }

  // What Chromium sends for an <img>: the optimiser picks the format from it (with no Accept, it answers JPEG).
  const response = await request.get(urls[0], { headers: { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/avif");
});

test("the optimiser serves only the current version: any other query, and any other picture, is refused", async ({ page, request }) => {
  await page.goto("/gallery-view/2024");
  const [src] = await imageUrls(page, "main figure img");
  const ask = (picture: string) => {
    const url = new URL(src, "http://site");
    url.searchParams.set("url", picture);
    return request.get(url.pathname + url.search).then((response) => response.status());
  };
  const current = folderVersion("public/images/gallery/2024");
  expect(await ask(`/images/gallery/2024/01.webp?v=${current}`)).toBe(200);
  // Each invented version would otherwise be resized and stored anew.
  expect(await ask("/images/gallery/2024/01.webp?v=00000000")).toBe(400);
  expect(await ask("/images/gallery/2024/01.webp")).toBe(400);
  expect(await ask(`/images/og.png?v=${current}`)).toBe(400);
});

test("every picture of the landing page loads: tickets, products, sponsors", async ({ page }) => {
  await page.goto("/");
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThanOrEqual(17);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute("src")).toMatch(/%3Fv%3D[0-9a-f]{8}&/);
  }
});
