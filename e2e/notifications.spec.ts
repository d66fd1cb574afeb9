import { expect, test, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../local-supabase/config";
import { expectNoAxeViolations } from "./helpers/axe";
import { boxerIn, emptyBracket, type Bracket } from "./helpers/entries";
import { notificationsTo, runSender, teamIn } from "./helpers/notifications";
import { registerOrganiser, signInAs } from "./helpers/organiser";
import { overflowsIn } from "./helpers/overflow";
import { signIn } from "./helpers/team";
import { bracketsOf } from "./fight-days/brackets";
import { shotsDir } from "./helpers/shots";
import { BACKEND_URL } from "./helpers/local-backend";

/**
 * The teams' mails (docs/cup.md §15), in each language, at the registration date: a withdrawal at the desk promotes a
 * waiting boxer, and that boxer's team gets one mail in the language it registered in, linking to its entries; a team
 * that switched that kind off in its portal gets none; the one-click unsubscribe works without signing in, and only for
 * the team whose mail carried it. Each language owns one of the notifications' brackets (e2e/fight-days/brackets.ts).
 */
const languages = [
  {
    prefix: "",
    locale: "en",
    withdraw: "Withdraw…",
    withdrawn: /is withdrawn/,
    retrying: "trying again",
    subject: "Porto Box Cup: news about your boxers",
    promoted: (name: string) => `${name} moved from the waiting list into the Benjamin women`,
    see: "See it",
    promotedKind: "a boxer moves from the waiting list into the bracket",
    save: "Save",
    saved: "Saved.",
    unsubscribe: { title: "Stop the Porto Box Cup mails", button: "Unsubscribe", done: /^Done: your team will get no more mails/ },
    invalid: /^This unsubscribe link is not valid/,
  },
  {
    prefix: "/pt",
    locale: "pt",
    withdraw: "Retirar…",
    withdrawn: /foi retirado/,
    retrying: "a tentar de novo",
    subject: "Porto Box Cup: novidades sobre os seus pugilistas",
    promoted: (name: string) => `${name} passou da lista de espera para o quadro Benjamim feminino`,
    see: "Ver",
    promotedKind: "um pugilista passa da lista de espera para o quadro",
    save: "Guardar",
    saved: "Guardado.",
    unsubscribe: {
      title: "Deixar de receber os e-mails do Porto Box Cup",
      button: "Cancelar a subscrição",
      done: /^Feito: a sua equipa deixará de receber e-mails/,
    },
    invalid: /^Esta ligação de cancelamento não é válida/,
  },
  {
    prefix: "/esp",
    locale: "es",
    withdraw: "Retirar…",
    withdrawn: /ha sido retirado/,
    retrying: "reintentando",
    subject: "Porto Box Cup: novedades sobre tus púgiles",
    promoted: (name: string) => `${name} ha pasado de la lista de espera al cuadro Benjamín femenino`,
    see: "Ver",
    promotedKind: "un púgil pasa de la lista de espera al cuadro",
    save: "Guardar",
    saved: "Guardado.",
    unsubscribe: {
      title: "Dejar de recibir los correos de la Porto Box Cup",
      button: "Darse de baja",
      done: /^Hecho: tu equipo dejará de recibir correos/,
    },
    invalid: /^Este enlace de baja no es válido/,
  },
] as const;

const SHOTS = shotsDir("notifications");

/** A look at `page` (or one part of it) at a desk's width and a phone's, with nothing running off the phone's screen. */
async function atBothWidths(page: Page, name: string, part?: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const target = part ? page.locator(part) : page;
    await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  expect(await overflowsIn(page), `${name} at 390 px`).toEqual([]);
}

const service = () => createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });

for (const [i, lang] of languages.entries()) {
  test(`a promotion at the desk mails the team once, in its language; a kind switched off stops it; the unsubscribe link (${lang.prefix || "/"})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const key = bracketsOf("notifications")[i];
    const bracket: Bracket = { category: key.category, sex: key.sex, weight: key.code };
    await emptyBracket(bracket);
    // Five teams registered from pages in this language enter ten boxers: eight are entered, teams 3 and 4 wait. Team 1's
    // address bounces (the inbox refuses the reserved .invalid domain, as the provider would).
    const teams: Awaited<ReturnType<typeof teamIn>>[] = [];
    for (let t = 0; t < 5; t++)
      teams.push(await teamIn(lang.locale, t === 1 ? { email: `bounce-${Date.now().toString(36)}-${i}@bounce.invalid` } : {}));
    const entries: { id: string; status: string; first_name: string; last_name: string }[] = [];
    for (let n = 0; n < 10; n++) {
      const { data, error } = await teams[n % 5].client
        .from("entries")
        .insert(boxerIn(bracket, { first_name: `Mail${n}` }))
        .select("id, status, first_name, last_name")
        .single();
      expect(error).toBeNull();
      entries.push(data!);
    }
    expect(entries.map((e) => e.status)).toEqual([...Array(8).fill("entered"), "waiting", "waiting"]);
    await runSender(); // Nothing of these teams is pending; whatever other specs left is sent now.

    // Team 4 switches the promotions off in its portal.
    const team4 = await browser.newContext();
    await signIn(team4, teams[4].team, baseURL!);
    const portal = await team4.newPage();
    await portal.goto(`${lang.prefix}/dashboard/entries#notifications`);
    await portal.getByRole("checkbox", { name: lang.promotedKind }).uncheck();
    await portal.getByRole("button", { name: lang.save, exact: true }).click();
    await expect(portal.locator("#notifications").getByRole("status")).toHaveText(lang.saved);
    await expect(portal.getByRole("checkbox", { name: lang.promotedKind })).not.toBeChecked();
    await expectNoAxeViolations(portal, `entries page, mail settings (${lang.prefix || "/"})`);
    await atBothWidths(portal, `settings-${lang.locale}`, "#notifications");

    // The desk withdraws team 0's and team 1's first boxers: teams 3's and 4's waiting boxers move up.
    await signInAs(page.context(), await registerOrganiser(), baseURL!);
    for (const withdrawn of [entries[0], entries[1]]) {
      await page.goto(`${lang.prefix}/desk/entries/${withdrawn.id}`);
      await page.getByText(lang.withdraw).click();
      await page.getByRole("button", { name: new RegExp(`${withdrawn.first_name} ${withdrawn.last_name}`) }).click();
      await expect(page.locator("#notice")).toHaveText(lang.withdrawn);
    }
    await runSender();
    // The sender sends whatever is pending, so the spec of another language running beside this one may have claimed
    // these mails in its own call: wait for what each team receives, not for what this call counted.
    const count = (t: number): Promise<number> => notificationsTo(teams[t].team.email).then((m) => m.length);

    // Team 3: one mail, in its language, with the link to its entries, which shows the promoted boxer.
    const promoted = entries[8];
    await expect.poll(() => count(3), { timeout: 20_000 }).toBe(1);
    const mails = await notificationsTo(teams[3].team.email);
    const [mail] = mails;
    expect(mail.Subject).toBe(lang.subject);
    expect(mail.Text).toContain(`${lang.promoted(`${promoted.first_name} ${promoted.last_name}`)}`);
    const link = new RegExp(`${lang.see}: (http://\\S+${lang.prefix}/dashboard/entries)\\n`).exec(mail.Text)?.[1];
    expect(link, mail.Text).toBeTruthy();
    const team3 = await browser.newContext();
    await signIn(team3, teams[3].team, baseURL!);
    const entriesPage = await team3.newPage();
    await entriesPage.goto(new URL(link!).pathname);
    await expect(entriesPage.locator(`#entry-${promoted.id}`)).toBeVisible();
    // Teams 0 and 1 hear that the organisers withdrew their boxers; team 4 switched promotions off: no mail (its
    // digest would have gone in the same batch as team 0's).
    await expect.poll(() => count(0), { timeout: 20_000 }).toBe(1);
    expect(await count(4)).toBe(0);
    // The desk shows the bouncing address (team 1's mail, refused by the provider); nobody else's mail waited for it.
    const bounced = page.getByRole("row").filter({ hasText: teams[1].team.email });
    await expect(async () => {
      await page.goto(`${lang.prefix}/desk/mail`);
      await expect(bounced).toContainText(teams[1].team.teamName, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(bounced).toContainText(lang.retrying);
    await expect(bounced).toContainText("422");
    await expectNoAxeViolations(page, `desk, teams' mail (${lang.prefix || "/"})`);
    await atBothWidths(page, `desk-mail-${lang.locale}`);

    // The unsubscribe link, opened without signing in: a page with a button (a GET changes nothing), then done.
    expect(mail.ListUnsubscribe.HeaderPost).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = mail.ListUnsubscribe.Links[0];
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(unsubscribe);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(lang.unsubscribe.title);
    await expectNoAxeViolations(visitor, `unsubscribe page (${lang.prefix || "/"})`);
    await atBothWidths(visitor, `unsubscribe-${lang.locale}`);
    const settingsOf = async (id: string) =>
      (await service().from("notification_settings").select("unsubscribed_at").eq("team_id", id).single()).data?.unsubscribed_at ?? null;
    expect(await settingsOf(teams[3].id)).toBeNull();
    await visitor.getByRole("button", { name: lang.unsubscribe.button }).click();
    await expect(visitor.locator("main p")).toHaveText(lang.unsubscribe.done);
    expect(await settingsOf(teams[3].id)).not.toBeNull();
    expect(await settingsOf(teams[0].id)).toBeNull();
    // A token altered by one digit is nobody's.
    const forged = unsubscribe.replace(/token=([0-9a-f])/, (_, c: string) => `token=${c === "0" ? "1" : "0"}`);
    const refused = await visitor.request.post(forged, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toMatch(lang.invalid.source.replace("^", ""));
    // The RFC 8058 one-click POST a mail client sends, for team 0: it answers 200 and unsubscribes that team only.
    const [team0Mail] = await notificationsTo(teams[0].team.email);
    const oneClick = await visitor.request.post(team0Mail.ListUnsubscribe.Links[0], {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(200);
    expect(await settingsOf(teams[0].id)).not.toBeNull();
    expect(await settingsOf(teams[1].id)).toBeNull();
    await Promise.all([team4.close(), team3.close(), anonymous.close()]);
  });
}
