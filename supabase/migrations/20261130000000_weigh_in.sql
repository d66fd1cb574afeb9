-- Porto Box Cup: the weigh-in and medical of each fight day, and the walkovers they cause (docs/cup.md §13,
-- docs/decisions.md D84-D88).
--
-- The database is the referee. Organisers write one row per boxer and fight day through the table endpoint
-- (`POST /rest/v1/weigh_ins`, a correction with `PATCH` and a reason); the trigger stamps who and when, refuses an
-- impossible weight, a boxer with no bout that day and a second weigh-in, and records every write in
-- `public.weigh_in_changes` with its idempotency key, held unique, so a replayed write is stored once. A boxer over
-- the class's limit, unfit or absent loses that day's bout by walkover in the same transaction, through the bout
-- rules a result recorded at the desk follows (cup.bout_before_write); both boxers out: the bout has no winner and
-- the other side of the next bout moves on as after a bye. A corrected weigh-in re-derives the bout, and is refused
-- once a later bout depends on it (correction_blocked), as a corrected result is.

-- The weigh-in and medical window of each fight day, on the venue's fight days (20261129000000_bout_order.sql): edition
-- data generated from lib/content like the venue's rows (20261130000100_weigh_in_windows_2026.sql). A day without a
-- window has none (both null): nobody is absent that day. A weigh-in names its day by the round the day hosts (the
-- desk's page is /desk/weigh-in/<round>), which is unique within an edition.
alter table public.fight_days
  add column weigh_in_opens_at timestamptz,
  add column weigh_in_closes_at timestamptz,
  add constraint fight_days_window_check
    check ((weigh_in_opens_at is null) = (weigh_in_closes_at is null) and weigh_in_opens_at < weigh_in_closes_at),
  add constraint fight_days_round_unique unique (edition, round);

-- A bout lost by both boxers at the weigh-in has no winner; a walkover the weigh-in decided says why
-- (`walkover_cause`: the loser was over the limit, unfit or absent; `both`: neither may box). Only the weigh-in's
-- trigger writes the cause; a result recorded or corrected at the desk has none.
alter table public.bouts alter column winner drop not null;
alter table public.bouts
  add column walkover_cause text
    constraint bouts_walkover_cause_check check (walkover_cause in ('over', 'unfit', 'absent', 'both')),
  add constraint bouts_no_winner_check check (winner is not null or (method = 'walkover' and walkover_cause = 'both')),
  add constraint bouts_walkover_cause_method_check check (walkover_cause is null or method = 'walkover');

-- Who leaves a node: as before (20261127000000_draws_and_results.sql), and `nobody` from a bout recorded without a
-- winner, so the next bout is a bye for its other side (lib/cup/bracket.ts does the same).
create or replace function cup.advancing(d public.draws, p_node text, out state text, out entry uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  a_state text; a_entry uuid; b_state text; b_entry uuid;
  bout public.bouts%rowtype;
begin
  select s.a_state, s.a_entry, s.b_state, s.b_entry into a_state, a_entry, b_state, b_entry from cup.node_sides(d, p_node) s;
  if a_state = 'nobody' and b_state = 'nobody' then
    state := 'nobody';
  elsif a_state = 'nobody' or b_state = 'nobody' then
    if a_state = 'nobody' then state := b_state; entry := b_entry; else state := a_state; entry := a_entry; end if;
  else
    select * into bout
      from public.bouts b
     where (b.edition, b.category, b.sex, b.weight_class, b.node) = (d.edition, d.category, d.sex, d.weight_class, p_node);
    if not found then state := 'pending';
    elsif bout.winner is null then state := 'nobody';
    else state := 'boxer'; entry := bout.winner;
    end if;
  end if;
end;
$$;

-- Who may box in a node, as in 20261129000000_bout_order.sql, with a bout recorded without a winner below it: both its
-- boxers lost it, so neither may box in the node (the order then sees no boxer twice where none can be).
create or replace function cup.possible_boxers(d public.draws, p_node text)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(d.slots[i] order by i), '{}')
    from cup.node_range(p_node) r, generate_series(r.lo, r.hi) i
   where d.slots[i] is not null
     and not exists (
       select 1
         from public.bouts b, cup.node_range(b.node) br
        where (b.edition, b.category, b.sex, b.weight_class) = (d.edition, d.category, d.sex, d.weight_class)
          and br.lo >= r.lo and br.hi <= r.hi and (br.lo, br.hi) <> (r.lo, r.hi)
          and i between br.lo and br.hi
          and b.winner is distinct from d.slots[i]
     );
$$;

-- The bout rules of 20261127000000_draws_and_results.sql, with two changes: a walkover may have no winner (both
-- boxers out), and the walkover's cause is kept only when the weigh-in's trigger writes it.
create or replace function cup.bout_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.draws%rowtype;
  sides record;
  parent text;
  reason text := new.correction;
begin
  if tg_op = 'UPDATE'
     and ((new.edition, new.category, new.sex, new.weight_class, new.node) is distinct from (old.edition, old.category, old.sex, old.weight_class, old.node)
          or (new.recorded_at, new.recorded_by) is distinct from (old.recorded_at, old.recorded_by)) then
    perform cup.refuse('bout_column_fixed', 'A result''s bracket, node and stamps are written by the database.');
  end if;
  new.correction := null;
  if coalesce(current_setting('cup.weigh_in_write', true), '') <> 'on' then
    new.walkover_cause := null;
  end if;
  select * into d from public.draws x
   where (x.edition, x.category, x.sex, x.weight_class) = (new.edition, new.category, new.sex, new.weight_class)
     for update;
  if not found or not d.published then
    perform cup.refuse('draw_not_published', 'Results are recorded in a published draw.');
  end if;
  if tg_op = 'INSERT' and exists (
    select 1 from public.bouts b
     where (b.edition, b.category, b.sex, b.weight_class, b.node) = (new.edition, new.category, new.sex, new.weight_class, new.node)
  ) then
    perform cup.refuse('bout_already_recorded', 'This bout''s result is recorded; correct it instead.');
  end if;
  select * into sides from cup.node_sides(d, new.node);
  if sides.a_state <> 'boxer' or sides.b_state <> 'boxer' then
    perform cup.refuse('bout_not_ready', 'This bout has not both its boxers yet (a bye, or an earlier bout not decided).');
  end if;
  if new.winner is null then
    if new.walkover_cause is distinct from 'both' then
      perform cup.refuse('winner_not_in_bout', 'A bout without a winner is one both boxers lost at the weigh-in.');
    end if;
  elsif new.winner is distinct from sides.a_entry and new.winner is distinct from sides.b_entry then
    perform cup.refuse('winner_not_in_bout', 'The winner must be one of the bout''s two boxers.');
  end if;
  if tg_op = 'UPDATE' then
    if (new.winner, new.method, new.walkover_cause) is not distinct from (old.winner, old.method, old.walkover_cause) then
      return new;
    end if;
    parent := cup.parent_node(new.node);
    if parent is not null and exists (
      select 1 from public.bouts b
       where (b.edition, b.category, b.sex, b.weight_class, b.node) = (new.edition, new.category, new.sex, new.weight_class, parent)
    ) then
      perform cup.refuse('correction_blocked', 'A later bout depends on this result: correct that one first.');
    end if;
  end if;
  new.recorded_at := cup.now();
  new.recorded_by := auth.uid();
  perform cup.log_draw_change(
    d,
    case when tg_op = 'INSERT' then 'result' else 'result_correction' end,
    new.node,
    reason,
    case when tg_op = 'UPDATE' then jsonb_build_object('winner', old.winner, 'method', old.method, 'walkover_cause', old.walkover_cause) end,
    jsonb_build_object('winner', new.winner, 'method', new.method, 'walkover_cause', new.walkover_cause)
  );
  return new;
end;
$$;

create function cup.parent_node(p_node text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_node in ('qf1', 'qf2') then 'sf1' when p_node in ('qf3', 'qf4') then 'sf2'
              when p_node in ('sf1', 'sf2') then 'final' end;
$$;

-- One weigh-in and medical per boxer (entry) and fight day. Organisers write `entry_id`, `day`, the weight (kg, to
-- 0.1), the medical verdict `fit` with an optional `note`, an optional `scale` id and the write's `idempotency_key`;
-- or `absent` (no weight, no verdict) once the window has closed. The trigger fills the rest. `correction` is the
-- reason written with a PATCH and never stored: the change log keeps it.
create table public.weigh_ins (
  entry_id uuid not null constraint weigh_ins_entry_fkey references public.entries (id),
  day text not null constraint weigh_ins_day_check check (day in ('quarterFinals', 'semiFinals', 'finals')),
  edition smallint not null,
  node text not null,
  absent boolean not null default false,
  weight_kg numeric
    constraint weigh_ins_weight_kg_check check (weight_kg between 20 and 200 and weight_kg = round(weight_kg, 1)),
  fit boolean,
  note text constraint weigh_ins_note_check check (char_length(note) <= 500),
  scale text constraint weigh_ins_scale_check check (char_length(scale) <= 40),
  idempotency_key uuid not null,
  revision integer not null default 1,
  recorded_at timestamptz not null,
  recorded_by uuid,
  correction text constraint weigh_ins_correction_check check (correction is null),
  primary key (entry_id, day),
  constraint weigh_ins_fight_day_fkey foreign key (edition, day) references public.fight_days (edition, round),
  constraint weigh_ins_absent_check check (absent = (weight_kg is null) and absent = (fit is null))
);

-- Every weigh-in, absence and correction, with the write's idempotency key (unique: a replayed write finds its key
-- here and is acknowledged without a second line). `team_id` lets a later outbox tell the team in the same
-- transaction.
create table public.weigh_in_changes (
  id bigint generated always as identity primary key,
  edition smallint not null,
  day text not null,
  entry_id uuid not null,
  team_id uuid not null,
  event text not null constraint weigh_in_changes_event_check check (event in ('weigh_in', 'absent', 'correction')),
  idempotency_key uuid not null constraint weigh_in_changes_idempotency_key_unique unique,
  reason text,
  actor_id uuid,
  actor_kind text not null
    constraint weigh_in_changes_actor_kind_check check (actor_kind in ('team', 'organiser', 'service')),
  changed_at timestamptz not null,
  before jsonb,
  after jsonb
);
create index weigh_in_changes_day on public.weigh_in_changes (edition, day, id);

create function cup.weigh_in_json(w public.weigh_ins)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('absent', w.absent, 'weight_kg', w.weight_kg, 'fit', w.fit, 'note', w.note, 'scale', w.scale,
                            'node', w.node, 'revision', w.revision);
$$;

-- Why a boxer may not box that day: over the class's limit (hard, no tolerance), unfit, absent; null when they may.
create function cup.weigh_in_out(w public.weigh_ins, max_kg numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when w.entry_id is null then null
              when w.absent then 'absent'
              when max_kg is not null and w.weight_kg > max_kg then 'over'
              when not w.fit then 'unfit' end;
$$;

-- Records the walkover the weigh-ins of one bout decide, through the bout rules: one boxer out, the other wins by
-- walkover; both out, no winner; nobody out, no walkover (one the weigh-in had recorded is undone).
create function cup.apply_weigh_in(d public.draws, p_node text, a uuid, a_out text, b uuid, b_out text, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  bout public.bouts%rowtype;
  v_winner uuid;
  v_cause text;
  recorded boolean;
begin
  select * into bout from public.bouts x
   where (x.edition, x.category, x.sex, x.weight_class, x.node) = (d.edition, d.category, d.sex, d.weight_class, p_node);
  recorded := found;
  if recorded and bout.walkover_cause is null then
    perform cup.refuse('bout_already_recorded', 'This bout''s result is recorded: the weigh-in no longer decides it.');
  end if;
  if a_out is not null and b_out is not null then
    v_cause := 'both';
  elsif a_out is not null then
    v_winner := b; v_cause := a_out;
  elsif b_out is not null then
    v_winner := a; v_cause := b_out;
  end if;

  perform set_config('cup.weigh_in_write', 'on', true);
  if v_cause is null then
    if recorded then
      if exists (
        select 1 from public.bouts x
         where (x.edition, x.category, x.sex, x.weight_class, x.node) = (d.edition, d.category, d.sex, d.weight_class, cup.parent_node(p_node))
      ) then
        perform cup.refuse('correction_blocked', 'A later bout depends on this result: correct that one first.');
      end if;
      delete from public.bouts x
       where (x.edition, x.category, x.sex, x.weight_class, x.node) = (d.edition, d.category, d.sex, d.weight_class, p_node);
      perform cup.log_draw_change(
        d, 'result_correction', p_node, p_reason,
        jsonb_build_object('winner', bout.winner, 'method', bout.method, 'walkover_cause', bout.walkover_cause), null
      );
    end if;
  elsif not recorded then
    insert into public.bouts (edition, category, sex, weight_class, node, winner, method, walkover_cause)
    values (d.edition, d.category, d.sex, d.weight_class, p_node, v_winner, 'walkover', v_cause);
  elsif (bout.winner, bout.walkover_cause) is distinct from (v_winner, v_cause) then
    update public.bouts x set winner = v_winner, method = 'walkover', walkover_cause = v_cause, correction = p_reason
     where (x.edition, x.category, x.sex, x.weight_class, x.node) = (d.edition, d.category, d.sex, d.weight_class, p_node);
  end if;
  perform set_config('cup.weigh_in_write', '', true);
end;
$$;

create function cup.weigh_in_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.entries%rowtype;
  d public.draws%rowtype;
  window_closes timestamptz;
  max_kg numeric;
  node text;
  sides record;
  opponent uuid;
  other public.weigh_ins%rowtype;
  reason text := nullif(cup.trimmed(new.correction), '');
begin
  if tg_op = 'UPDATE'
     and ((new.entry_id, new.day, new.edition, new.node, new.revision, new.recorded_at, new.recorded_by)
          is distinct from (old.entry_id, old.day, old.edition, old.node, old.revision, old.recorded_at, old.recorded_by)) then
    perform cup.refuse('weigh_in_column_fixed', 'A weigh-in''s boxer, day and stamps are written by the database.');
  end if;
  new.correction := null;
  select * into e from public.entries x where x.id = new.entry_id;
  if not found then
    perform cup.refuse('no_bout_that_day', 'This boxer has no bout that day.');
  end if;
  new.edition := e.edition;
  -- One writer per bracket at a time, as for results: the draw's row is locked for the whole check, so a replayed
  -- write and two organisers weighing one boxer are judged one after the other.
  select * into d from public.draws x
   where (x.edition, x.category, x.sex, x.weight_class) = (e.edition, e.category, e.sex, e.weight_class)
     for update;
  if not found or not d.published then
    perform cup.refuse('no_bout_that_day', 'This boxer has no bout that day: their bracket''s draw is not published.');
  end if;

  -- A write already stored under this key (a double tap, a resend after a timeout): acknowledged, nothing changes.
  if exists (select 1 from public.weigh_in_changes c where c.idempotency_key = new.idempotency_key) then
    if tg_op = 'INSERT' then
      return null;
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' and exists (select 1 from public.weigh_ins w where (w.entry_id, w.day) = (new.entry_id, new.day)) then
    perform cup.refuse('weigh_in_recorded', 'This boxer''s weigh-in for the day is recorded: correct it with a reason.');
  end if;
  if tg_op = 'UPDATE' and reason is null then
    perform cup.refuse('weigh_in_correction_reason', 'A recorded weigh-in changes only through a correction with its reason.');
  end if;

  -- The boxer's bout that day: a node of the day's round with both its boxers known, one of them this one.
  for node in
    select n from unnest(case new.day when 'quarterFinals' then array['qf1', 'qf2', 'qf3', 'qf4']
                                      when 'semiFinals' then array['sf1', 'sf2'] else array['final'] end) n
  loop
    select * into sides from cup.node_sides(d, node);
    if sides.a_state = 'boxer' and sides.b_state = 'boxer' and e.id in (sides.a_entry, sides.b_entry) then
      new.node := node;
      opponent := case when sides.a_entry = e.id then sides.b_entry else sides.a_entry end;
      exit;
    end if;
  end loop;
  if opponent is null then
    perform cup.refuse('no_bout_that_day', 'This boxer has no bout that day.');
  end if;

  if new.absent then
    select f.weigh_in_closes_at into window_closes from public.fight_days f where (f.edition, f.round) = (new.edition, new.day);
    if window_closes is null or cup.now() < window_closes then
      perform cup.refuse('weigh_in_window_open', format('The weigh-in window is open until %s: nobody is absent yet.', window_closes));
    end if;
    new.weight_kg := null;
    new.fit := null;
  else
    if new.weight_kg is null or new.weight_kg < 20 or new.weight_kg > 200 then
      perform cup.refuse('weight_out_of_range', 'A weight is between 20 and 200 kg.');
    end if;
    if new.weight_kg <> round(new.weight_kg, 1) then
      perform cup.refuse('weight_precision', 'A weight is recorded to 0.1 kg.');
    end if;
    if new.fit is null then
      perform cup.refuse('medical_required', 'A weigh-in records the medical verdict: fit or unfit.');
    end if;
  end if;
  new.note := nullif(cup.trimmed(new.note), '');
  new.scale := nullif(cup.trimmed(new.scale), '');
  new.revision := case when tg_op = 'INSERT' then 1 else old.revision + 1 end;
  new.recorded_at := cup.now();
  new.recorded_by := auth.uid();

  insert into public.weigh_in_changes (edition, day, entry_id, team_id, event, idempotency_key, reason, actor_id, actor_kind, changed_at, before, after)
  values (new.edition, new.day, new.entry_id, e.team_id,
          case when tg_op = 'UPDATE' then 'correction' when new.absent then 'absent' else 'weigh_in' end,
          new.idempotency_key, reason, auth.uid(), cup.actor_kind(), cup.now(),
          case when tg_op = 'UPDATE' then cup.weigh_in_json(old) end, cup.weigh_in_json(new));

  select w.max_kg into max_kg from public.weight_classes w
   where (w.edition, w.category, w.sex, w.code) = (e.edition, e.category, e.sex, e.weight_class);
  select * into other from public.weigh_ins w where (w.entry_id, w.day) = (opponent, new.day);
  perform cup.apply_weigh_in(d, new.node, e.id, cup.weigh_in_out(new, max_kg), opponent, cup.weigh_in_out(other, max_kg), reason);
  return new;
end;
$$;

create trigger weigh_ins_before_write
  before insert or update on public.weigh_ins
  for each row execute function cup.weigh_in_before_write();

-- Row-level security: organisers read and write every weigh-in; a team reads its own boxers' weigh-ins (its
-- entries page shows them); anonymous callers read nothing. Only organisers read the log. Nobody deletes.
alter table public.weigh_ins enable row level security;
alter table public.weigh_in_changes enable row level security;
create policy "Organisers read every weigh-in" on public.weigh_ins for select to authenticated using ((select cup.is_organiser()));
create policy "Teams read their boxers' weigh-ins" on public.weigh_ins for select to authenticated
  using (exists (select 1 from public.entries e where e.id = weigh_ins.entry_id and e.team_id = (select auth.uid())));
create policy "Organisers weigh" on public.weigh_ins for insert to authenticated with check ((select cup.is_organiser()));
create policy "Organisers correct weigh-ins" on public.weigh_ins for update to authenticated
  using ((select cup.is_organiser())) with check ((select cup.is_organiser()));
create policy "Organisers read the weigh-in log" on public.weigh_in_changes for select to authenticated
  using ((select cup.is_organiser()));

revoke all on table public.weigh_ins, public.weigh_in_changes from anon, authenticated;
grant select on table public.weigh_ins, public.weigh_in_changes to authenticated;
grant insert (entry_id, day, absent, weight_kg, fit, note, scale, idempotency_key) on table public.weigh_ins to authenticated;
grant update (absent, weight_kg, fit, note, scale, idempotency_key, correction) on table public.weigh_ins to authenticated;
grant all on table public.weigh_ins, public.weigh_in_changes to service_role;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
