-- Porto Box Cup: the fight days at the venue and each day's running order (docs/cup.md §12, docs/decisions.md
-- D76-D80).
--
-- The venue is edition data (lib/content/venue.ts), written by `npm run edition-sql` into its own migration: each fight
-- day, its sessions with their times and rings, and each category's estimated bout length. The order is written by
-- the desk with the organiser's own token: the app proposes it (lib/cup/bout-order.ts), the organisers move bouts and
-- lock the day. The database referees whatever the client: a bout of a published draw only, in a session and ring
-- the venue has, one bout per position of a ring and one number per bout of a day, no boxer in two bouts of one day,
-- no bout before a bout that decides one of its boxers, and no change to a locked day without a correction reason.
-- Every placement, move and lock leaves a line in public.order_changes in the same transaction. Refusals raise a
-- stable key as the message and an English sentence as the detail (cup.refuse), as the entries and draws do.

-- The venue (generated rows; nothing else lives in them, docs/cup.md §3).
create table public.fight_days (
  edition smallint not null constraint fight_days_edition_fkey references public.editions (year),
  day date not null,
  round text not null constraint fight_days_round_check check (round in ('quarterFinals', 'semiFinals', 'finals')),
  constraint fight_days_pkey primary key (edition, day)
);

create table public.fight_sessions (
  edition smallint not null,
  day date not null,
  session smallint not null constraint fight_sessions_session_check check (session >= 1),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  rings smallint not null constraint fight_sessions_rings_check check (rings >= 1),
  constraint fight_sessions_pkey primary key (edition, day, session),
  constraint fight_sessions_day_fkey foreign key (edition, day) references public.fight_days (edition, day),
  constraint fight_sessions_times_check check (ends_at > starts_at)
);

create table public.bout_lengths (
  edition smallint not null,
  category text not null,
  seconds integer not null constraint bout_lengths_seconds_check check (seconds > 0),
  constraint bout_lengths_pkey primary key (edition, category),
  constraint bout_lengths_category_fkey foreign key (edition, category) references public.categories (edition, key)
);

-- One bout of a published draw where the day's order holds it: its session and ring, its position in that ring
-- (from 1, in the order the ring boxes them) and its number in the day's one series across the rings. The two unique
-- constraints are checked at the end of each statement, so one write may move many bouts along a ring.
-- `correction` is written with a change to a locked day (the reason) and never stored: the trigger moves it to the log.
-- (No check constraint keeps it empty, as draws have: PostgreSQL checks an upsert's proposed row before it finds the
-- conflict, and the reason travels in that row to the update.)
create table public.bout_order (
  edition smallint not null,
  category text not null,
  sex text not null,
  weight_class text not null,
  node text not null constraint bout_order_node_check check (node in ('qf1', 'qf2', 'qf3', 'qf4', 'sf1', 'sf2', 'final')),
  day date not null,
  session smallint not null,
  ring smallint not null constraint bout_order_ring_check check (ring >= 1),
  position smallint not null constraint bout_order_position_check check (position >= 1),
  bout_number smallint not null constraint bout_order_number_check check (bout_number >= 1),
  placed_at timestamptz not null,
  placed_by uuid,
  correction text,
  constraint bout_order_pkey primary key (edition, category, sex, weight_class, node),
  constraint bout_order_draw_fkey
    foreign key (edition, category, sex, weight_class) references public.draws (edition, category, sex, weight_class),
  constraint bout_order_session_fkey foreign key (edition, day, session) references public.fight_sessions (edition, day, session),
  constraint bout_order_position_unique unique (edition, day, session, ring, position) deferrable initially immediate,
  constraint bout_order_number_unique unique (edition, day, bout_number) deferrable initially immediate
);

-- A locked day: its order is final, and changes only as a correction with its reason. A lock is never lifted.
create table public.order_locks (
  edition smallint not null,
  day date not null,
  locked_at timestamptz not null,
  locked_by uuid,
  constraint order_locks_pkey primary key (edition, day),
  constraint order_locks_day_fkey foreign key (edition, day) references public.fight_days (edition, day)
);

-- Every placement, move and lock, written by the triggers in the same transaction.
create table public.order_changes (
  id bigint generated always as identity primary key,
  edition smallint not null,
  day date not null,
  category text,
  sex text,
  weight_class text,
  node text,
  event text not null constraint order_changes_event_check check (event in ('place', 'move', 'lock')),
  reason text,
  actor_id uuid,
  actor_kind text not null constraint order_changes_actor_kind_check check (actor_kind in ('team', 'organiser', 'service')),
  changed_at timestamptz not null,
  before jsonb,
  after jsonb
);
create index order_changes_day on public.order_changes (edition, day, id);

-- The slots a node's bouts draw from (1-based, as public.draws.slots): a quarter-final two, a semi-final four, the
-- final all eight.
create function cup.node_range(p_node text, out lo integer, out hi integer)
language sql
immutable
set search_path = ''
as $$
  select r[1], r[2] from (select case p_node
    when 'qf1' then array[1, 2] when 'qf2' then array[3, 4] when 'qf3' then array[5, 6] when 'qf4' then array[7, 8]
    when 'sf1' then array[1, 4] when 'sf2' then array[5, 8] when 'final' then array[1, 8] end) x(r);
$$;

-- Whether a node is a bout: someone can reach each of its two sides (which depends on the slots alone).
create function cup.is_bout(d public.draws, p_node text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (select 1 from generate_series(r.lo, (r.lo + r.hi) / 2) i where d.slots[i] is not null)
     and exists (select 1 from generate_series((r.lo + r.hi) / 2 + 1, r.hi) i where d.slots[i] is not null)
    from cup.node_range(p_node) r;
$$;

-- Who may box in a node: the boxers placed below it who have not lost a recorded bout below it (lib/cup/bout-links.ts).
create function cup.possible_boxers(d public.draws, p_node text)
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
          and b.winner <> d.slots[i]
     );
$$;

-- The bouts that decide a node's boxers: its children that are bouts, looking through byes (lib/cup/bout-links.ts).
create function cup.deciders(d public.draws, p_node text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  child text;
  found text[] := '{}';
begin
  foreach child in array case p_node when 'sf1' then array['qf1', 'qf2'] when 'sf2' then array['qf3', 'qf4']
                                      when 'final' then array['sf1', 'sf2'] else '{}'::text[] end loop
    if cup.is_bout(d, child) then
      found := found || child;
    elsif exists (select 1 from cup.node_range(child) r, generate_series(r.lo, r.hi) i where d.slots[i] is not null) then
      -- A bye: its lone side comes from further down.
      found := found || cup.deciders(d, child);
    end if;
  end loop;
  return found;
end;
$$;

create function cup.log_order_change(
  p_edition smallint, p_day date, p_row public.bout_order, p_event text, p_reason text, p_before jsonb, p_after jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.order_changes (edition, day, category, sex, weight_class, node, event, reason, actor_id, actor_kind, changed_at, before, after)
  values (p_edition, p_day, p_row.category, p_row.sex, p_row.weight_class, p_row.node, p_event, nullif(cup.trimmed(p_reason), ''),
          auth.uid(), cup.actor_kind(), cup.now(), p_before, p_after);
$$;

-- Where a bout stands in the order, for the log.
create function cup.placement_json(o public.bout_order)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('day', o.day, 'session', o.session, 'ring', o.ring, 'position', o.position, 'bout_number', o.bout_number);
$$;

-- Each row: the columns that may change, the day's lock, a bout of a published draw, a ring of its session, the
-- locked day's reason, the stamps and the log line. The rules that compare bouts run once the statement is done.
-- PostgreSQL fires an upsert's BEFORE INSERT trigger before it finds the conflict, so nothing is done there for a
-- bout already placed: its update is judged and logged instead.
create function cup.order_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.draws%rowtype;
  in_use smallint;
  reason text := new.correction;
  days date[] := array[new.day];
begin
  if tg_op = 'INSERT' and exists (
    select 1 from public.bout_order o
     where (o.edition, o.category, o.sex, o.weight_class, o.node) = (new.edition, new.category, new.sex, new.weight_class, new.node)
  ) then
    -- A bout already placed: an upsert goes on to its update, which this trigger judges and logs (the update's values
    -- are this row as left here, so the reason stays); a plain insert is refused by the key.
    new.placed_at := cup.now();
    new.placed_by := auth.uid();
    return new;
  end if;
  new.correction := null;
  if tg_op = 'UPDATE' then
    if (new.edition, new.category, new.sex, new.weight_class, new.node) is distinct from (old.edition, old.category, old.sex, old.weight_class, old.node)
       or (new.placed_at, new.placed_by) is distinct from (old.placed_at, old.placed_by) then
      perform cup.refuse('order_column_fixed', 'A placed bout''s bracket, node and stamps are written by the database.');
    end if;
    if cup.placement_json(new) = cup.placement_json(old) then
      return new;
    end if;
    days := array[least(old.day, new.day), greatest(old.day, new.day)];
  end if;
  -- One writer per day: every write to a day's order holds that day's row (both days, in date order, for a move
  -- between days), so two desks moving bouts at once are judged one after the other.
  perform 1 from public.fight_days f where f.edition = new.edition and f.day = any(days) order by f.day for no key update;

  select * into d from public.draws x
   where (x.edition, x.category, x.sex, x.weight_class) = (new.edition, new.category, new.sex, new.weight_class);
  if not found or not d.published then
    perform cup.refuse('draw_not_published', 'The order holds the bouts of published draws.');
  end if;
  if not cup.is_bout(d, new.node) then
    perform cup.refuse('order_not_a_bout', 'A bye or an empty node has no bout to place.');
  end if;
  select s.rings into in_use from public.fight_sessions s where (s.edition, s.day, s.session) = (new.edition, new.day, new.session);
  if new.ring > in_use then
    perform cup.refuse('order_ring_not_in_session', 'That session does not use that ring.');
  end if;
  if exists (select 1 from public.order_locks l where l.edition = new.edition and l.day = any(days))
     and nullif(cup.trimmed(reason), '') is null then
    perform cup.refuse('order_day_locked', 'This day''s order is locked: a change needs a correction reason.');
  end if;

  new.placed_at := cup.now();
  new.placed_by := auth.uid();
  perform cup.log_order_change(
    new.edition, new.day, new,
    case when tg_op = 'INSERT' then 'place' else 'move' end,
    reason,
    case when tg_op = 'UPDATE' then cup.placement_json(old) end,
    cup.placement_json(new)
  );
  return new;
end;
$$;

create trigger bout_order_before_write
  before insert or update on public.bout_order
  for each row execute function cup.order_before_write();

-- Once a statement has written its rows (a proposal writes a whole day in one), each bout it placed or moved is held
-- to the bouts of its bracket: none of them that decides one of its boxers comes at or after it, none that one of its
-- boxers goes on to comes at or before it (compared by day, session and position), and none on the same day shares a
-- boxer with it. Only the bouts of one bracket can share a boxer or depend on each other.
create function cup.order_after_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.bout_order%rowtype;
  d public.draws%rowtype;
begin
  for r in select o.* from changed c join public.bout_order o using (edition, category, sex, weight_class, node) loop
    select * into d from public.draws x where (x.edition, x.category, x.sex, x.weight_class) = (r.edition, r.category, r.sex, r.weight_class);
    if exists (
      select 1 from public.bout_order p
       where (p.edition, p.category, p.sex, p.weight_class) = (r.edition, r.category, r.sex, r.weight_class) and p.node <> r.node
         and ((p.node = any(cup.deciders(d, r.node)) and (p.day, p.session, p.position) >= (r.day, r.session, r.position))
           or (r.node = any(cup.deciders(d, p.node)) and (r.day, r.session, r.position) >= (p.day, p.session, p.position)))
    ) then
      perform cup.refuse('order_before_decider', 'A bout comes after the bouts that decide its boxers.');
    end if;
    if exists (
      select 1 from public.bout_order p
       where (p.edition, p.category, p.sex, p.weight_class) = (r.edition, r.category, r.sex, r.weight_class) and p.node <> r.node
         and p.day = r.day
         and cup.possible_boxers(d, p.node) && cup.possible_boxers(d, r.node)
    ) then
      perform cup.refuse('order_boxer_twice', 'A boxer of this bout may box another bout that day.');
    end if;
  end loop;
  return null;
end;
$$;

create trigger bout_order_after_insert
  after insert on public.bout_order
  referencing new table as changed
  for each statement execute function cup.order_after_statement();

create trigger bout_order_after_update
  after update on public.bout_order
  referencing new table as changed
  for each statement execute function cup.order_after_statement();

-- A lock: the day's row held like any write to its order, the stamps, the log line.
create function cup.order_lock_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.fight_days f where (f.edition, f.day) = (new.edition, new.day) for no key update;
  new.locked_at := cup.now();
  new.locked_by := auth.uid();
  insert into public.order_changes (edition, day, event, actor_id, actor_kind, changed_at)
  values (new.edition, new.day, 'lock', auth.uid(), cup.actor_kind(), cup.now());
  return new;
end;
$$;

create trigger order_locks_before_insert
  before insert on public.order_locks
  for each row execute function cup.order_lock_before_insert();

-- Row-level security. The venue, the order and the locks are public: the "today" page and the teams read bout
-- numbers, rings and times without a session, and the trigger admits only bouts of published draws, so the order
-- shows nothing a published draw does not. Organisers place, move and lock; only they read the log. Nobody deletes.
alter table public.fight_days enable row level security;
alter table public.fight_sessions enable row level security;
alter table public.bout_lengths enable row level security;
alter table public.bout_order enable row level security;
alter table public.order_locks enable row level security;
alter table public.order_changes enable row level security;

create policy "Anyone reads the fight days" on public.fight_days for select to anon, authenticated using (true);
create policy "Anyone reads the sessions" on public.fight_sessions for select to anon, authenticated using (true);
create policy "Anyone reads the bout lengths" on public.bout_lengths for select to anon, authenticated using (true);
create policy "Anyone reads the order" on public.bout_order for select to anon, authenticated using (true);
create policy "Organisers place bouts" on public.bout_order for insert to authenticated with check ((select cup.is_organiser()));
create policy "Organisers move bouts" on public.bout_order for update to authenticated
  using ((select cup.is_organiser())) with check ((select cup.is_organiser()));
create policy "Anyone reads the locks" on public.order_locks for select to anon, authenticated using (true);
create policy "Organisers lock a day" on public.order_locks for insert to authenticated with check ((select cup.is_organiser()));
create policy "Organisers read the order log" on public.order_changes for select to authenticated using ((select cup.is_organiser()));

revoke all on table public.fight_days, public.fight_sessions, public.bout_lengths, public.bout_order, public.order_locks,
  public.order_changes from anon, authenticated;
grant select on table public.fight_days, public.fight_sessions, public.bout_lengths, public.bout_order, public.order_locks
  to anon, authenticated;
grant select on table public.order_changes to authenticated;
-- PostgREST's upsert (a proposal, a move along a ring) sets every column it sends, the key included, so the key columns
-- are granted for update too; the trigger refuses any change to them (order_column_fixed).
grant insert (edition, category, sex, weight_class, node, day, session, ring, position, bout_number, correction)
  on table public.bout_order to authenticated;
grant update (edition, category, sex, weight_class, node, day, session, ring, position, bout_number, correction)
  on table public.bout_order to authenticated;
grant insert (edition, day) on table public.order_locks to authenticated;
grant all on table public.fight_days, public.fight_sessions, public.bout_lengths, public.bout_order, public.order_locks,
  public.order_changes to service_role;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
