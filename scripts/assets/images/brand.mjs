// logo.svg (vector wordmark, lettering as paths), app/icon.svg (favicon), app/apple-icon.png (180×180).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { C, lockup, ringMark } from "../lib/brand.mjs";
import { render } from "../lib/raster.mjs";

export async function buildBrand(root) {
  const h = 48;
  const { svg, width } = lockup(0, 0, h);
  const w = Math.ceil(width) + 2;
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t"><title id="t">Porto Box Cup</title>${svg}</svg>\n`;
  await mkdir(path.join(root, "public/images"), { recursive: true });
  await writeFile(path.join(root, "public/images/logo.svg"), logo);
  console.log(`  public/images/logo.svg  ${(logo.length / 1024).toFixed(1)} KB`);

  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="${C.bg}"/>${ringMark(0, 0, 100)}</svg>\n`;
  await writeFile(path.join(root, "app/icon.svg"), icon);
  console.log(`  app/icon.svg  ${(icon.length / 1024).toFixed(1)} KB`);

  // Apple touch icons are shown without transparency: full-bleed dark tile, mark inset.
  const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180"><rect width="180" height="180" fill="${C.bg}"/>${ringMark(22, 22, 136)}</svg>`;
  await render(apple, path.join(root, "app/apple-icon.png"), { width: 180, height: 180, format: "png", quality: 100, maxBytes: 30 * 1024 });
  return { logo };
}
