// The sender's own tests, run under Deno as hosted runs it: deno test supabase/functions
import { deepStrictEqual, equal, match, ok } from "node:assert/strict";
import { compose, type Outgoing } from "./compose.ts";
import { createSendHandler } from "./handler.ts";
import { bracketSlug, type Item, linkOf } from "./links.ts";
import { resendDelivery } from "./provider.ts";
import { type Deliver, sendBatch, type Store } from "./sender.ts";

const item = (over: Partial<Item> = {}): Item => ({
  kind: "draw",
  event: "draw_published",
  day: null,
  category: "junior",
  sex: "F",
  weight_class: "48",
  node: null,
  before: null,
  after: null,
  boxers: [{ id: "e1", name: "Ana Silva" }],
  ...over,
});
const mail = (id: string, over: Partial<Outgoing> = {}): Outgoing => ({
  id,
  locale: "pt",
  to: `${id}@example.com`,
  team_name: "Boxe Porto",
  unsubscribe_token: "a".repeat(64),
  items: [item()],
  ...over,
});
const config = {
  site: "https://www.portoboxcup.pt",
  from: { address: "Porto Box Cup <no-reply@mail.portoboxcup.pt>", domain: "mail.portoboxcup.pt" },
  perSecond: 1000,
  maxMails: 10,
  leaseSeconds: 60,
  settleSeconds: 0,
};

function memoryStore(mails: Outgoing[]): Store & { reports: [string, string | null][] } {
  const reports: [string, string | null][] = [];
  return {
    reports,
    claim: () => Promise.resolve(mails.map((m) => m.id)),
    outgoing: (ids) => Promise.resolve(mails.filter((m) => ids.includes(m.id))),
    report: (id, error) => {
      reports.push([id, error]);
      return Promise.resolve();
    },
  };
}

Deno.test("a digest in the team's language: each item links to its page; one-click unsubscribe; the mail's id as Message-ID", () => {
  const m = compose(
    mail("7f1c", {
      items: [item(), item({ kind: "promoted", event: "entry_promoted", boxers: [{ id: "e2", name: "Rita Sousa" }] })],
    }),
    config.site,
    config.from,
  );
  equal(m.subject, "Porto Box Cup: 2 novidades sobre os seus pugilistas");
  match(
    m.text,
    /O sorteio do quadro Júnior feminino 48 kg foi publicado, com Ana Silva\.\n {2}Ver: https:\/\/www\.portoboxcup\.pt\/pt\/draw\/junior-women-48kg/,
  );
  match(
    m.text,
    /Rita Sousa passou da lista de espera para o quadro Júnior feminino 48 kg\.\n {2}Ver: https:\/\/www\.portoboxcup\.pt\/pt\/dashboard\/entries/,
  );
  deepStrictEqual(m.headers, {
    "Message-ID": "<7f1c@mail.portoboxcup.pt>",
    "List-Unsubscribe": `<https://www.portoboxcup.pt/api/unsubscribe?token=${"a".repeat(64)}&lang=pt>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  ok(m.html.includes('lang="pt-PT"'));
});

Deno.test("Spanish pages live under /esp; a bout's number, ring and day; a walkover", () => {
  const es = compose(
    mail("1", {
      locale: "es",
      items: [
        item({ kind: "schedule", event: "bout_placed", after: { bout_number: 12, ring: 2, day: "2026-03-27" } }),
        item({ kind: "weigh_in", event: "result", after: { method: "walkover" } }),
      ],
    }),
    config.site,
    config.from,
  );
  match(es.text, /Ana Silva: combate 12, ring 2, viernes, 27 de marzo\./);
  match(es.text, /un combate de Ana Silva se ha decidido por walkover en el pesaje/);
  match(es.text, /https:\/\/www\.portoboxcup\.pt\/esp\/draw\/junior-women-48kg/);
  equal(bracketSlug("elite", "M", "+92"), "elite-men-over-92kg");
  equal(linkOf("https://x.pt/", "en", item({ kind: "entry_changed" })), "https://x.pt/dashboard/entries");
});

Deno.test("a bout's new time at the venue; a weigh-in failed, in the mail's language, linking to the team's entries", () => {
  const text = (locale: Outgoing["locale"], items: Item[]) => compose(mail("2", { locale, items }), config.site, config.from).text;
  // 10:45 UTC is 10:45 in Lisbon in March (summer time starts on the 29th).
  const moved = item({
    kind: "schedule",
    event: "bout_time_moved",
    day: "2026-03-27",
    after: { starts_at: "2026-03-27T10:45:00Z", bout_number: 7, ring: 2, day: "2026-03-27" },
  });
  match(text("en", [moved]), /Ana Silva: bout 7, ring 2, Friday 27 March, is now expected at about 10:45\./);
  const over = item({
    kind: "weigh_in_failed",
    event: "weigh_in_failed",
    day: "2026-03-27",
    after: { cause: "over", weight_kg: 48.6, max_kg: 48 },
  });
  const es = text("es", [over]);
  match(es, /Ana Silva pesó 48,6 kg en el pesaje del viernes, 27 de marzo, por encima del límite de 48 kg\./);
  match(es, /https:\/\/www\.portoboxcup\.pt\/esp\/dashboard\/entries\n/);
  const unfit = item({ kind: "weigh_in_failed", event: "weigh_in_failed", day: "2026-03-27", after: { cause: "unfit" } });
  match(text("pt", [unfit]), /Ana Silva foi considerado não apto no exame médico de sexta-feira, 27 de março\./);
});

Deno.test("a refused mail is reported with the provider's words and the batch goes on", async () => {
  const store = memoryStore([mail("a"), mail("b", { to: "coach@bounce.invalid" }), mail("c")]);
  const deliver: Deliver = (m) =>
    m.to.endsWith(".invalid") ? Promise.reject(new Error("provider answered 422: bounces")) : Promise.resolve();
  deepStrictEqual(await sendBatch(store, deliver, config), { claimed: 3, sent: 2, failed: 1 });
  deepStrictEqual(store.reports, [
    ["a", null],
    ["b", "provider answered 422: bounces"],
    ["c", null],
  ]);
});

Deno.test("sends no faster than the provider's rate", async () => {
  const times: number[] = [];
  const store = memoryStore([mail("a"), mail("b"), mail("c")]);
  await sendBatch(store, () => Promise.resolve(void times.push(Date.now())), { ...config, perSecond: 20 });
  ok(times[2] - times[0] >= 95, `three sends at 20 a second take 100 ms: ${times[2] - times[0]}`);
});

Deno.test("Resend's API: the mail's id as Idempotency-Key, its headers passed on; a refusal is an error", async () => {
  const seen: Request[] = [];
  const fake = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return Promise.resolve(new Response(seen.length === 1 ? '{"id":"x"}' : '{"message":"bad"}', { status: seen.length === 1 ? 200 : 422 }));
  };
  const deliver = resendDelivery("https://api.resend.com/", "re_key", "Porto Box Cup <no-reply@mail.portoboxcup.pt>", fake);
  const m = compose(mail("m1"), config.site, config.from);
  await deliver(m);
  equal(seen[0].url, "https://api.resend.com/emails");
  equal(seen[0].headers.get("idempotency-key"), "m1");
  equal(seen[0].headers.get("authorization"), "Bearer re_key");
  const body = await seen[0].json();
  deepStrictEqual([body.to, body.headers["List-Unsubscribe-Post"]], [["m1@example.com"], "List-Unsubscribe=One-Click"]);
  const failure = await deliver(m).catch((e: Error) => e.message);
  equal(failure, 'provider answered 422: {"message":"bad"}');
});

Deno.test("only a POST with the secret key runs the sender", async () => {
  let runs = 0;
  const handler = createSendHandler("sb_secret_x", (settle) => {
    runs++;
    equal(settle, 0);
    return Promise.resolve({ claimed: 1, sent: 1, failed: 0 });
  });
  const post = (headers: Record<string, string>) =>
    handler(new Request("https://x/functions/v1/send-notifications", { method: "POST", headers, body: '{"settle_seconds":0}' }));
  equal((await post({})).status, 401);
  equal((await post({ apikey: "sb_secret_y" })).status, 401);
  equal((await handler(new Request("https://x/", { headers: { apikey: "sb_secret_x" } }))).status, 405);
  const res = await post({ apikey: "sb_secret_x" });
  deepStrictEqual(await res.json(), { claimed: 1, sent: 1, failed: 0 });
  equal(runs, 1);
});
