-- Porto Box Cup: the official draw of each bracket and the results of its bouts (docs/cup.md §11, docs/decisions.md
-- D57-D60).
--
-- The database is the referee. The app computes a draw (lib/cup/draw.ts: the seed, the drawn order, the 8 slots)
-- and the organisers write it through the table endpoints; the triggers below hold every rule whatever the client:
-- a draw holds exactly its bracket's entered boxers, every draw, redraw, publication and correction is recorded with
-- who and when, a published draw changes only through a recorded correction and never once a bout is recorded, a
-- published bracket's entries are fixed, a bout is recorded once, between the two boxers the slots and the earlier
-- winners put there, and a correction waits until no later result depends on it. Refusals raise a stable key as the
-- message and an English sentence as the detail (cup.refuse), as the entries do.

-- The drawn bracket: one row per weight class of an edition (the bracket, docs/cup.md §2). `published` is what the
-- desk writes; the trigger stamps `published_at` and `published_by`. `correction` is written with a change to a
-- published draw (the reason) and never stored: the change log keeps it.
create table public.draws (
  edition smallint not null,
  category text not null,
  sex text not null,
  weight_class text not null,
  seed text not null constraint draws_seed_check check (seed ~ '^[0-9a-f]{16}$'),
  drawn_order uuid[] not null,
  -- The 8 slots of lib/cup/bracket.ts, in order; null where nobody is placed (a bye).
  slots uuid[] not null constraint draws_slots_check check (cardinality(slots) = 8 and array_lower(slots, 1) = 1),
  revision integer not null default 1,
  drawn_at timestamptz not null,
  drawn_by uuid,
  published boolean not null default false,
  published_at timestamptz,
  published_by uuid,
  correction text,
  primary key (edition, category, sex, weight_class),
  constraint draws_weight_class_fkey
    foreign key (edition, category, sex, weight_class) references public.weight_classes (edition, category, sex, code),
  constraint draws_published_check check (published = (published_at is not null)),
  constraint draws_correction_check check (correction is null)
);

-- One bout of a drawn bracket: its node (lib/cup/bracket.ts), the winner and how. The key makes a node's result
-- unique; the trigger refuses a second one first, with its own key.
create table public.bouts (
  edition smallint not null,
  category text not null,
  sex text not null,
  weight_class text not null,
  node text not null constraint bouts_node_check check (node in ('qf1', 'qf2', 'qf3', 'qf4', 'sf1', 'sf2', 'final')),
  winner uuid not null constraint bouts_winner_fkey references public.entries (id),
  method text not null
    constraint bouts_method_check check (method in ('points', 'rsc', 'ko', 'abandonment', 'disqualification', 'walkover')),
  recorded_at timestamptz not null,
  recorded_by uuid,
  correction text,
  constraint bouts_pkey primary key (edition, category, sex, weight_class, node),
  constraint bouts_draw_fkey
    foreign key (edition, category, sex, weight_class) references public.draws (edition, category, sex, weight_class),
  constraint bouts_correction_check check (correction is null)
);

-- Every draw, redraw, publication, result and correction, written by the triggers in the same transaction.
create table public.draw_changes (
  id bigint generated always as identity primary key,
  edition smallint not null,
  category text not null,
  sex text not null,
  weight_class text not null,
  event text not null
    constraint draw_changes_event_check
    check (event in ('draw', 'redraw', 'publish', 'correction', 'result', 'result_correction')),
  node text,
  reason text,
  actor_id uuid,
  actor_kind text not null constraint draw_changes_actor_kind_check check (actor_kind in ('team', 'organiser', 'service')),
  changed_at timestamptz not null,
  before jsonb,
  after jsonb
);
create index draw_changes_bracket on public.draw_changes (edition, category, sex, weight_class, id);

create function cup.log_draw_change(
  p_bracket public.draws, p_event text, p_node text, p_reason text, p_before jsonb, p_after jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.draw_changes (edition, category, sex, weight_class, event, node, reason, actor_id, actor_kind, changed_at, before, after)
  values (p_bracket.edition, p_bracket.category, p_bracket.sex, p_bracket.weight_class, p_event, p_node,
          nullif(cup.trimmed(p_reason), ''), auth.uid(), cup.actor_kind(), cup.now(), p_before, p_after);
$$;

-- The parts of a draw that make the bracket (a change to them is a redraw, or a correction once published).
create function cup.draw_json(d public.draws)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('seed', d.seed, 'drawn_order', to_jsonb(d.drawn_order), 'slots', to_jsonb(d.slots), 'revision', d.revision);
$$;

create function cup.draw_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  entered uuid[];
  placed uuid[];
  redrawn boolean := tg_op = 'INSERT';
  publishing boolean;
  reason text := new.correction;
begin
  if tg_op = 'UPDATE' then
    if (new.edition, new.category, new.sex, new.weight_class) is distinct from (old.edition, old.category, old.sex, old.weight_class)
       or (new.drawn_at, new.drawn_by, new.revision, new.published_at, new.published_by)
          is distinct from (old.drawn_at, old.drawn_by, old.revision, old.published_at, old.published_by) then
      perform cup.refuse('draw_column_fixed', 'A draw''s bracket, revision and stamps are written by the database.');
    end if;
    if old.published and not new.published then
      perform cup.refuse('draw_published_is_final', 'A published draw stays published.');
    end if;
    redrawn := (new.seed, new.drawn_order, new.slots) is distinct from (old.seed, old.drawn_order, old.slots);
    if redrawn and old.published then
      if nullif(cup.trimmed(reason), '') is null then
        perform cup.refuse('draw_published', 'A published draw changes only through a correction with its reason.');
      end if;
      if exists (
        select 1 from public.bouts b
         where (b.edition, b.category, b.sex, b.weight_class) = (old.edition, old.category, old.sex, old.weight_class)
      ) then
        perform cup.refuse('draw_has_results', 'Bouts of this bracket are recorded: its draw can no longer change.');
      end if;
    end if;
  end if;
  new.correction := null;
  publishing := new.published and (tg_op = 'INSERT' or not old.published);

  -- The draw must hold exactly the bracket's entered boxers, counted under the bracket's lock (the one every
  -- entry write takes), so no entry can join or leave between this check and the commit.
  perform cup.lock_brackets(new.edition, array[new.category || '/' || new.sex || '/' || new.weight_class]);
  select coalesce(array_agg(e.id order by e.id), '{}') into entered
    from public.entries e
   where e.edition = new.edition and e.category = new.category and e.sex = new.sex and e.weight_class = new.weight_class
     and e.status = 'entered';
  if cardinality(entered) = 0 then
    perform cup.refuse('bracket_empty', 'Nobody is entered in this bracket: there is nothing to draw.');
  end if;
  select coalesce(array_agg(s order by s), '{}') into placed from unnest(new.slots) s where s is not null;
  if placed is distinct from entered
     or (select coalesce(array_agg(o order by o), '{}') from unnest(new.drawn_order) o) is distinct from entered then
    perform cup.refuse('draw_entries_mismatch', 'A draw places each entered boxer of its bracket once, and nobody else.');
  end if;

  if redrawn then
    new.revision := case when tg_op = 'INSERT' then 1 else old.revision + 1 end;
    new.drawn_at := cup.now();
    new.drawn_by := auth.uid();
  end if;
  if tg_op = 'INSERT' then
    new.published_at := null;
    new.published_by := null;
  end if;
  if publishing then
    new.published_at := cup.now();
    new.published_by := auth.uid();
  end if;

  if redrawn then
    perform cup.log_draw_change(
      new,
      case when tg_op = 'INSERT' then 'draw' when old.published then 'correction' else 'redraw' end,
      null,
      reason,
      case when tg_op = 'UPDATE' then cup.draw_json(old) end,
      cup.draw_json(new)
    );
  end if;
  if publishing then
    perform cup.log_draw_change(new, 'publish', null, null, null, cup.draw_json(new));
  end if;
  return new;
end;
$$;

create trigger draws_before_write
  before insert or update on public.draws
  for each row execute function cup.draw_before_write();

-- Who leaves a node of a drawn bracket, as lib/cup/bracket.ts computes it: `boxer` (a known entry: the recorded
-- winner of a bout, or the lone boxer of a bye), `pending` (a bout, or a bye whose boxer comes from one, not
-- decided yet) or `nobody` (an empty node).
create function cup.advancing(d public.draws, p_node text, out state text, out entry uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  a_state text; a_entry uuid; b_state text; b_entry uuid;
  won uuid;
begin
  select s.a_state, s.a_entry, s.b_state, s.b_entry into a_state, a_entry, b_state, b_entry from cup.node_sides(d, p_node) s;
  if a_state = 'nobody' and b_state = 'nobody' then
    state := 'nobody';
  elsif a_state = 'nobody' or b_state = 'nobody' then
    -- A bye: the side that is there moves on (once it is known).
    if a_state = 'nobody' then state := b_state; entry := b_entry; else state := a_state; entry := a_entry; end if;
  else
    select b.winner into won
      from public.bouts b
     where (b.edition, b.category, b.sex, b.weight_class, b.node) = (d.edition, d.category, d.sex, d.weight_class, p_node);
    if won is null then state := 'pending'; else state := 'boxer'; entry := won; end if;
  end if;
end;
$$;

-- The two sides of a node: quarter-final i between slots 2i-1 and 2i (1-based), each semi-final between the
-- winners of two quarter-finals, the final between the semi-finals' winners.
create function cup.node_sides(d public.draws, p_node text, out a_state text, out a_entry uuid, out b_state text, out b_entry uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  i integer;
  children text[];
begin
  if p_node in ('qf1', 'qf2', 'qf3', 'qf4') then
    i := substr(p_node, 3)::integer;
    a_entry := d.slots[2 * i - 1];
    b_entry := d.slots[2 * i];
    a_state := case when a_entry is null then 'nobody' else 'boxer' end;
    b_state := case when b_entry is null then 'nobody' else 'boxer' end;
    return;
  end if;
  children := case p_node when 'sf1' then array['qf1', 'qf2'] when 'sf2' then array['qf3', 'qf4'] else array['sf1', 'sf2'] end;
  select c.state, c.entry into a_state, a_entry from cup.advancing(d, children[1]) c;
  select c.state, c.entry into b_state, b_entry from cup.advancing(d, children[2]) c;
end;
$$;

create function cup.bout_before_write()
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
  -- One writer per bracket at a time: the draw's row is locked for the whole check.
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
  if new.winner is distinct from sides.a_entry and new.winner is distinct from sides.b_entry then
    perform cup.refuse('winner_not_in_bout', 'The winner must be one of the bout''s two boxers.');
  end if;
  if tg_op = 'UPDATE' then
    if (new.winner, new.method) is not distinct from (old.winner, old.method) then
      return new;
    end if;
    parent := case when new.node in ('qf1', 'qf2') then 'sf1' when new.node in ('qf3', 'qf4') then 'sf2'
                   when new.node in ('sf1', 'sf2') then 'final' end;
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
    case when tg_op = 'UPDATE' then jsonb_build_object('winner', old.winner, 'method', old.method) end,
    jsonb_build_object('winner', new.winner, 'method', new.method)
  );
  return new;
end;
$$;

create trigger bouts_before_write
  before insert or update on public.bouts
  for each row execute function cup.bout_before_write();

-- A published bracket's entries are fixed: nobody joins, leaves or moves out of it (a boxer who does not show
-- loses by walkover). Edits that keep an entry where it is (a misspelt name) still pass. This trigger runs after
-- entries_before_write (triggers fire in name order), which has already locked the bracket(s).
create function cup.entry_draw_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('cup.queue_update', true), '') = 'on' then
    if tg_op = 'DELETE' then
      return old;
    end if;
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.category, new.sex, new.weight_class, new.status) is not distinct from (old.category, old.sex, old.weight_class, old.status) then
    return new;
  end if;
  if exists (
    select 1 from public.draws d
     where d.published
       and ((tg_op <> 'DELETE' and (d.edition, d.category, d.sex, d.weight_class) = (new.edition, new.category, new.sex, new.weight_class))
         or (tg_op <> 'INSERT' and (d.edition, d.category, d.sex, d.weight_class) = (old.edition, old.category, old.sex, old.weight_class)))
  ) then
    perform cup.refuse('bracket_drawn', 'This bracket''s draw is published: its boxers are fixed.');
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

create trigger entries_draw_guard
  before insert or update or delete on public.entries
  for each row execute function cup.entry_draw_guard();

-- What a published draw makes public of its boxers: the name, club and nationality the results documents print,
-- and nothing else (no birth date, no record book, no team account). The view runs with its owner's rights, like
-- bracket_places, and shows only boxers placed in a published draw.
create view public.drawn_boxers as
select e.id, d.edition, d.category, d.sex, d.weight_class, e.first_name, e.last_name, e.club, e.nationality
  from public.draws d
  join public.entries e on e.id = any(d.slots)
 where d.published;

-- Row-level security: organisers read and write everything of the draw; anyone, signed in or not, reads a
-- published draw and its results (the public pages read them without a session); nobody else reads an
-- unpublished draw, and only organisers read the change log. Nobody deletes.
alter table public.draws enable row level security;
alter table public.bouts enable row level security;
alter table public.draw_changes enable row level security;

create policy "Anyone reads published draws" on public.draws for select to anon, authenticated using (published);
create policy "Organisers read every draw" on public.draws for select to authenticated using ((select cup.is_organiser()));
create policy "Organisers draw" on public.draws for insert to authenticated with check ((select cup.is_organiser()));
create policy "Organisers redraw, publish and correct" on public.draws for update to authenticated
  using ((select cup.is_organiser())) with check ((select cup.is_organiser()));

create policy "Anyone reads the results of published draws" on public.bouts for select to anon, authenticated
  using (exists (
    select 1 from public.draws d
     where (d.edition, d.category, d.sex, d.weight_class) = (bouts.edition, bouts.category, bouts.sex, bouts.weight_class) and d.published
  ));
create policy "Organisers read every result" on public.bouts for select to authenticated using ((select cup.is_organiser()));
create policy "Organisers record results" on public.bouts for insert to authenticated with check ((select cup.is_organiser()));
create policy "Organisers correct results" on public.bouts for update to authenticated
  using ((select cup.is_organiser())) with check ((select cup.is_organiser()));

create policy "Organisers read the draw log" on public.draw_changes for select to authenticated using ((select cup.is_organiser()));

revoke all on table public.draws, public.bouts, public.draw_changes, public.drawn_boxers from anon, authenticated;
grant select on table public.draws, public.bouts, public.drawn_boxers to anon, authenticated;
grant select on table public.draw_changes to authenticated;
grant insert (edition, category, sex, weight_class, seed, drawn_order, slots, published) on table public.draws to authenticated;
grant update (seed, drawn_order, slots, published, correction) on table public.draws to authenticated;
grant insert (edition, category, sex, weight_class, node, winner, method) on table public.bouts to authenticated;
grant update (winner, method, correction) on table public.bouts to authenticated;
grant all on table public.draws, public.bouts, public.draw_changes to service_role;
grant select on table public.drawn_boxers to service_role;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
