import { expect, test, type APIRequestContext } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../local-supabase/config";
import { seedCup, type SeededTeam } from "../tests/support/cup-seed";
import { openInExcel } from "../tests/support/spreadsheets";
import { expectNoAxeViolations } from "./helpers/axe";
import { matchCount } from "./helpers/desk-list";
import { pdfText } from "./helpers/pdf-text";
import { registerOrganiser } from "./helpers/organiser";
import { BACKEND_URL } from "./helpers/local-backend";

/**
 * An organiser's day at the desk, in each language: signs in from the desk's address, reads the totals, finds a
 * boxer by record-book number, withdraws one and moves another for their team, sees both in the change log with
 * their own e-mail, then downloads the CSV (read back as Excel reads it and compared with the database) and the
 * two PDFs (their text extracted with pdftotext and checked).
 */
const languages = [
  {
    prefix: "",
    excel: "en-GB",
    login: { email: "Email", password: "Password", button: "Login" },
    t: { title: "ORGANISERS' DESK", brackets: "Brackets", log: "Change log", withdraw: "Withdraw…", move: "Move…", moveButton: "Move" },
    notice: { withdrawn: /is withdrawn/, moved: /is moved to/ },
    csv: { team: "Team", withdrawn: "Withdrawn" },
    pdf: { check: "Entries check", weighIn: "Weigh-in · Quarter-finals", produced: /Porto Box Cup 2026 · produced .* \(Lisbon time\)/ },
  },
  {
    prefix: "/pt",
    excel: "pt-PT",
    login: { email: "E-mail", password: "Palavra-passe", button: "Entrar" },
    t: {
      title: "MESA DA ORGANIZAÇÃO",
      brackets: "Quadros",
      log: "Registo de alterações",
      withdraw: "Retirar…",
      move: "Mudar…",
      moveButton: "Mudar",
    },
    notice: { withdrawn: /foi retirado/, moved: /foi mudado para/ },
    csv: { team: "Equipa", withdrawn: "Retirado" },
    pdf: {
      check: "Verificação de inscrições",
      weighIn: "Pesagem · Quartos de final",
      produced: /Porto Box Cup 2026 · produzido a .* \(hora de Lisboa\)/,
    },
  },
  {
    prefix: "/esp",
    excel: "es-ES",
    login: { email: "Correo electrónico", password: "Contraseña", button: "Iniciar sesión" },
    t: {
      title: "MESA DE LA ORGANIZACIÓN",
      brackets: "Cuadros",
      log: "Registro de cambios",
      withdraw: "Retirar…",
      move: "Cambiar…",
      moveButton: "Cambiar",
    },
    notice: { withdrawn: /ha sido retirado/, moved: /ha sido cambiado a/ },
    csv: { team: "Equipo", withdrawn: "Retirado" },
    pdf: {
      check: "Control de inscripciones",
      weighIn: "Pesaje · Cuartos de final",
      produced: /Porto Box Cup 2026 · generado el .* \(hora de Lisboa\)/,
    },
  },
] as const;

type Row = { id: string; team_id: string; first_name: string; last_name: string; record_book: string; status: string };
const service = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

async function entriesOf(teams: SeededTeam[]): Promise<Row[]> {
  const { data, error } = await service
    .from("entries")
    .select("id, team_id, first_name, last_name, record_book, status")
    .in(
      "team_id",
      teams.map((t) => t.id),
    );
  if (error) throw new Error(error.message);
  return data as Row[];
}

async function download(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  return response.body();
}

for (const lang of languages) {
  test(`an organiser's journey at ${lang.prefix}/desk`, async ({ page }) => {
    test.setTimeout(150_000);
    const teams = await seedCup(BACKEND_URL, {
      teams: 3,
      boxers: 12,
      seed: Date.now() % 100_000,
      prefix: `journey${lang.prefix.slice(1)}`,
    });
    const organiser = await registerOrganiser();
    const seeded = await entriesOf(teams);
    // A record-book number no other contains, so the search finds exactly that boxer.
    const unique = (e: Row) => !seeded.some((o) => o !== e && o.record_book.includes(e.record_book));
    const [toWithdraw, toMove] = seeded.filter((e) => e.status === "entered" && unique(e));

    // Signing in from the desk's address comes back to the desk.
    await page.goto(`${lang.prefix}/desk`);
    await page.getByLabel(lang.login.email).fill(organiser.email);
    await page.getByLabel(lang.login.password, { exact: true }).fill(organiser.password);
    await page.getByRole("button", { name: lang.login.button, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.t.title);
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/desk$`));
    await expectNoAxeViolations(page, "desk overview");

    // Find a boxer by record-book number (any case, spaces ignored), open the entry, withdraw it.
    await page.getByRole("navigation").getByRole("link", { name: lang.t.brackets }).click();
    await page.getByRole("searchbox").fill(toWithdraw.record_book.toLowerCase().replace("-", " "));
    await page.getByRole("searchbox").press("Enter");
    await expect(matchCount(page)).toHaveText(/^1 /);
    await expectNoAxeViolations(page, "desk brackets, filtered");
    await page.getByRole("link", { name: `${toWithdraw.first_name} ${toWithdraw.last_name}` }).click();
    await page.getByText(lang.t.withdraw).click();
    await page.getByRole("button", { name: new RegExp(`${toWithdraw.first_name} ${toWithdraw.last_name}`) }).click();
    await expect(page.locator("#notice")).toHaveText(lang.notice.withdrawn);
    await expect(page.getByRole("table")).toContainText(organiser.email);
    await expectNoAxeViolations(page, "desk entry, after a withdrawal");

    // Move another boxer of a team to the first other class offered.
    await page.goto(`${lang.prefix}/desk/entries/${toMove.id}`);
    await page.getByText(lang.t.move).click();
    const target = page.locator('select[name="to"] option:not([disabled])').first();
    await page.locator('select[name="to"]').selectOption(await target.getAttribute("value"));
    await page.getByRole("button", { name: lang.t.moveButton, exact: true }).click();
    await expect(page.locator("#notice")).toHaveText(lang.notice.moved);

    // The database holds both changes, written as the organiser; the change log shows them.
    const after = await entriesOf(teams);
    expect(after.find((e) => e.id === toWithdraw.id)?.status).toBe("withdrawn");
    const { data: lines } = await service
      .from("entry_changes")
      .select("entry_id, actor_id, actor_kind, reason")
      .in("entry_id", [toWithdraw.id, toMove.id])
      .eq("reason", "request")
      .eq("operation", "update");
    expect(lines?.map((l) => l.actor_kind)).toEqual(["organiser", "organiser"]);
    await page.getByRole("navigation").getByRole("link", { name: lang.t.log }).click();
    // The withdrawal's row, by this organiser: a boxer of another spec's may carry the same generated name, and its
    // own rows (entered by the system) can be newer (a fresh clone's run under two busy loops met one).
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `${toWithdraw.first_name} ${toWithdraw.last_name}` })
        .filter({ hasText: organiser.email })
        .first(),
    ).toBeVisible();

    // The CSV of everything, read as Excel reads it in this locale: every entry of these teams, as stored.
    const csv = openInExcel(new Uint8Array(await download(page.request, `${lang.prefix}/desk/export/entries`)), lang.excel);
    expect(csv.formulas).toEqual([]);
    expect(csv.cells[0][0]).toBe(lang.csv.team);
    for (const entry of after) {
      const row = csv.cells.find((cells) => cells[9] === entry.record_book);
      expect(row, entry.record_book).toBeTruthy();
      expect([row![3], row![4]]).toEqual([entry.last_name, entry.first_name]);
      if (entry.status === "withdrawn") expect(row![12]).toBe(lang.csv.withdrawn);
    }

    // The PDFs: the entries check of one team and a weigh-in list, with the edition and when they were produced.
    const team = teams.find((t) => t.id === toMove.team_id)!;
    const check = pdfText(await download(page.request, `${lang.prefix}/desk/documents/entries-check?team=${team.id}`));
    expect(check).toContain(lang.pdf.check);
    expect(check).toMatch(lang.pdf.produced);
    expect(check).toContain(`${toMove.first_name} ${toMove.last_name}`);
    expect(check).not.toContain(toWithdraw.record_book);
    const weighIn = pdfText(await download(page.request, `${lang.prefix}/desk/documents/weigh-in/quarterFinals`));
    expect(weighIn).toContain(lang.pdf.weighIn);
    expect(weighIn).toMatch(lang.pdf.produced);
  });
}
