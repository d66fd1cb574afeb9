/**
 * The notifications' sender (supabase/functions/send-notifications) under Deno against the embedded backend, delivering
 * to its inbox through the Resend-shaped endpoint (local-supabase/inbox/resend.ts): a run sends each team's digest once,
 * with its Message-ID and one-click unsubscribe headers; and the crash test: a sender killed mid-batch, restarted,
 * leaves each mail in the inbox exactly once.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { SECRET_KEY } from "../../local-supabase/config";
import { DenoFunction } from "../../local-supabase/functions/deno-worker";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import type { Caller, EntryHarness } from "../support/entries/harness";
import { publishedBracket } from "../support/entries/order-rules";
import { ok } from "../support/entries/result";
import { embeddedHarness } from "./helpers/entry-harness";
import { startTestBackend, type TestBackend } from "./helpers/backend";

const ENTRY = path.resolve(import.meta.dirname, "..", "..", "supabase", "functions", "send-notifications", "index.ts");

type Summary = { ID: string; MessageID: string; To: { Address: string }[] };
type Mail = { id: string; team_id: string; status: string; attempts: number };

let backend: TestBackend;
let h: EntryHarness;
let organiser: Caller;
before(async () => {
  backend = await startTestBackend();
  h = embeddedHarness(backend);
  organiser = await h.organiser();
});
after(async () => backend.destroy());

/** Eight teams, one boxer each in a freshly published bracket: one pending draw notification each. Answers their addresses. */
async function eightTeamsDrawn(): Promise<{ teams: (Caller & { id: string })[]; emails: string[] }> {
  const teams: (Caller & { id: string })[] = [];
  for (let i = 0; i < 8; i++) teams.push(await h.team(`Mailed ${i}`, "pt"));
  await publishedBracket(h, organiser, teams, 8);
  const profiles = ok(await h.service().read<{ user_id: string; email: string }>("user_profiles"));
  return { teams, emails: teams.map((t) => profiles.find((p) => p.user_id === t.id)!.email) };
}

async function inboxOf(emails: string[]): Promise<Summary[]> {
  const found: Summary[] = [];
  for (const email of emails) {
    const res = await fetch(`${backend.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    found.push(...((await res.json()) as { messages: Summary[] }).messages);
  }
  return found;
}

const mailsOf = async (teams: { id: string }[]) =>
  ok(await h.service().read<Mail>("notification_mails")).filter((m) => teams.some((t) => t.id === m.team_id));

const run = (url: string) =>
  fetch(url, { method: "POST", headers: { apikey: SECRET_KEY, "Content-Type": "application/json" }, body: '{"settle_seconds":0}' });

describe("the notifications' sender under Deno", () => {
  it("a run sends each team one digest in its language, with its Message-ID and a one-click unsubscribe; only the secret key runs it", async () => {
    const { teams, emails } = await eightTeamsDrawn();
    const url = `${backend.url}/functions/v1/send-notifications`;
    const refused = await fetch(url, { method: "POST", headers: { apikey: LOCAL_PUBLISHABLE_KEY }, body: "{}" });
    assert.equal(refused.status, 401);
    await refused.body?.cancel();
    const res = await run(url);
    assert.equal(res.status, 200, await res.clone().text());
    const result = (await res.json()) as { sent: number };
    assert.ok(result.sent >= 8, JSON.stringify(result));
    const inbox = await inboxOf(emails);
    assert.equal(inbox.length, 8);
    const mails = await mailsOf(teams);
    assert.deepEqual(mails.map((m) => m.status).sort(), Array(8).fill("sent"));
    assert.deepEqual(inbox.map((m) => m.MessageID.replace(/@.*/, "")).sort(), mails.map((m) => m.id).sort());
    const full = (await (await fetch(`${backend.inboxUrl}/api/v1/message/${inbox[0].ID}`)).json()) as {
      Subject: string;
      Text: string;
      ListUnsubscribe: { Links: string[]; HeaderPost: string };
    };
    assert.equal(full.Subject, "Porto Box Cup: novidades sobre os seus pugilistas");
    assert.match(
      full.Text,
      /O sorteio do quadro Júnior feminino 48 kg foi publicado, com .+\n {2}Ver: http:\/\/localhost:3000\/pt\/draw\/junior-women-48kg/,
    );
    assert.match(full.ListUnsubscribe.Links[0], /^http:\/\/localhost:3000\/api\/unsubscribe\?token=[0-9a-f]{64}&lang=pt$/);
    assert.equal(full.ListUnsubscribe.HeaderPost, "List-Unsubscribe=One-Click");
    const again = (await (await run(url)).json()) as { claimed: number };
    assert.equal((await inboxOf(emails)).length, 8, `a second run sends nothing again (${JSON.stringify(again)})`);
  });

  it("the crash test: killed after it sent part of a batch, restarted, the inbox holds each mail exactly once", async () => {
    const { teams, emails } = await eightTeamsDrawn();
    // A sender of its own, slow enough (5 mails a second) to be killed mid-batch. Its leases last no time, so a run
    // after a crash claims at once what the dead run held (the rule suite proves the leases themselves).
    const sender = new DenoFunction(
      "send-notifications",
      ENTRY,
      {
        SUPABASE_URL: backend.url,
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
        SITE_URL: "http://localhost:3000",
        NOTIFY_MAIL_API_URL: backend.inboxUrl,
        NOTIFY_MAIL_API_KEY: "re_local",
        NOTIFY_PER_SECOND: "5",
        NOTIFY_LEASE_SECONDS: "0",
      },
      () => {},
    );
    const headers = new Headers({ apikey: SECRET_KEY, "Content-Type": "application/json" });
    const body = new TextEncoder().encode('{"settle_seconds":0}') as Uint8Array<ArrayBuffer>;
    try {
      // First the send-then-report window, made certain: the database refuses the sender's reports, so the first mail
      // reaches the inbox and is never recorded as sent, as if the sender had died right after sending it.
      await backend.database.query(`create function public.test_refuse_reports() returns trigger language plpgsql as $$
        begin raise exception 'reports refused by the test'; end $$`);
      await backend.database.query(`create trigger test_refuse_reports before insert on public.notification_attempts
        for each row execute function public.test_refuse_reports()`);
      try {
        const refused = await sender.fetch("POST", "/send-notifications", headers, body);
        assert.equal(refused.status, 503);
        await refused.body?.cancel();
      } finally {
        await backend.database.query("drop trigger test_refuse_reports on public.notification_attempts");
        await backend.database.query("drop function public.test_refuse_reports()");
      }
      assert.equal((await inboxOf(emails)).length, 1, "one mail sent, none recorded");
      assert.deepEqual(
        (await mailsOf(teams)).filter((m) => m.status === "sent"),
        [],
      );

      // Then a real crash: the sender killed once it has delivered half of the batch.
      const first = sender.fetch("POST", "/send-notifications", headers, body).catch((error: Error) => error);
      let delivered = 0;
      while ((delivered = (await inboxOf(emails)).length) < 4) await new Promise((r) => setTimeout(r, 20));
      await sender.stop();
      assert.ok((await first) instanceof Error, "the sender died before answering");
      const unsent = (await mailsOf(teams)).filter((m) => m.status !== "sent").length;
      assert.ok(delivered < 8 && unsent > 0, `killed mid-batch: ${delivered} delivered, ${unsent} not reported sent`);

      // Restarted: runs until every mail is reported sent.
      const deadline = Date.now() + 30_000;
      while ((await mailsOf(teams)).some((m) => m.status !== "sent")) {
        assert.ok(Date.now() < deadline, "every mail sent within 30 s of the restart");
        const res = await sender.fetch("POST", "/send-notifications", headers, body);
        assert.equal(res.status, 200);
        await res.body?.cancel();
      }
      const inbox = await inboxOf(emails);
      assert.deepEqual(inbox.map((m) => m.To[0].Address).sort(), [...emails].sort(), "each team's mail exactly once");
      assert.equal(new Set(inbox.map((m) => m.MessageID)).size, 8);
    } finally {
      await sender.stop();
    }
  });
});
