import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Layout rules measured in the browser at the current viewport, one function per page, each returning what it
 * found wrong in words a reader of the failure can act on (empty when all is well). e2e/layout.spec.ts runs them
 * at every width it checks, on the page it has already loaded.
 */
export type Rules = (page: Page) => Promise<string[]>;

/** Runs in the page: are the children of `selector` laid out in rows that each span the whole of it? */
function unfilledRow(selector: string): string | null {
  const container = document.querySelector(selector)!;
  const box = container.getBoundingClientRect();
  const style = getComputedStyle(container);
  const left = box.left + parseFloat(style.paddingLeft);
  const right = box.right - parseFloat(style.paddingRight);
  const rows = new Map<number, DOMRect[]>();
  for (const item of Array.from(container.children)) {
    const rect = item.getBoundingClientRect();
    const top = Math.round(rect.top);
    rows.set(top, [...(rows.get(top) ?? []), rect]);
  }
  for (const [top, rects] of rows) {
    const first = Math.min(...rects.map((r) => r.left));
    const last = Math.max(...rects.map((r) => r.right));
    if (first - left > 2 || right - last > 2) {
      return `a row of ${rects.length} (at ${top}px) leaves ${Math.round(first - left + right - last)}px of its width empty`;
    }
  }
  return null;
}

async function rowsFilled(page: Page, selector: string, what: string): Promise<string[]> {
  const problem = await page.evaluate(unfilledRow, selector);
  return problem ? [`${what}: ${problem}`] : [];
}

/**
 * The landing: the hero badge's year shares its line, the ring of the hero picture is in view, the category cards
 * and the footer fill their rows, the merchandise prices of a row line up, and the calendar link clears the
 * schedule.
 */
export const landingRules: Rules = async (page) => [
  ...(await rowsFilled(page, "#categories ul", "category cards")),
  ...(await page.evaluate(() => {
    const problems: string[] = [];

    // Hero badge: the year is not alone on the last line.
    const badge = document.querySelector("#home p")!;
    const text = badge.firstChild!;
    const words = [...(text.textContent ?? "").matchAll(/\S+/g)];
    const range = document.createRange();
    const lineOf = (start: number, end: number) => {
      range.setStart(text, start);
      range.setEnd(text, end);
      return Math.round(range.getBoundingClientRect().top);
    };
    const year = words[words.length - 1];
    const yearLine = lineOf(year.index!, year.index! + year[0].length);
    const companions = words.slice(0, -1).filter((w) => w[0] !== "·" && lineOf(w.index!, w.index! + w[0].length) === yearLine);
    if (companions.length === 0) problems.push(`the hero badge leaves "${year[0]}" alone on its line`);

    // Hero picture: the scene is 1920×1080 drawn with `xMidYMid slice`; the ring spans x 250–1670 and y 410–850
    // of it (scripts/assets/images/arena.mjs, G).
    const svg = document.querySelector("#home [role=img] svg")!.getBoundingClientRect();
    const scale = Math.max(svg.width / 1920, svg.height / 1080);
    const shown = (from: number, to: number, centre: number, size: number) => {
      const half = size / scale / 2;
      return Math.max(0, Math.min(to, centre + half) - Math.max(from, centre - half)) / (to - from);
    };
    const across = shown(250, 1670, 960, svg.width);
    const down = shown(410, 850, 540, svg.height);
    if (across < 0.9 || down < 0.9) {
      problems.push(`the hero shows ${Math.round(across * 100)}% of the ring's width and ${Math.round(down * 100)}% of its height`);
    }

    // Footer: columns side by side are each at least 15rem wide; the bottom line is one row or one column.
    const columns = Array.from(document.querySelector("footer")!.firstElementChild!.children);
    if (new Set(columns.map((c) => Math.round(c.getBoundingClientRect().top))).size < columns.length) {
      for (const column of columns) {
        const width = column.getBoundingClientRect().width;
        if (width < 240) problems.push(`a footer column is ${Math.round(width)}px wide: "${column.textContent?.trim().slice(0, 30)}"`);
      }
    }
    const bottom = Array.from(document.querySelector("footer")!.lastElementChild!.children).map((el) => el.getBoundingClientRect());
    // Items whose boxes overlap vertically share a row (they are centred on it, so their tops differ).
    let bottomRows = 0;
    let rowEnd = -Infinity;
    for (const r of [...bottom].sort((a, b) => a.top - b.top)) {
      const newRow = r.top >= rowEnd - 1;
      if (newRow) bottomRows++;
      rowEnd = newRow ? r.bottom : Math.max(rowEnd, r.bottom);
    }
    const bottomLefts = new Set(bottom.map((r) => Math.round(r.left))).size;
    if (bottomRows > 1 && bottomLefts > 1) problems.push(`the footer's bottom line breaks into ${bottomRows} uneven rows`);

    // Merchandise: the prices of the cards of one row start at the same height.
    const products = Array.from(document.querySelectorAll("#shop ul")).at(-1)!;
    const rows = new Map<number, number[]>();
    for (const card of Array.from(products.children)) {
      const price = Array.from(card.querySelectorAll("p")).find((p) => /€/.test(p.textContent ?? ""))!;
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), price.getBoundingClientRect().top]);
    }
    for (const tops of rows.values()) {
      const spread = Math.max(...tops) - Math.min(...tops);
      if (spread > 1) problems.push(`merchandise prices of one row are ${Math.round(spread)}px apart`);
    }

    // Schedule: the calendar link keeps a gap below the last day.
    const days = Array.from(document.querySelectorAll("#info ol > li"));
    const gap = document.querySelector("#info a[download]")!.getBoundingClientRect().top - days.at(-1)!.getBoundingClientRect().bottom;
    if (gap < 12) problems.push(`the calendar link is ${Math.round(gap)}px below the last schedule card`);
    return problems;
  })),
];

/** /auth and /reset: the card's backdrop fills the window and no more, so nothing scrolls. */
export const accountRules: Rules = (page) =>
  page.evaluate(() => {
    const over = document.documentElement.scrollHeight - window.innerHeight;
    return over > 0 ? [`the page is ${over}px taller than the window`] : [];
  });

/** The portal: the blocks fill their rows, and the map's box shows the venue's address when the map cannot load. */
export const portalRules: Rules = async (page) => [
  ...(await rowsFilled(page, "main > div", "portal blocks")),
  ...(await mapAddressProblems(page)),
];

/**
 * The map's box shows the venue's address while the map cannot load. The box becomes an <object> of the map when
 * it nears the screen (components/portal/VenueMap.tsx), often on the resize just made; until the browser has given
 * up on the map's address, an <object> draws neither the map nor its content. So the address is awaited, a few
 * seconds at most, rather than read in the frame of the swap (a fresh clone's CI met that frame at 1280 px).
 */
async function mapAddressProblems(page: Page): Promise<string[]> {
  const shown = () => {
    const map = document.querySelector("#venue-title")!.parentElement!.querySelector("address");
    return Boolean(
      map &&
      map.getBoundingClientRect().height > 0 &&
      map.checkVisibility() &&
      /Rua Dr\. Manuel Pereira da Silva/.test(map.textContent ?? ""),
    );
  };
  const waited = await page.waitForFunction(shown, undefined, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  return waited ? [] : ["the map's box does not show the venue's address while the map cannot load"];
}

/**
 * Where an element rests once the page has stopped moving it. The landing's later sections are drawn as they come
 * near the viewport (content-visibility, D81): scrolling to the sponsors draws the sections above them a frame or two
 * later, each at its real height instead of its estimate, and the card moves from under a pointer aimed at it.
 */
async function settledBox(page: Page, element: Locator) {
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let last = await element.boundingBox();
  for (let i = 0; i < 30; i++) {
    await frames();
    const box = await element.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height) return box;
    last = box;
  }
  throw new Error("the element never came to rest");
}

/**
 * Sponsors with a mouse: hovered near its lower edge (where the tilt brings the logo closest), a card shows its
 * caption clear of its own logo, scaled and tilted as it is.
 */
export async function sponsorCaptionProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const cards = page.locator("#sponsors li > *");
  for (const card of [cards.nth(0), cards.nth(2)]) {
    await card.scrollIntoViewIfNeeded();
    const box = await settledBox(page, card);
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.9);
    const caption = card.locator("[aria-hidden=true]");
    await expect(caption).toHaveCSS("opacity", "1");
    await expect.poll(() => card.locator("[data-tilt]").evaluate((el: HTMLElement) => el.style.transform)).toContain("scale(1.2)");
    problems.push(...(await captionOverLogo(card, caption)));
    // Away again, and settled: a card still scaled would count as overflow in the next measurement.
    await page.mouse.move(0, 0);
    await expect.poll(() => card.locator("[data-tilt]").evaluate((el: HTMLElement) => el.style.transform)).toBe("");
    await card.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  }
  return problems;
}

/** Once the tilt has settled: the caption's box and the logo's box (transforms included) must not meet. */
async function captionOverLogo(card: Locator, caption: Locator): Promise<string[]> {
  await card.locator("[data-tilt]").evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await caption.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const logo = (await card.locator("img").boundingBox())!;
  const text = (await caption.boundingBox())!;
  const overlap = Math.min(logo.y + logo.height, text.y + text.height) - Math.max(logo.y, text.y);
  const name = (await caption.textContent()) ?? "";
  return overlap > 0 && text.x < logo.x + logo.width && logo.x < text.x + text.width
    ? [`the caption "${name}" covers ${Math.round(overlap)}px of its logo`]
    : [];
}

/** Sponsors on a touch screen: every caption is shown, under its logo, covering no logo. */
export function touchSponsorProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const logos = Array.from(document.querySelectorAll("#sponsors img")).map((img) => img.getBoundingClientRect());
    for (const caption of Array.from(document.querySelectorAll<HTMLElement>("#sponsors li [aria-hidden=true]"))) {
      const box = caption.getBoundingClientRect();
      if (getComputedStyle(caption).opacity !== "1" || box.height === 0) problems.push(`"${caption.textContent}" is not shown`);
      const covered = logos.find((l) => box.top < l.bottom && l.top < box.bottom && box.left < l.right && l.left < box.right);
      if (covered) problems.push(`"${caption.textContent}" covers a logo`);
    }
    return problems;
  });
}
