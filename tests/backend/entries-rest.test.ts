/**
 * The REST requests the entries page and its actions make (lib/supabase/entries.ts), made here with the same
 * supabase-js calls, and the embedded backend's answers pinned as PostgREST gives them: status, error code
 * and body, and the headers (docs/backend-protocol.md §11).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { setCupClock } from "../../local-supabase/db/cup-clock";
import { DURING_REGISTRATION, boxer, freshEdition } from "../support/entries/harness";
import { embeddedHarness } from "./helpers/entry-harness";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

type Exchange = { method: string; url: URL; headers: Headers; status: number; responseHeaders: Headers; body: string };

let backend: TestBackend;
let edition: number;
before(async () => {
  backend = await startTestBackend();
  await setCupClock(backend.database, Date.parse(DURING_REGISTRATION) - Date.now());
  edition = await freshEdition(embeddedHarness(backend));
});
after(async () => backend.destroy());

/** A team's client that keeps every request it sends and the answer it gets. */
async function recordingTeam(): Promise<{ client: SupabaseClient; last: () => Exchange; id: string }> {
  const exchanges: Exchange[] = [];
  const recorder: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request.clone());
    const body = await response.clone().text();
    exchanges.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      status: response.status,
      responseHeaders: response.headers,
      body,
    });
    return response;
  };
  const client = createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
    global: { fetch: recorder },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signUp({ email: uniqueEmail("rest"), password: "secret123", options: { data: TEAM } });
  assert.equal(error, null);
  return { client, last: () => exchanges.at(-1)!, id: data.user!.id };
}

const COLUMNS = "id,first_name,status,waiting_position,queue_place";

describe("the entries page's reads", () => {
  it("GET with a select list, filters and an order: 200, a JSON array, Content-Range and Content-Location", async () => {
    const { client, last } = await recordingTeam();
    await client.from("entries").insert(boxer(edition, { first_name: "Read" }));
    const { data, status } = await client.from("entries").select(COLUMNS).eq("edition", edition).order("queue_place");
    const exchange = last();
    assert.equal(exchange.method, "GET");
    assert.deepEqual(
      [...exchange.url.searchParams],
      [
        ["select", COLUMNS],
        ["edition", `eq.${edition}`],
        ["order", "queue_place.asc"],
      ],
    );
    assert.equal(status, 200);
    assert.equal(exchange.responseHeaders.get("content-type"), "application/json; charset=utf-8");
    assert.equal(exchange.responseHeaders.get("content-range"), "0-0/*");
    assert.equal(
      exchange.responseHeaders.get("content-location"),
      `/entries?edition=eq.${edition}&order=queue_place.asc&select=id%2Cfirst_name%2Cstatus%2Cwaiting_position%2Cqueue_place`,
    );
    assert.deepEqual(Object.keys(data![0]), COLUMNS.split(","));
    const none = await client.from("entries").select("id").eq("edition", 2999);
    assert.deepEqual([none.status, none.data, last().responseHeaders.get("content-range")], [200, [], "*/*"]);
  });

  it("maybeSingle on the team's profile gives the object, or null for none, with count=exact echoed when asked", async () => {
    const { client, id, last } = await recordingTeam();
    const profile = await client.from("user_profiles").select("team_name,country").eq("user_id", id).maybeSingle();
    assert.deepEqual(profile.data, { team_name: TEAM.team_name, country: TEAM.country });
    const counted = await client
      .from("weight_classes")
      .select("code", { count: "exact", head: false })
      .eq("edition", edition)
      .eq("category", "elite");
    assert.equal(counted.count, 25);
    assert.equal(last().responseHeaders.get("preference-applied"), "count=exact");
    assert.equal(last().responseHeaders.get("content-range"), "0-24/25");
  });
});

describe("the entries page's writes", () => {
  it("POST with return=representation: 201, the row as an array, Content-Range */*, Preference-Applied", async () => {
    const { client, last } = await recordingTeam();
    const { data, status } = await client
      .from("entries")
      .insert(boxer(edition, { first_name: "Posted" }))
      .select(COLUMNS);
    const exchange = last();
    assert.equal(exchange.headers.get("prefer"), "return=representation");
    assert.equal(status, 201);
    assert.equal(exchange.responseHeaders.get("content-range"), "*/*");
    assert.equal(exchange.responseHeaders.get("preference-applied"), "return=representation");
    assert.equal(exchange.responseHeaders.get("content-type"), "application/json; charset=utf-8");
    assert.equal(data?.length, 1);
    assert.equal(data![0].first_name, "Posted");
  });

  it("POST without Prefer (return=minimal): 201, no body, Content-Range */*, no Preference-Applied", async () => {
    const { client, last } = await recordingTeam();
    const { status, data } = await client.from("entries").insert(boxer(edition));
    assert.deepEqual([status, data, last().body], [201, null, ""]);
    assert.equal(last().headers.get("prefer"), null);
    assert.equal(last().responseHeaders.get("content-range"), "*/*");
    assert.equal(last().responseHeaders.get("preference-applied"), null);
  });

  it("PATCH: 200 with the changed rows (0-0/*) or [] when the filter matches none of the team's rows (*/*); 204 without Prefer", async () => {
    const { client, last } = await recordingTeam();
    const { data: created } = await client.from("entries").insert(boxer(edition)).select("id").single();
    const changed = await client.from("entries").update({ first_name: "Patched" }).eq("id", created!.id).select(COLUMNS);
    assert.deepEqual(
      [changed.status, changed.data?.[0].first_name, last().responseHeaders.get("content-range")],
      [200, "Patched", "0-0/*"],
    );
    const other = await client.from("entries").update({ first_name: "Nobody" }).eq("id", crypto.randomUUID()).select(COLUMNS);
    assert.deepEqual([other.status, other.data, last().responseHeaders.get("content-range")], [200, [], "*/*"]);
    const minimal = await client.from("entries").update({ first_name: "Quiet" }).eq("id", created!.id);
    assert.deepEqual([minimal.status, last().body, last().responseHeaders.get("content-range")], [204, "", "0-0/*"]);
  });
});

describe("refusals, as PostgREST sends them", () => {
  it("a rule's refusal: 400 P0001 with the key as the message and the English sentence as the details", async () => {
    const { client, last } = await recordingTeam();
    await client.from("entries").insert(boxer(edition, { weight_class: "57" }));
    await client.from("entries").insert(boxer(edition, { weight_class: "57" }));
    const { status, error } = await client
      .from("entries")
      .insert(boxer(edition, { weight_class: "57" }))
      .select(COLUMNS);
    assert.equal(status, 400);
    assert.deepEqual(JSON.parse(last().body), {
      code: "P0001",
      details: "A team may enter 2 boxer(s) in each junior bracket.",
      hint: null,
      message: "team_bracket_limit",
    });
    assert.equal(error?.message, "team_bracket_limit");
    assert.equal(last().responseHeaders.get("content-type"), "application/json; charset=utf-8");
    assert.equal(last().responseHeaders.get("proxy-status"), "PostgREST; error=P0001");
  });

  it("constraint violations by name: 409 23505 (no key values: row-level security hides them), 400 23514; a nationality not listed: 400 P0001", async () => {
    const { client, last } = await recordingTeam();
    await client.from("entries").insert(boxer(edition, { record_book: "Dup 1" }));
    const duplicate = await client.from("entries").insert(boxer(edition, { record_book: "DUP1", weight_class: "50" }));
    assert.equal(duplicate.status, 409);
    // PostgreSQL leaves the key's values out of the detail when row-level security is on for the caller.
    assert.deepEqual(JSON.parse(last().body), {
      code: "23505",
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "entries_record_book_unique"',
    });
    const blank = await client.from("entries").insert(boxer(edition, { first_name: " " }));
    assert.deepEqual([blank.status, blank.error?.code], [400, "23514"]);
    assert.match(blank.error?.message ?? "", /violates check constraint "entries_first_name_check"/);
    // Judged by a trigger before the row is stored, so before the record-book number is compared (the foreign key,
    // checked after, would have answered 409 23503 only for a number nobody had entered).
    const nowhere = await client.from("entries").insert(boxer(edition, { nationality: "Atlantis" }));
    assert.deepEqual([nowhere.status, nowhere.error?.code, nowhere.error?.message], [400, "P0001", "nationality_not_listed"]);
  });

  it("a column the team may not write: 403 42501; an anonymous caller: 401 42501 with WWW-Authenticate", async () => {
    const { client, last } = await recordingTeam();
    const { data: created } = await client.from("entries").insert(boxer(edition)).select("id").single();
    const status = await client.from("entries").update({ queue_place: 1 }).eq("id", created!.id);
    assert.deepEqual(
      [status.status, JSON.parse(last().body)],
      [403, { code: "42501", details: null, hint: null, message: "permission denied for table entries" }],
    );
    assert.equal(last().responseHeaders.get("www-authenticate"), null);
    const anon = await fetch(`${backend.url}/rest/v1/entries?select=id`, { headers: { apikey: LOCAL_PUBLISHABLE_KEY } });
    assert.equal(anon.status, 401);
    assert.equal(anon.headers.get("www-authenticate"), "Bearer");
    assert.deepEqual(await anon.json(), { code: "42501", details: null, hint: null, message: "permission denied for table entries" });
  });
});

describe("the record-book normalisation (supabase/migrations/20261128001000_record_book_separators.sql)", () => {
  it("is the database's own: neither a team nor an anonymous caller reaches its functions through REST", async () => {
    const { client } = await recordingTeam();
    const { data: session } = await client.auth.getSession();
    for (const token of [session.session!.access_token, null]) {
      const headers = {
        apikey: LOCAL_PUBLISHABLE_KEY,
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      };
      for (const name of ["record_book_normalised", "entry_record_book_normalise"]) {
        const rpc = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
          method: "POST",
          headers,
          body: JSON.stringify({ value: "A\u00a01" }),
        });
        assert.deepEqual([rpc.status, (await rpc.json()).code], [404, "PGRST202"], `${name} ${token ? "team" : "anon"}`);
        const inCup = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
          method: "POST",
          headers: { ...headers, "Content-Profile": "cup" },
          body: JSON.stringify({ value: "A\u00a01" }),
        });
        assert.deepEqual([inCup.status, (await inCup.json()).code], [406, "PGRST106"], `${name} in cup, ${token ? "team" : "anon"}`);
      }
    }
    // Through the table, the team's insert is normalised as the rule suite says (tests/support/entries/rules.ts).
    const { data } = await client
      .from("entries")
      .insert(boxer(edition, { record_book: `R\u00a0${Date.now()}` }))
      .select("record_book")
      .single();
    assert.match(data!.record_book, /^R \d+$/);
  });
});
