-- Porto Box Cup: the teams' entries, under the cup's rules (docs/cup.md).
--
-- The database is the referee. Teams write their entries through the plain table endpoints (POST and PATCH
-- on public.entries); the triggers below enforce every rule whatever the client: the category from the
-- birth year, the weight class of that category and sex, the per-team limit per bracket, 8 places per
-- bracket and a waiting list in queue order, the registration deadline, and a change log of every change.
-- Refusals raise a stable key as the message (e.g. team_bracket_limit) with an English sentence as the
-- detail; the app maps the key to a sentence in the page's language. The edition's own rows (editions,
-- categories, weight classes) come from lib/content through the generated `<timestamp>_edition_<year>.sql`.

-- The private schema: the cup's clock, the organiser check and the trigger functions. PostgREST exposes only
-- `public`, so nothing here is reachable through the API; policies may still call cup.is_organiser().
create schema cup;
revoke all on schema cup from public;
grant usage on schema cup to anon, authenticated, service_role;
-- PostgreSQL grants EXECUTE on every new function to PUBLIC, and a per-schema default privilege cannot take
-- that back (it only adds to the global defaults). So every migration that creates functions here ends by
-- revoking them from PUBLIC; the API roles keep only cup.now() and cup.is_organiser(), granted by name below.
-- tests/postgres/migrations.test.ts lists what anon and authenticated may run.

-- The cup's "now": the database's clock plus an offset. The embedded backend writes the offset of the chosen
-- date it was started with (QA and demos); hosted PostgreSQL never has a row: no migration inserts one and no
-- API role may write here.
create table cup.clock (
  only_row boolean primary key default true constraint clock_one_row check (only_row),
  shift interval not null
);
revoke all on table cup.clock from public, anon, authenticated, service_role;

create function cup.now()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select now() + coalesce((select c.shift from cup.clock c), interval '0');
$$;

-- An organiser is a user whose app_metadata.role is 'organiser' (only the secret key or SQL can set it).
create function cup.is_organiser()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'organiser', false);
$$;

-- Who is writing, as the change log records it: an organiser, a team (any other signed-in user), or the
-- service (the secret key, or SQL such as the embedded backend's demo seed).
create function cup.actor_kind()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when cup.is_organiser() then 'organiser'
    when auth.role() = 'authenticated' then 'team'
    else 'service'
  end;
$$;

grant execute on function cup.now(), cup.is_organiser() to anon, authenticated, service_role;

-- Text as teams type it: surrounding spaces dropped.
create function cup.trimmed(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value, '^\s+|\s+$', '', 'g');
$$;

-- The edition's data (generated from lib/content; docs/cup.md §3). Signed-in users read it; nobody writes it
-- through the API.
create table public.editions (
  year smallint primary key constraint editions_year_check check (year between 2000 and 2999),
  time_zone text not null,
  registration_deadline date not null,
  -- The end of the deadline day in the edition's time zone: team writes are refused from this instant on.
  registration_closes_at timestamptz not null,
  bracket_size smallint not null constraint editions_bracket_size_check check (bracket_size between 2 and 64)
);

create table public.categories (
  edition smallint not null references public.editions (year) on delete cascade,
  key text not null constraint categories_key_check check (key ~ '^[a-z]+$'),
  position smallint not null,
  born_from smallint not null,
  born_to smallint not null,
  minor boolean not null,
  team_limit smallint not null constraint categories_team_limit_check check (team_limit >= 1),
  primary key (edition, key),
  constraint categories_born_check check (born_from <= born_to)
);

-- A weight class of a category and sex IS a bracket: the unit that is drawn and fought. Its row is what the
-- entry trigger locks before counting. Like the edition and its categories, it is the edition's data, written
-- by the generated migration and nothing else: everything that changes lives in the entries.
create table public.weight_classes (
  edition smallint not null,
  category text not null,
  sex text not null constraint weight_classes_sex_check check (sex in ('F', 'M')),
  code text not null,
  label text not null,
  slug text not null constraint weight_classes_slug_check check (slug ~ '^[a-z0-9-]+$'),
  position smallint not null,
  min_kg numeric(5, 1) not null,
  max_kg numeric(5, 1),
  primary key (edition, category, sex, code),
  constraint weight_classes_slug_key unique (edition, category, sex, slug),
  foreign key (edition, category) references public.categories (edition, key) on delete cascade
);

create table public.entries (
  id uuid primary key default gen_random_uuid(),
  edition smallint not null,
  team_id uuid not null default auth.uid() references public.user_profiles (user_id) on delete cascade,
  first_name text not null
    constraint entries_first_name_check
    check (char_length(first_name) between 1 and 60 and first_name !~ '^\s|\s$' and first_name !~ '[[:cntrl:]]'),
  last_name text not null
    constraint entries_last_name_check
    check (char_length(last_name) between 1 and 60 and last_name !~ '^\s|\s$' and last_name !~ '[[:cntrl:]]'),
  sex text not null constraint entries_sex_check check (sex in ('F', 'M')),
  birth_date date not null,
  category text not null,
  weight_class text not null,
  -- A record-book (licence) number: letters, digits, spaces, dots, slashes and hyphens. It is entered once per
  -- edition among active entries, compared without case and spaces (entries_record_book_unique).
  record_book text not null
    constraint entries_record_book_check
    check (char_length(record_book) <= 30 and record_book ~ '^[A-Za-z0-9][A-Za-z0-9 ./-]*$' and record_book !~ '\s$'),
  record_book_key text generated always as (upper(regexp_replace(record_book, '\s', '', 'g'))) stored,
  club text not null
    constraint entries_club_check
    check (char_length(club) between 1 and 80 and club !~ '^\s|\s$' and club !~ '[[:cntrl:]]'),
  nationality text not null constraint entries_nationality_fkey references public.countries (name),
  status text not null default 'waiting' constraint entries_status_check check (status in ('entered', 'waiting', 'withdrawn')),
  -- The entry's place in its bracket's queue, given under the bracket's lock: queue order is commit order.
  queue_place integer not null,
  waiting_position integer,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  withdrawn_at timestamptz,
  constraint entries_category_fkey foreign key (edition, category) references public.categories (edition, key),
  constraint entries_weight_class_fkey
    foreign key (edition, category, sex, weight_class) references public.weight_classes (edition, category, sex, code),
  constraint entries_waiting_position_check check ((status = 'waiting') = (waiting_position is not null)),
  constraint entries_withdrawn_at_check check ((status = 'withdrawn') = (withdrawn_at is not null))
);

create unique index entries_record_book_unique on public.entries (edition, record_book_key) where status <> 'withdrawn';
create unique index entries_queue_place_unique on public.entries (edition, category, sex, weight_class, queue_place)
  where status <> 'withdrawn';
create index entries_team on public.entries (team_id, edition);

-- Every change to an entry, written by the trigger in the same transaction: who (auth.uid() and the kind of
-- actor), when (cup.now()), what (the row before and after). `queue` lines are the statuses the queue
-- recomputed because of a request (a promotion after a withdrawal); `request` lines are the request itself.
create table public.entry_changes (
  id bigint generated always as identity primary key,
  entry_id uuid not null,
  team_id uuid not null,
  edition smallint not null,
  operation text not null constraint entry_changes_operation_check check (operation in ('insert', 'update', 'delete')),
  reason text not null constraint entry_changes_reason_check check (reason in ('request', 'queue')),
  actor_id uuid,
  actor_kind text not null constraint entry_changes_actor_kind_check check (actor_kind in ('team', 'organiser', 'service')),
  changed_at timestamptz not null,
  before jsonb,
  after jsonb
);
create index entry_changes_entry on public.entry_changes (entry_id, id);
create index entry_changes_team on public.entry_changes (team_id, id);

-- Locks the brackets an entry write touches, in one fixed order (category, sex, code), so two writers never
-- hold one each while waiting for the other. FOR NO KEY UPDATE: writers of a bracket wait for each other, while
-- foreign-key checks against it (which take KEY SHARE) do not.
create function cup.lock_brackets(p_edition smallint, p_keys text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1
     from public.weight_classes w
    where w.edition = p_edition and w.category || '/' || w.sex || '/' || w.code = any(p_keys)
    order by w.category, w.sex, w.code
      for no key update;
end;
$$;

-- Statuses from the queue: the first `bracket_size` active entries are entered, the rest wait in order. Rows
-- another transaction holds are skipped: every write locks its bracket before its row is changed and
-- recomputes the bracket afterwards, so whoever holds a skipped row recomputes after this transaction commits.
-- Waiting for that row instead would deadlock (it holds the row and waits for the bracket held here).
create function cup.recompute_bracket(p_edition smallint, p_category text, p_sex text, p_code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  size smallint;
begin
  select e.bracket_size into size from public.editions e where e.year = p_edition;
  perform set_config('cup.queue_update', 'on', true);
  with queue as (
    select e.id, row_number() over (order by e.queue_place) as rank
      from public.entries e
     where e.edition = p_edition and e.category = p_category and e.sex = p_sex and e.weight_class = p_code
       and e.status <> 'withdrawn'
  ), wanted as (
    select q.id,
           case when q.rank <= size then 'entered' else 'waiting' end as status,
           case when q.rank > size then (q.rank - size)::integer end as waiting_position
      from queue q
  ), stale as (
    select e.id
      from public.entries e
      join wanted w on w.id = e.id
     where (e.status, e.waiting_position) is distinct from (w.status, w.waiting_position)
       for update of e skip locked
  )
  update public.entries e
     set status = w.status, waiting_position = w.waiting_position
    from wanted w
   where w.id = e.id and e.id in (select s.id from stale s);
  perform set_config('cup.queue_update', 'off', true);
end;
$$;

-- Refuses with a stable key (the message the app translates) and an English sentence (the detail).
create function cup.refuse(p_key text, p_detail text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = p_key, detail = p_detail;
end;
$$;

-- A row whose missing or invalid column the table's own constraints name better than a rule could: the queue
-- columns get placeholders so that their NOT NULL, checked before any CHECK, does not speak first. Such a row
-- is refused either way.
create function cup.left_to_constraints(e public.entries)
returns public.entries
language plpgsql
set search_path = ''
as $$
begin
  e.queue_place := coalesce(e.queue_place, 0);
  e.created_at := coalesce(e.created_at, cup.now());
  e.updated_at := cup.now();
  return e;
end;
$$;

create function cup.entry_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := cup.actor_kind();
  ed public.editions%rowtype;
  born integer;
  choices text[];
  limit_per_team smallint;
  ahead integer;
  bracket text;
begin
  -- The queue's own status updates (cup.recompute_bracket) are not requests: no rule applies to them.
  if coalesce(current_setting('cup.queue_update', true), '') = 'on' then
    return new;
  end if;
  if tg_op = 'DELETE' then
    perform cup.lock_brackets(old.edition, array[old.category || '/' || old.sex || '/' || old.weight_class]);
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if old.status = 'withdrawn' then
      perform cup.refuse('withdrawn_is_final', 'A withdrawn entry cannot be changed; enter the boxer again instead.');
    end if;
    if (new.id, new.edition, new.team_id, new.queue_place, new.created_at)
       is distinct from (old.id, old.edition, old.team_id, old.queue_place, old.created_at) then
      perform cup.refuse('entry_column_fixed', 'The id, edition, team, queue place and creation time of an entry never change.');
    end if;
    if new.status is distinct from old.status and new.status <> 'withdrawn' then
      perform cup.refuse('status_not_writable', 'Only a withdrawal may be written; the queue decides entered and waiting.');
    end if;
  end if;

  if new.edition is null then
    return new; -- the not-null constraint names the missing column
  end if;
  select * into ed from public.editions e where e.year = new.edition;
  if not found then
    perform cup.refuse('edition_unknown', format('There is no edition %s.', new.edition));
  end if;
  if actor = 'team' and cup.now() >= ed.registration_closes_at then
    perform cup.refuse('registration_closed', format('Entries for the %s edition closed at %s.', ed.year, ed.registration_closes_at));
  end if;

  if tg_op = 'UPDATE' and new.status = 'withdrawn' then
    if (new.first_name, new.last_name, new.sex, new.birth_date, new.category, new.weight_class, new.record_book, new.club, new.nationality)
       is distinct from
       (old.first_name, old.last_name, old.sex, old.birth_date, old.category, old.weight_class, old.record_book, old.club, old.nationality) then
      perform cup.refuse('withdrawal_changes_nothing_else', 'A withdrawal sets the status alone.');
    end if;
    perform cup.lock_brackets(old.edition, array[old.category || '/' || old.sex || '/' || old.weight_class]);
    new.withdrawn_at := cup.now();
    new.waiting_position := null;
    new.updated_at := cup.now();
    return new;
  end if;

  new.first_name := cup.trimmed(new.first_name);
  new.last_name := cup.trimmed(new.last_name);
  new.record_book := cup.trimmed(new.record_book);
  new.club := cup.trimmed(new.club);
  if new.club is null or new.club = '' then
    select p.team_name into new.club from public.user_profiles p where p.user_id = new.team_id;
  end if;
  if new.birth_date is null then
    return cup.left_to_constraints(new);
  end if;

  -- The category from the birth year; where bands share their years (senior and elite) the team chooses.
  born := extract(year from new.birth_date);
  select array_agg(c.key order by c.position) into choices
    from public.categories c
   where c.edition = new.edition and born between c.born_from and c.born_to;
  if choices is null then
    perform cup.refuse('birth_year_out_of_range', format('No category of the %s edition takes boxers born in %s.', new.edition, born));
  end if;
  if nullif(new.category, '') is null then
    if cardinality(choices) > 1 then
      perform cup.refuse('category_choice_required', format('Boxers born in %s may enter %s: choose one.', born, array_to_string(choices, ' or ')));
    end if;
    new.category := choices[1];
  elsif not new.category = any(choices) then
    perform cup.refuse('category_birth_year_mismatch', format('Boxers born in %s may enter %s, not %s.', born, array_to_string(choices, ' or '), new.category));
  end if;

  if new.sex is null or new.sex not in ('F', 'M') or new.weight_class is null then
    return cup.left_to_constraints(new);
  end if;

  -- Every write locks its bracket(s) before counting (and cup.recompute_bracket relies on it).
  bracket := new.category || '/' || new.sex || '/' || new.weight_class;
  if tg_op = 'UPDATE' then
    perform cup.lock_brackets(new.edition, array[bracket, old.category || '/' || old.sex || '/' || old.weight_class]);
  else
    perform cup.lock_brackets(new.edition, array[bracket]);
  end if;
  if not exists (
    select 1 from public.weight_classes w
     where w.edition = new.edition and w.category = new.category and w.sex = new.sex and w.code = new.weight_class
  ) then
    perform cup.refuse('weight_class_not_offered', format('The %s %s category of %s has no %s kg class.', new.category, new.sex, new.edition, new.weight_class));
  end if;
  new.updated_at := cup.now();
  if tg_op = 'UPDATE' and (new.category, new.sex, new.weight_class) = (old.category, old.sex, old.weight_class) then
    return new; -- an edit that stays in the bracket keeps its place
  end if;

  -- Entering or moving: the team's limit in the bracket, then the end of the bracket's queue.
  select c.team_limit into limit_per_team from public.categories c where c.edition = new.edition and c.key = new.category;
  if (
    select count(*) from public.entries e
     where e.edition = new.edition and e.team_id = new.team_id and e.category = new.category and e.sex = new.sex
       and e.weight_class = new.weight_class and e.status <> 'withdrawn' and e.id <> new.id
  ) >= limit_per_team then
    perform cup.refuse('team_bracket_limit', format('A team may enter %s boxer(s) in each %s bracket.', limit_per_team, new.category));
  end if;
  -- The end of the queue, counted under the lock: places are given in the order the writers commit.
  select coalesce(max(e.queue_place), 0) + 1 into new.queue_place
    from public.entries e
   where e.edition = new.edition and e.category = new.category and e.sex = new.sex and e.weight_class = new.weight_class
     and e.status <> 'withdrawn' and e.id <> new.id;
  select count(*) into ahead
    from public.entries e
   where e.edition = new.edition and e.category = new.category and e.sex = new.sex and e.weight_class = new.weight_class
     and e.status <> 'withdrawn' and e.id <> new.id;
  if ahead < ed.bracket_size then
    new.status := 'entered';
    new.waiting_position := null;
  else
    new.status := 'waiting';
    new.waiting_position := ahead - ed.bracket_size + 1;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := new.updated_at;
    new.withdrawn_at := null;
  end if;
  return new;
end;
$$;

create function cup.entry_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  queue_update boolean := coalesce(current_setting('cup.queue_update', true), '') = 'on';
begin
  insert into public.entry_changes (entry_id, team_id, edition, operation, reason, actor_id, actor_kind, changed_at, before, after)
  values (
    coalesce(new.id, old.id),
    coalesce(new.team_id, old.team_id),
    coalesce(new.edition, old.edition),
    lower(tg_op),
    case when queue_update then 'queue' else 'request' end,
    auth.uid(),
    cup.actor_kind(),
    cup.now(),
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end
  );
  if not queue_update then
    if tg_op <> 'DELETE' then
      perform cup.recompute_bracket(new.edition, new.category, new.sex, new.weight_class);
    end if;
    if tg_op <> 'INSERT' and (tg_op = 'DELETE' or (old.category, old.sex, old.weight_class) <> (new.category, new.sex, new.weight_class)) then
      perform cup.recompute_bracket(old.edition, old.category, old.sex, old.weight_class);
    end if;
  end if;
  return null;
end;
$$;

create trigger entries_before_write
  before insert or update or delete on public.entries
  for each row execute function cup.entry_before_write();

create trigger entries_after_write
  after insert or update or delete on public.entries
  for each row execute function cup.entry_after_write();

-- Each bracket's places: entered and waiting counted from the active entries. A team may not read the other
-- teams' entries, yet every team sees how full each bracket is: the view runs with its owner's rights (the
-- default for a view; its owner bypasses row-level security), and it gives counts, nothing else.
create view public.bracket_places as
select w.edition, w.category, w.sex, w.code, w.label, w.position,
       least(count(e.id), ed.bracket_size)::integer as entered,
       greatest(count(e.id) - ed.bracket_size, 0)::integer as waiting
  from public.weight_classes w
  join public.editions ed on ed.year = w.edition
  left join public.entries e
    on e.edition = w.edition and e.category = w.category and e.sex = w.sex and e.weight_class = w.code
   and e.status <> 'withdrawn'
 group by w.edition, w.category, w.sex, w.code, w.label, w.position, ed.bracket_size;

-- Row level security: signed-in users read the edition's data; a team reads, enters and changes only its own
-- entries and reads only its own change log; anonymous callers get nothing. Organisers' policies are the desk's
-- (issue 25). Grants say the same as the policies, column by column: a team writes the boxer's details and,
-- of the status, only a withdrawal (the trigger refuses any other status).
alter table public.editions enable row level security;
alter table public.categories enable row level security;
alter table public.weight_classes enable row level security;
alter table public.entries enable row level security;
alter table public.entry_changes enable row level security;

create policy "Signed-in users read the editions" on public.editions for select to authenticated using (true);
create policy "Signed-in users read the categories" on public.categories for select to authenticated using (true);
create policy "Signed-in users read the weight classes" on public.weight_classes for select to authenticated using (true);

create policy "Teams read their own entries"
  on public.entries for select
  to authenticated
  using ((select auth.uid()) = team_id);

create policy "Teams enter their own boxers"
  on public.entries for insert
  to authenticated
  with check ((select auth.uid()) = team_id);

create policy "Teams change their own entries"
  on public.entries for update
  to authenticated
  using ((select auth.uid()) = team_id)
  with check ((select auth.uid()) = team_id);

create policy "Teams read their own change log"
  on public.entry_changes for select
  to authenticated
  using ((select auth.uid()) = team_id);

revoke all on table public.editions, public.categories, public.weight_classes, public.entries, public.entry_changes, public.bracket_places
  from anon, authenticated;
grant select on table public.editions, public.categories, public.weight_classes, public.entries, public.entry_changes, public.bracket_places
  to authenticated;
grant insert (edition, first_name, last_name, sex, birth_date, category, weight_class, record_book, club, nationality)
  on table public.entries to authenticated;
grant update (first_name, last_name, sex, birth_date, category, weight_class, record_book, club, nationality, status)
  on table public.entries to authenticated;
grant all on table public.editions, public.categories, public.weight_classes, public.entries, public.entry_changes to service_role;
grant select on table public.bracket_places to service_role;

-- The trigger functions and their helpers are the database's own (see the schema's note above).
revoke execute on all functions in schema cup from public;
