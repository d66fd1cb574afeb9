-- Porto Box Cup: each bout's estimated start, computed by the database, and the teams told when it moves by more than
-- 30 minutes (docs/cup.md §12 and §15, docs/decisions.md D101).
--
-- The estimate was computed by the site alone (per ring, now plus the estimated lengths of the bouts still to box
-- ahead, never before the session starts), so no event could carry it: a bout pushed back an hour because three
-- bouts were moved in front of it told nobody. It is now one function, cup.bout_estimates, over the venue the edition
-- migration holds (fight_sessions, bout_lengths), the order and the results; the site reads it through the view
-- public.bout_estimates instead of computing it a second time.
--
-- What teams were last told is cup.announced_estimates, one row per placed bout. After every statement that can move
-- an estimate (a placement or a move, a result recorded, corrected or undone, a session's start changed), the day's
-- estimates are computed again at cup.now() and every bout whose estimate is more than 30 minutes from the one
-- announced gets one `bout_time_moved` event (and its announced estimate), in the same transaction: the bout moved
-- and every bout shifted by it alike. A move of 30 minutes or less says nothing. The clock alone moves no estimate
-- announced: a ring running late is told at the next change of its day.

-- Whether a placed bout is done: its result recorded, or no longer a bout (a bout below it both boxers lost at the
-- weigh-in, docs/cup.md §13): nothing to wait for in its ring, as lib/cup/day-board.ts counts it.
create function cup.bout_done(p_edition smallint, p_category text, p_sex text, p_weight_class text, p_node text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.bouts b
     where (b.edition, b.category, b.sex, b.weight_class, b.node) = (p_edition, p_category, p_sex, p_weight_class, p_node)
  ) then
    return true;
  end if;
  -- Only a bout below it that both boxers lost makes a bye of a placed bout: a quarter-final never is one, and a
  -- bracket without such a walkover needs no walk through its nodes (this runs for every bout after every write).
  if p_node like 'qf%' or not exists (
    select 1 from public.bouts b
     where (b.edition, b.category, b.sex, b.weight_class) = (p_edition, p_category, p_sex, p_weight_class) and b.walkover_cause = 'both'
  ) then
    return false;
  end if;
  return exists (
    select 1 from public.draws d, cup.node_sides(d, p_node) s
     where (d.edition, d.category, d.sex, d.weight_class) = (p_edition, p_category, p_sex, p_weight_class)
       and 'nobody' in (s.a_state, s.b_state)
  );
end;
$$;

-- The estimated start of every bout of a fight day not done yet, as of `p_at`: per ring, the sessions in order, the
-- cursor never before a session's start, each bout starting where the one before it in its ring ended.
create function cup.bout_estimates(p_edition smallint, p_day date, p_at timestamptz)
returns table (bout_category text, bout_sex text, bout_weight_class text, bout_node text, starts_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ring smallint;
  v_session record;
  v_bout record;
  cursor_at timestamptz;
begin
  for v_ring in
    select distinct o.ring from public.bout_order o where (o.edition, o.day) = (p_edition, p_day) order by 1
  loop
    cursor_at := p_at;
    for v_session in
      select f.session, f.starts_at from public.fight_sessions f where (f.edition, f.day) = (p_edition, p_day) order by f.session
    loop
      cursor_at := greatest(cursor_at, v_session.starts_at);
      for v_bout in
        select o.category, o.sex, o.weight_class, o.node, l.seconds
          from public.bout_order o
          join public.bout_lengths l on (l.edition, l.category) = (o.edition, o.category)
         where (o.edition, o.day, o.ring, o.session) = (p_edition, p_day, v_ring, v_session.session)
           and not cup.bout_done(o.edition, o.category, o.sex, o.weight_class, o.node)
         order by o.position
      loop
        bout_category := v_bout.category;
        bout_sex := v_bout.sex;
        bout_weight_class := v_bout.weight_class;
        bout_node := v_bout.node;
        starts_at := cursor_at;
        return next;
        cursor_at := cursor_at + make_interval(secs => v_bout.seconds);
      end loop;
    end loop;
  end loop;
end;
$$;

-- What the site shows: every fight day's estimates as of now (cup.now(), the cup's clock). Anyone reads it: it says
-- nothing the order and the results do not already show.
create view public.bout_estimates as
select d.edition, d.day, e.bout_category as category, e.bout_sex as sex, e.bout_weight_class as weight_class,
       e.bout_node as node, e.starts_at
  from public.fight_days d, cup.bout_estimates(d.edition, d.day, cup.now()) e;

revoke all on table public.bout_estimates from anon, authenticated;
grant select on table public.bout_estimates to anon, authenticated, service_role;

-- The estimate teams were last told, per placed bout (its first, given with the placement's own event, or the last
-- one a `bout_time_moved` event carried); `revision` counts the events, and names them (the event's key).
create table cup.announced_estimates (
  edition smallint not null,
  category text not null,
  sex text not null,
  weight_class text not null,
  node text not null,
  starts_at timestamptz not null,
  revision integer not null default 0,
  constraint announced_estimates_pkey primary key (edition, category, sex, weight_class, node)
);

-- Computes `p_days` of `p_edition` again and tells whoever may box each bout whose estimate moved by more than 30
-- minutes from the one announced. A statement that changes nothing (a replayed write) finds nothing to tell.
-- Volatile (the default): each query takes its own snapshot, so the one after the day's lock sees the last commit.
create function cup.announce_estimates(p_edition smallint, p_days date[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  at timestamptz := cup.now();
  day date;
  e record;
  was cup.announced_estimates%rowtype;
  placed public.bout_order%rowtype;
  d public.draws%rowtype;
begin
  for day in select distinct x from unnest(p_days) x where x is not null order by 1 loop
    -- One writer's announcement per day at a time, until it commits: two desks recording results in two rings at once
    -- would each compute the day without the other's result and undo each other's announcements. The computation
    -- below starts after the lock, so it sees what the writer before committed (3601: issue 36's, per day).
    perform pg_advisory_xact_lock(3601, hashtext(p_edition || ':' || day));
    for e in select * from cup.bout_estimates(p_edition, day, at) loop
      select * into was from cup.announced_estimates a
       where (a.edition, a.category, a.sex, a.weight_class, a.node) = (p_edition, e.bout_category, e.bout_sex, e.bout_weight_class, e.bout_node)
         for update;
      if not found then
        insert into cup.announced_estimates (edition, category, sex, weight_class, node, starts_at)
        values (p_edition, e.bout_category, e.bout_sex, e.bout_weight_class, e.bout_node, e.starts_at);
      elsif abs(extract(epoch from e.starts_at - was.starts_at)) > 1800 then
        update cup.announced_estimates a set starts_at = e.starts_at, revision = a.revision + 1
         where (a.edition, a.category, a.sex, a.weight_class, a.node) = (was.edition, was.category, was.sex, was.weight_class, was.node);
        select * into placed from public.bout_order o
         where (o.edition, o.category, o.sex, o.weight_class, o.node) = (was.edition, was.category, was.sex, was.weight_class, was.node);
        select * into d from public.draws x
         where (x.edition, x.category, x.sex, x.weight_class) = (was.edition, was.category, was.sex, was.weight_class);
        perform cup.log_event(
          format('bout_estimates:%s/%s/%s/%s/%s:%s', was.edition, was.category, was.sex, was.weight_class, was.node, was.revision + 1),
          'bout_time_moved', was.edition, day, was.category, was.sex, was.weight_class, was.node, cup.actor_kind(), at,
          jsonb_build_object('starts_at', was.starts_at),
          jsonb_build_object('starts_at', e.starts_at, 'day', placed.day, 'session', placed.session, 'ring', placed.ring,
                             'bout_number', placed.bout_number),
          cup.possible_boxers(d, was.node)
        );
      end if;
    end loop;
  end loop;
end;
$$;

-- The statements that can move an estimate, each with the days it touched (transition tables: one computation per
-- statement, however many rows it wrote; PostgreSQL allows them on triggers of one event each).
create function cup.announce_days_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_edition smallint;
begin
  for v_edition in select distinct c.edition from changed c loop
    perform cup.announce_estimates(v_edition, array(select c.day from changed c where c.edition = v_edition));
  end loop;
  return null;
end;
$$;

create function cup.announce_after_move()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_edition smallint;
begin
  for v_edition in select distinct c.edition from changed c loop
    perform cup.announce_estimates(v_edition, array(
      select c.day from changed c where c.edition = v_edition union select w.day from was w where w.edition = v_edition
    ));
  end loop;
  return null;
end;
$$;

create function cup.announce_after_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_edition smallint;
begin
  for v_edition in select distinct c.edition from changed c loop
    perform cup.announce_estimates(v_edition, array(
      select o.day from changed c
        join public.bout_order o on (o.edition, o.category, o.sex, o.weight_class, o.node) = (c.edition, c.category, c.sex, c.weight_class, c.node)
       where c.edition = v_edition
    ));
  end loop;
  return null;
end;
$$;

create trigger bout_order_announce_insert
  after insert on public.bout_order referencing new table as changed
  for each statement execute function cup.announce_days_changed();
create trigger bout_order_announce_update
  after update on public.bout_order referencing old table as was new table as changed
  for each statement execute function cup.announce_after_move();
create trigger bouts_announce_insert
  after insert on public.bouts referencing new table as changed
  for each statement execute function cup.announce_after_result();
create trigger bouts_announce_update
  after update on public.bouts referencing new table as changed
  for each statement execute function cup.announce_after_result();
create trigger bouts_announce_delete
  after delete on public.bouts referencing old table as changed
  for each statement execute function cup.announce_after_result();
create trigger fight_sessions_announce
  after update on public.fight_sessions referencing new table as changed
  for each statement execute function cup.announce_days_changed();

-- The new event kinds: `bout_time_moved` here, `weigh_in_failed` (a boxer over the limit or unfit, which only the
-- boxer's team and the organisers read) in 20261204000300_weigh_in_failed.sql.
alter table public.cup_events drop constraint cup_events_kind_check;
alter table public.cup_events add constraint cup_events_kind_check check (kind in (
  'result', 'result_corrected', 'draw_published', 'draw_corrected',
  'bout_placed', 'bout_moved', 'bout_time_moved', 'day_locked',
  'entry_promoted', 'entry_moved', 'entry_withdrawn', 'weigh_in_failed'
));

-- A bout's time is news to its teams when its estimate moves by more than 30 minutes (the event above), and its
-- number, ring or day whenever they change. A move to another session used to be news by itself: it is now the
-- estimate's to tell, so a move that shifts a bout by a few minutes sends nothing.
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
    when e.kind in ('result', 'result_corrected') and e.after ->> 'method' = 'walkover' then 'weigh_in'
    when e.kind in ('result', 'result_corrected') then 'result'
  end;
$$;

-- The estimates, which the public view calls with its reader's rights: they read only what the public pages show.
grant execute on function cup.bout_estimates(smallint, date, timestamptz), cup.bout_done(smallint, text, text, text, text)
  to anon, authenticated;

-- As every migration: the cup's other functions are the database's own (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
