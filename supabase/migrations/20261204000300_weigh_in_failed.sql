-- Porto Box Cup: a weigh-in failed is news of its own for the boxer's team (docs/cup.md §14 and §15, docs/decisions.md
-- D102).
--
-- A boxer over the limit or unfit was heard of only through the walkover it decides (a `result`), which says nothing
-- of why and reaches the team only once the bout's result is written. Every weigh-in already leaves a line in
-- public.weigh_in_changes (20261130000000_weigh_in.sql); an AFTER INSERT trigger on that log now turns each line that
-- makes the boxer fail (over the class's limit, or unfit) into one `weigh_in_failed` event concerning that boxer, in
-- the same transaction. A replayed write leaves no line (its idempotency key), and a correction that leaves the
-- failure as it was (the same cause: a note fixed, another weight still over) makes no event: one per failure. The
-- weight is the team's and the organisers' business: the event's audience is `teams`, as the entries' events are.

-- Which events only the teams concerned (and the organisers) read (the constraint below says the same).
create or replace function cup.event_audience(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_kind like 'entry\_%' or p_kind = 'weigh_in_failed' then 'teams' else 'public' end;
$$;

alter table public.cup_events drop constraint cup_events_audience_kind_check;
alter table public.cup_events add constraint cup_events_audience_kind_check
  check ((audience = 'teams') = (kind like 'entry\_%' or kind = 'weigh_in_failed'));

-- As in 20261201000000_cup_events.sql, with the audience from cup.event_audience.
create or replace function cup.log_event(
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
  values (p_key, p_kind, cup.event_audience(p_kind), p_edition, p_day, p_category, p_sex, p_weight_class, p_node, p_actor_kind, p_at,
          p_before, p_after)
  on conflict (key) do nothing
  returning id into event;
  if event is not null then
    insert into public.cup_event_teams (event_id, entry_id, team_id)
    select event, e.id, e.team_id from public.entries e where e.id = any(p_entries)
    on conflict do nothing;
  end if;
end;
$$;

-- Why a weigh-in (as its log line's jsonb) fails the boxer: over the limit first, as cup.weigh_in_out says; null when
-- it does not (fit and within the limit, or absent: the absence's walkover tells it).
create function cup.weigh_in_failure(w jsonb, max_kg numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when w is null or (w ->> 'absent')::boolean then null
              when max_kg is not null and (w ->> 'weight_kg')::numeric > max_kg then 'over'
              when not (w ->> 'fit')::boolean then 'unfit' end;
$$;

create function cup.event_from_weigh_in_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.entries%rowtype;
  max_kg numeric;
  cause text;
  fight_day date;
begin
  select * into e from public.entries x where x.id = new.entry_id;
  select w.max_kg into max_kg from public.weight_classes w
   where (w.edition, w.category, w.sex, w.code) = (e.edition, e.category, e.sex, e.weight_class);
  cause := cup.weigh_in_failure(new.after, max_kg);
  if cause is null or cause is not distinct from cup.weigh_in_failure(new.before, max_kg) then
    return null;
  end if;
  select f.day into fight_day from public.fight_days f where (f.edition, f.round) = (new.edition, new.day);
  perform cup.log_event(
    'weigh_in_changes:' || new.id, 'weigh_in_failed', new.edition, fight_day, e.category, e.sex, e.weight_class,
    new.after ->> 'node', new.actor_kind, new.changed_at,
    case when new.before is not null
         then jsonb_build_object('cause', cup.weigh_in_failure(new.before, max_kg), 'weight_kg', new.before -> 'weight_kg') end,
    jsonb_build_object('cause', cause, 'weight_kg', new.after -> 'weight_kg', 'max_kg', max_kg, 'round', new.day),
    array[new.entry_id]
  );
  return null;
end;
$$;

create trigger weigh_in_changes_event
  after insert on public.weigh_in_changes
  for each row execute function cup.event_from_weigh_in_change();

-- Its mail kind, which a team can switch off like the others.
alter table public.notification_settings drop constraint notification_settings_muted_check;
alter table public.notification_settings add constraint notification_settings_muted_check
  check (muted <@ array['promoted', 'entry_changed', 'draw', 'schedule', 'weigh_in_failed', 'weigh_in', 'result']);
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('promoted', 'entry_changed', 'draw', 'schedule', 'weigh_in_failed', 'weigh_in', 'result'));

-- As in 20261204000200_bout_estimates.sql, with the weigh-in failed.
create or replace function cup.notification_kind(e public.cup_events)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when e.kind = 'entry_promoted' then 'promoted'
    when e.kind in ('entry_withdrawn', 'entry_moved') and e.actor_kind <> 'team' then 'entry_changed'
    when e.kind in ('draw_published', 'draw_corrected') then 'draw'
    when e.kind in ('bout_placed', 'bout_time_moved') then 'schedule'
    when e.kind = 'bout_moved'
     and (e.before -> 'bout_number', e.before -> 'ring', e.before -> 'day')
         is distinct from (e.after -> 'bout_number', e.after -> 'ring', e.after -> 'day') then 'schedule'
    when e.kind = 'weigh_in_failed' then 'weigh_in_failed'
    when e.kind in ('result', 'result_corrected') and e.after ->> 'method' = 'walkover' then 'weigh_in'
    when e.kind in ('result', 'result_corrected') then 'result'
  end;
$$;

-- As every migration: the cup's functions are the database's own (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
