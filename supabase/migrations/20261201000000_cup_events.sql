-- Porto Box Cup: the cup's event log, the outbox that live pages and team notifications read (docs/cup.md §14,
-- docs/decisions.md D90).
--
-- Every change a team or a viewer must hear about already leaves a line in one of the three change logs, in the same
-- transaction, written by the triggers that judge it: public.entry_changes (entries), public.draw_changes (draws and
-- results) and public.order_changes (the day's bout order). An AFTER INSERT trigger on each of those logs turns the
-- lines that matter into one row of public.cup_events, so the event is written once, by the database, in the same
-- transaction as the change, whoever made it and through whatever path; a rolled-back change leaves neither. Nothing
-- else writes the log.
--
-- Each event's `key` names the log line it comes from (`draw_changes:<id>`), so a trigger fired again for the same
-- line adds nothing (`on conflict do nothing`). Each event receives its `version` when its transaction commits (a
-- deferred trigger under one transaction-scoped lock): versions are 1, 2, 3, … in the order the changes committed,
-- with no gap, so a reader that has seen version v has seen every event up to v, and a reader that finds a gap knows
-- it missed something.
--
-- Who reads what: the public reads the public events (results, draws published or corrected, the day's order); a
-- team reads, besides, the events concerning its own entries (public.cup_event_teams: the teams and entries an
-- event concerns, which only that team and the organisers read, so no team learns another team's account); the
-- organisers read everything.

create table public.cup_events (
  id bigint generated always as identity primary key,
  -- Given at commit (cup.event_stamp_version); null only inside the writing transaction.
  version bigint constraint cup_events_version_unique unique,
  key text not null constraint cup_events_key_unique unique,
  kind text not null constraint cup_events_kind_check check (kind in (
    'result', 'result_corrected', 'draw_published', 'draw_corrected',
    'bout_placed', 'bout_moved', 'day_locked',
    'entry_promoted', 'entry_moved', 'entry_withdrawn'
  )),
  audience text not null constraint cup_events_audience_check check (audience in ('public', 'teams')),
  edition smallint not null,
  -- The fight day the event changes: the bout's day in the order (a result of a bout not placed: none), the day
  -- locked; none for draws and entries.
  day date,
  category text,
  sex text,
  weight_class text,
  node text,
  actor_kind text not null constraint cup_events_actor_kind_check check (actor_kind in ('team', 'organiser', 'service', 'cup')),
  occurred_at timestamptz not null,
  -- What changed, before and after (a result's winner and method, a placement, a draw's revision and slots, an
  -- entry's bracket, status and waiting position): what a notification says.
  before jsonb,
  after jsonb,
  constraint cup_events_audience_kind_check check ((audience = 'teams') = (kind like 'entry\_%'))
);
create index cup_events_day on public.cup_events (edition, day, version);

-- The teams and entries an event concerns: the two boxers of a result, every boxer of a published draw, whoever may
-- box a bout placed or moved, every such boxer of a locked day, the entry itself. What a team's notification reads.
create table public.cup_event_teams (
  event_id bigint not null constraint cup_event_teams_event_fkey references public.cup_events (id) on delete cascade,
  entry_id uuid not null,
  -- Erasing a team (docs/operations.md §5) erases its rows here with the account.
  team_id uuid not null constraint cup_event_teams_team_fkey references auth.users (id) on delete cascade,
  constraint cup_event_teams_pkey primary key (event_id, entry_id)
);
create index cup_event_teams_team on public.cup_event_teams (team_id, event_id);

-- Writes one event and the entries it concerns (with their teams); a second call for the same log line adds nothing.
create function cup.log_event(
  p_key text, p_kind text, p_edition smallint, p_day date, p_category text, p_sex text, p_weight_class text, p_node text,
  p_actor_kind text, p_at timestamptz, p_before jsonb, p_after jsonb, p_entries uuid[]
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  event bigint;
begin
  insert into public.cup_events (key, kind, audience, edition, day, category, sex, weight_class, node, actor_kind, occurred_at, before, after)
  values (p_key, p_kind, case when p_kind like 'entry\_%' then 'teams' else 'public' end, p_edition, p_day, p_category, p_sex,
          p_weight_class, p_node, p_actor_kind, p_at, p_before, p_after)
  on conflict (key) do nothing
  returning id into event;
  if event is not null then
    insert into public.cup_event_teams (event_id, entry_id, team_id)
    select event, e.id, e.team_id from public.entries e where e.id = any(p_entries)
    on conflict do nothing;
  end if;
end;
$$;

-- Results, their corrections, publications and corrections of a draw. A draw or redraw before publication is the
-- desk's own business and makes no event. A walkover is a result like any other (its method says so), whoever
-- records it: the desk, or the weigh-in when it writes its walkovers as rows of public.bouts.
create function cup.event_from_draw_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.draws%rowtype;
  sides record;
  bout_day date;
begin
  if new.event not in ('result', 'result_correction', 'publish', 'correction') then
    return null;
  end if;
  select * into d from public.draws x
   where (x.edition, x.category, x.sex, x.weight_class) = (new.edition, new.category, new.sex, new.weight_class);
  if new.event in ('result', 'result_correction') then
    select * into sides from cup.node_sides(d, new.node);
    select o.day into bout_day from public.bout_order o
     where (o.edition, o.category, o.sex, o.weight_class, o.node) = (new.edition, new.category, new.sex, new.weight_class, new.node);
    perform cup.log_event(
      'draw_changes:' || new.id, case new.event when 'result' then 'result' else 'result_corrected' end,
      new.edition, bout_day, new.category, new.sex, new.weight_class, new.node, new.actor_kind, new.changed_at,
      new.before, new.after, array[sides.a_entry, sides.b_entry]
    );
  else
    -- The draw's row is not stored yet when its BEFORE trigger logs it: the line's `after` holds its slots.
    perform cup.log_event(
      'draw_changes:' || new.id, case new.event when 'publish' then 'draw_published' else 'draw_corrected' end,
      new.edition, null, new.category, new.sex, new.weight_class, null, new.actor_kind, new.changed_at,
      new.before, new.after,
      array(select s::uuid from jsonb_array_elements_text(new.after -> 'slots') s where s is not null)
    );
  end if;
  return null;
end;
$$;

create trigger draw_changes_event
  after insert on public.draw_changes
  for each row execute function cup.event_from_draw_change();

-- Every placement, move and lock of the day's order.
create function cup.event_from_order_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.draws%rowtype;
  concerned uuid[];
begin
  if new.event = 'lock' then
    select coalesce(array_agg(distinct b), '{}') into concerned
      from public.bout_order o
      join public.draws x on (x.edition, x.category, x.sex, x.weight_class) = (o.edition, o.category, o.sex, o.weight_class),
           unnest(cup.possible_boxers(x, o.node)) b
     where o.edition = new.edition and o.day = new.day;
  else
    select * into d from public.draws x
     where (x.edition, x.category, x.sex, x.weight_class) = (new.edition, new.category, new.sex, new.weight_class);
    concerned := cup.possible_boxers(d, new.node);
  end if;
  perform cup.log_event(
    'order_changes:' || new.id,
    case new.event when 'place' then 'bout_placed' when 'move' then 'bout_moved' else 'day_locked' end,
    new.edition, new.day, new.category, new.sex, new.weight_class, new.node, new.actor_kind, new.changed_at,
    new.before, new.after, concerned
  );
  return null;
end;
$$;

create trigger order_changes_event
  after insert on public.order_changes
  for each row execute function cup.event_from_order_change();

-- An entry withdrawn or moved to another bracket (the request's own line), or promoted from the waiting list (a
-- line the queue wrote). Other changes (a new entry, a spelling fixed, a waiting position moving up) make no event.
-- The event keeps only the entry's bracket, status and waiting position: nothing personal, which the entry's own
-- change log keeps for the team and the organisers.
create function cup.event_from_entry_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kind text;
  fields text[] := array['category', 'sex', 'weight_class', 'status', 'waiting_position'];
begin
  if new.operation <> 'update' then
    return null;
  end if;
  kind := case
    when new.reason = 'queue' and new.before ->> 'status' = 'waiting' and new.after ->> 'status' = 'entered' then 'entry_promoted'
    when new.reason = 'request' and new.after ->> 'status' = 'withdrawn' and new.before ->> 'status' <> 'withdrawn' then 'entry_withdrawn'
    when new.reason = 'request'
     and (new.before ->> 'category', new.before ->> 'sex', new.before ->> 'weight_class')
         is distinct from (new.after ->> 'category', new.after ->> 'sex', new.after ->> 'weight_class') then 'entry_moved'
  end;
  if kind is null then
    return null;
  end if;
  perform cup.log_event(
    'entry_changes:' || new.id, kind, new.edition, null,
    new.after ->> 'category', new.after ->> 'sex', new.after ->> 'weight_class', null, new.actor_kind, new.changed_at,
    (select jsonb_object_agg(f, new.before -> f) from unnest(fields) f),
    (select jsonb_object_agg(f, new.after -> f) from unnest(fields) f),
    array[new.entry_id]
  );
  return null;
end;
$$;

create trigger entry_changes_event
  after insert on public.entry_changes
  for each row execute function cup.event_from_entry_change();

-- The version, given as the transaction commits: under one transaction-scoped lock, so transactions that wrote events
-- take their versions one after the other, each after the last one committed (the lock is released only once the
-- commit is visible). A rolled-back transaction takes none, so there is no gap.
create function cup.event_stamp_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- 34: issue 34's lock, the one lock that orders the events.
  perform pg_advisory_xact_lock(34);
  update public.cup_events
     set version = (select coalesce(max(e.version), 0) + 1 from public.cup_events e)
   where id = new.id;
  return null;
end;
$$;

create constraint trigger cup_events_version
  after insert on public.cup_events
  deferrable initially deferred
  for each row execute function cup.event_stamp_version();

-- Row-level security. Anyone reads the public events; a signed-in team also reads those concerning its own entries,
-- and which of its entries they concern; organisers read everything. Only the triggers write.
alter table public.cup_events enable row level security;
alter table public.cup_event_teams enable row level security;

create policy "Anyone reads the public events" on public.cup_events for select to anon, authenticated using (audience = 'public');
create policy "Teams read the events of their entries" on public.cup_events for select to authenticated
  using (exists (select 1 from public.cup_event_teams t where t.event_id = cup_events.id and t.team_id = (select auth.uid())));
create policy "Organisers read every event" on public.cup_events for select to authenticated using ((select cup.is_organiser()));
create policy "Teams read which of their entries an event concerns" on public.cup_event_teams for select to authenticated
  using (team_id = (select auth.uid()));
create policy "Organisers read whom every event concerns" on public.cup_event_teams for select to authenticated
  using ((select cup.is_organiser()));

revoke all on table public.cup_events, public.cup_event_teams from anon, authenticated;
grant select on table public.cup_events to anon, authenticated;
grant select on table public.cup_event_teams to authenticated;
grant all on table public.cup_events, public.cup_event_teams to service_role;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
