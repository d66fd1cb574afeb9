import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Rasterises an SVG string and writes it as WebP (or PNG), lowering quality step by step until the file
 * fits `maxBytes`. Deterministic: same SVG and same sharp/libwebp give the same bytes.
 */
export async function render(svg, out, { width, height, maxBytes, format = "webp", quality = 86, minQuality = 40 } = {}) {
  await mkdir(path.dirname(out), { recursive: true });
  const base = () => sharp(Buffer.from(svg)).resize(width, height, { fit: "fill" });
  let q = quality;
  for (;;) {
    const img = base();
    const buf =
      format === "png"
        ? await img.png({ compressionLevel: 9, palette: q < 100, quality: q, effort: 10, dither: 0.6 }).toBuffer()
        : await img.webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    if (!maxBytes || buf.length <= maxBytes || q <= minQuality) {
      if (maxBytes && buf.length > maxBytes) throw new Error(`${out}: ${kb(buf.length)} > ${kb(maxBytes)} even at q${q}`);
      await writeFile(out, buf);
      console.log(`  ${path.relative(process.cwd(), out)}  ${kb(buf.length)}  q${q}`);
      return buf.length;
    }
    q -= 4;
  }
}
