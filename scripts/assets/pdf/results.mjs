// Results PDFs for past editions. Sources: ../results/<year>.json (headline figures, countries, awards)
// and ../results/names.json (pools of invented first names, surnames and clubs). Medallists are drawn
// with a fixed seed, so every run gives the same, entirely fictional, results; team rankings and award
// winners are computed from those medal tables, so the document is internally consistent.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { rng } from "../lib/rand.mjs";
import { COL, Doc } from "../../../lib/pdf/layout.ts";
import { ASSET_DOC } from "./asset-doc.mjs";
import { editionCategories, editionWeights } from "./edition-facts.mjs";

const CAT_NAMES = { benjamin: "Benjamin", junior: "Junior", youth: "Youth", senior: "Senior", elite: "Elite" };
const SEX = { m: "Men", f: "Women" };
// Characters Helvetica (WinAnsi) can draw; anything else would silently print as a wrong glyph.
const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff€–—‘’“”•…ŒœŠšŽžŸ]*$/;

function draw(src, pools, facts) {
  const r = rng(src.seed);
  const countryWeight = (c) => (c === "POR" ? 5 : c === "ESP" ? 3 : 1);
  const clubs = src.countries.flatMap((c) => pools[c].clubs.map((name) => ({ name, country: c, w: countryWeight(c) * (0.4 + r()) })));
  const totalW = clubs.reduce((s, c) => s + c.w, 0);
  const pickClub = () => {
    let x = r() * totalW;
    for (const c of clubs) if ((x -= c.w) <= 0) return c;
    return clubs[clubs.length - 1];
  };
  const used = new Set();
  const person = (sex) => {
    for (;;) {
      const club = pickClub();
      const p = pools[club.country];
      const name = `${r.pick(p[sex])} ${r.pick(p.s)}`;
      if (!used.has(name)) {
        used.add(name);
        return { name, club: club.name, country: club.country };
      }
    }
  };

  const classes = [];
  for (const cat of facts.categories)
    for (const sex of ["m", "f"]) {
      const p = sex === "m" ? 0.93 : cat.key === "benjamin" ? 0.55 : 0.72;
      for (const weight of facts.weights[cat.weights][sex])
        if (r() < p) classes.push({ cat: cat.key, sex, weight, n: 2 + Math.floor(r() * r() * 10) });
    }
  // Entries add up exactly to the published number of fighters.
  let sum = classes.reduce((s, c) => s + c.n, 0);
  while (sum < src.fighters) {
    const c = r.pick(classes);
    if (c.n < 16) {
      c.n++;
      sum++;
    }
  }
  while (sum > src.fighters) {
    const c = r.pick(classes);
    if (c.n > 2) {
      c.n--;
      sum--;
    }
  }
  for (const c of classes) {
    const rounds = Math.ceil(Math.log2(c.n));
    c.medals = { gold: person(c.sex), silver: person(c.sex), bronze: [] };
    c.medals.gold.wins = rounds;
    c.medals.silver.wins = rounds - 1;
    for (let i = 0; i < (c.n >= 4 ? 2 : c.n === 3 ? 1 : 0); i++) c.medals.bronze.push({ ...person(c.sex), wins: Math.max(0, rounds - 2) });
  }

  const teams = new Map();
  const team = (m) => {
    if (!teams.has(m.club)) teams.set(m.club, { club: m.club, country: m.country, g: 0, s: 0, b: 0, wins: 0 });
    return teams.get(m.club);
  };
  for (const c of classes) {
    const g = team(c.medals.gold),
      s = team(c.medals.silver);
    g.g++;
    g.wins += c.medals.gold.wins;
    s.s++;
    s.wins += c.medals.silver.wins;
    for (const b of c.medals.bronze) {
      const t = team(b);
      t.b++;
      t.wins += b.wins;
    }
  }
  const list = [...teams.values()].map((t) => ({ ...t, points: 5 * t.g + 3 * t.s + t.b + t.wins }));
  const byMedals = [...list].sort((a, b) => b.g - a.g || b.s - a.s || b.b - a.b || a.club.localeCompare(b.club));
  const byPoints = [...list].sort((a, b) => b.points - a.points || b.g - a.g || a.club.localeCompare(b.club));

  // Fighters and clubs per country: shares by weight, rounded so they add up to the published totals.
  const share = (total, weights) => {
    const wsum = weights.reduce((s, w) => s + w, 0);
    const raw = weights.map((w) => (w / wsum) * total);
    const out = raw.map((x) => Math.max(1, Math.floor(x)));
    let left = total - out.reduce((s, x) => s + x, 0);
    const order = raw.map((x, i) => [x - Math.floor(x), i]).sort((a, b) => b[0] - a[0]);
    for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k][1]]++;
    for (let k = order.length - 1; left < 0; k = (k - 1 + order.length) % order.length)
      if (out[order[k][1]] > 1) {
        out[order[k][1]]--;
        left++;
      }
    return out;
  };
  const cw = src.countries.map((c) => countryWeight(c) * 10 + (src.seed % 7) + r() * 6);
  const fighters = share(src.fighters, cw);
  const clubsBy = share(src.clubs, cw);
  const byCountry = src.countries.map((c, i) => ({ c, name: pools[c].name, fighters: fighters[i], clubs: clubsBy[i] }));
  const bouts = classes.reduce((s, c) => s + c.n - 1, 0);
  return { classes, byMedals, byPoints, byCountry, bouts };
}

export async function buildResults(root, year) {
  const dir = path.join(root, "scripts/assets/results");
  const src = JSON.parse(await readFile(path.join(dir, `${year}.json`), "utf8"));
  const pools = JSON.parse(await readFile(path.join(dir, "names.json"), "utf8")).countries;
  const facts = { categories: editionCategories, weights: editionWeights };
  const res = draw(src, pools, facts);
  const check = (s) => {
    if (!WIN_ANSI.test(s)) throw new Error(`results ${year}: "${s}" has characters Helvetica cannot draw`);
    return s;
  };

  const doc = new Doc({
    title: src.title,
    subtitle: src.subtitle,
    footer: `Porto Box Cup ${year} · Official Results`,
    lang: "en",
    keywords: `Porto Box Cup, boxing, results, ${year}`,
    kicker: "All athlete and club names in this document are fictional.",
    ...ASSET_DOC,
  });
  doc.pageLabel = (n, t) => `Page ${n} of ${t}`;
  const medals = res.classes.reduce((s, c) => s + 2 + c.medals.bronze.length, 0);

  doc.h1("Summary");
  doc.table(
    [
      { label: "Figure", width: 0.6 },
      { label: String(year), width: 0.4, align: "right" },
    ],
    [
      ["Registered fighters", String(src.fighters)],
      ["Boxing clubs", String(src.clubs)],
      ["Countries", String(src.countries.length)],
      ["Weight classes contested", String(res.classes.length)],
      ["Bouts", String(res.bouts)],
      ["Medals awarded", String(medals)],
    ],
  );
  doc.table(
    [
      { label: "Country", width: 0.5 },
      { label: "Fighters", width: 0.25, align: "right" },
      { label: "Clubs", width: 0.25, align: "right" },
    ],
    [
      ...res.byCountry.map((c) => [`${c.name} (${c.c})`, String(c.fighters), String(c.clubs)]),
      [
        { text: "Total", bold: true },
        { text: String(src.fighters), bold: true },
        { text: String(src.clubs), bold: true },
      ],
    ],
    { caption: "Participation by country", size: 8.4, pad: 3 },
  );

  doc.h1("Special awards");
  const teamOf = (kind) => (kind === "medals" ? res.byMedals[0] : res.byPoints[0]);
  doc.table(
    [
      { label: "Award", width: 0.27 },
      { label: "Winner", width: 0.35 },
      { label: "Why", width: 0.38 },
    ],
    src.awards.map((a) => {
      if (a.team) {
        const t = teamOf(a.team);
        return [
          { text: a.caption, bold: true },
          { text: check(t.club), sub: `${pools[t.country].name} · ${t.g} gold, ${t.s} silver, ${t.b} bronze · ${t.points} points` },
          a.why,
        ];
      }
      // The individual award goes to the champion of the most contested class of that category and sex.
      const c = res.classes.filter((k) => k.cat === a.pick.category && k.sex === a.pick.sex).sort((x, y) => y.n - x.n)[0];
      if (!c) throw new Error(`results ${year}: no ${JSON.stringify(a.pick)} class was contested`);
      const g = c.medals.gold;
      return [
        { text: a.caption, bold: true },
        { text: check(g.name), sub: `${CAT_NAMES[c.cat]} ${SEX[c.sex].toLowerCase()} ${c.weight} kg · ${g.club} (${g.country})` },
        a.why,
      ];
    }),
  );

  const rankCols = [
    { label: "#", width: 0.06, align: "right" },
    { label: "Club", width: 0.44 },
    { label: "Country", width: 0.1 },
    { label: "Gold", width: 0.08, align: "right" },
    { label: "Silver", width: 0.08, align: "right" },
    { label: "Bronze", width: 0.08, align: "right" },
    { label: "Wins", width: 0.07, align: "right" },
    { label: "Points", width: 0.09, align: "right" },
  ];
  const rankRows = (list) =>
    list
      .slice(0, 20)
      .map((t, i) =>
        [String(i + 1), { text: check(t.club), bold: i < 3 }, t.country, t.g, t.s, t.b, t.wins, { text: String(t.points), bold: true }].map(
          (v) => (typeof v === "number" ? String(v) : v),
        ),
      );
  if (src.teamAwards.includes("medals")) {
    doc.h1("Team ranking by medals (top 20)");
    doc.p("Ranked by gold medals, then silver, then bronze.", { size: 9, color: COL.muted });
    doc.table(rankCols, rankRows(res.byMedals), { size: 8.4, pad: 3 });
  }
  doc.h1(src.teamAwards.includes("medals") ? "Team ranking by points (top 20)" : "Team ranking (top 20)");
  doc.p("5 points per gold, 3 per silver, 1 per bronze, plus 1 point for each bout won.", { size: 9, color: COL.muted });
  doc.table(rankCols, rankRows(res.byPoints), { size: 8.4, pad: 3 });

  const cell = (m) => (m ? { text: check(m.name), sub: `${check(m.club)} (${m.country})` } : { text: "—", color: COL.muted });
  for (const cat of facts.categories) {
    doc.h1(`Medal table: ${CAT_NAMES[cat.key]} (born ${cat.born.replace(/\d{4}/g, (y) => String(Number(y) - (2026 - src.year)))})`);
    for (const sex of ["m", "f"]) {
      const rows = res.classes.filter((c) => c.cat === cat.key && c.sex === sex);
      if (!rows.length) continue;
      doc.table(
        [
          { label: "kg", width: 0.08 },
          { label: "Entries", width: 0.08, align: "center" },
          { label: "Gold", width: 0.21 },
          { label: "Silver", width: 0.21 },
          { label: "Bronze", width: 0.21 },
          { label: "Bronze", width: 0.21 },
        ],
        rows.map((c) => [
          { text: c.weight, bold: true },
          String(c.n),
          cell(c.medals.gold),
          cell(c.medals.silver),
          cell(c.medals.bronze[0]),
          cell(c.medals.bronze[1]),
        ]),
        { caption: `${CAT_NAMES[cat.key]} · ${SEX[sex]}`, size: 7.6, pad: 3 },
      );
    }
  }
  doc.note(
    `Weight classes with a single entry are not listed. "Entries" is the number of boxers who made weight in the class. Both losing semi-finalists receive a bronze medal. All athlete and club names in this document are fictional.`,
  );

  const file = path.join(root, "public/pdfs", src.file);
  const pages = await doc.save(file);
  console.log(
    `  public/pdfs/${src.file}  ${pages} pages  ${((await stat(file)).size / 1024).toFixed(1)} KB  (best team by medals: ${res.byMedals[0].club}; by points: ${res.byPoints[0].club})`,
  );
}
