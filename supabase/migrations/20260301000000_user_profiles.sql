-- Porto Box Cup: team profiles, created atomically with the auth user.
--
-- Registration is one database transaction: the app calls supabase.auth.signUp() with
-- options.data = { team_name, country }, GoTrue inserts auth.users, and the AFTER INSERT trigger below
-- inserts the profile from raw_user_meta_data. If the profile is invalid the insert fails, the whole
-- transaction rolls back and no auth user exists (GoTrue answers 500 "Database error saving new user").
-- No secret key is needed in the browser, and it works whether e-mail confirmation is on or off.

-- The countries a team may register for (docs/product.md §3). This is the one SQL copy of the list;
-- lib/content/countries.ts mirrors it for the web app and a backend test checks they are equal.
create table public.countries (
  name text primary key
);

insert into public.countries (name) values
  ('Afghanistan'), ('Albania'), ('Algeria'), ('Angola'), ('Argentina'), ('Armenia'),
  ('Australia'), ('Austria'), ('Azerbaijan'), ('Belarus'), ('Belgium'), ('Bosnia and Herzegovina'),
  ('Brazil'), ('Bulgaria'), ('Cameroon'), ('Canada'), ('Cape Verde'), ('Chile'),
  ('China'), ('Colombia'), ('Croatia'), ('Cuba'), ('Cyprus'), ('Czech Republic'),
  ('Denmark'), ('Dominican Republic'), ('Ecuador'), ('Egypt'), ('Estonia'), ('Finland'),
  ('France'), ('Georgia'), ('Germany'), ('Ghana'), ('Greece'), ('Guinea-Bissau'),
  ('Hungary'), ('Iceland'), ('India'), ('Ireland'), ('Israel'), ('Italy'),
  ('Japan'), ('Kazakhstan'), ('Kenya'), ('Latvia'), ('Lithuania'), ('Luxembourg'),
  ('Mexico'), ('Moldova'), ('Montenegro'), ('Morocco'), ('Mozambique'), ('Netherlands'),
  ('Nigeria'), ('North Macedonia'), ('Norway'), ('Panama'), ('Philippines'), ('Poland'),
  ('Portugal'), ('Puerto Rico'), ('Romania'), ('Russia'), ('Senegal'), ('Serbia'),
  ('Slovakia'), ('Slovenia'), ('South Africa'), ('Spain'), ('Sweden'), ('Switzerland'),
  ('Tunisia'), ('Turkey'), ('Ukraine'), ('United Kingdom'), ('United States'), ('Uzbekistan'),
  ('Venezuela'), ('Vietnam')
;

-- Only the foreign key below reads this table; keep it out of the public API.
alter table public.countries enable row level security;
revoke all on table public.countries from anon, authenticated;

create table public.user_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  team_name text not null
    constraint user_profiles_team_name_check
    check (char_length(team_name) between 1 and 80 and team_name !~ '^\s|\s$'),
  country text not null references public.countries (name),
  email text not null
    constraint user_profiles_email_check
    check (char_length(email) between 3 and 255 and email = lower(email)),
  created_at timestamptz not null default now()
);

comment on table public.user_profiles is 'One row per registered boxing team; created by the on_auth_user_created trigger.';

-- Normalise before the checks run, so " Team Porto " is stored as "Team Porto" and "   " is rejected.
create function public.normalise_user_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.team_name := regexp_replace(new.team_name, '^\s+|\s+$', '', 'g');
  new.email := lower(new.email);
  return new;
end;
$$;

create trigger normalise_user_profile
  before insert or update on public.user_profiles
  for each row execute function public.normalise_user_profile();

-- Runs inside GoTrue's insert into auth.users, as the function owner (security definer), because the
-- signing-up caller has no session yet and must not need one.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_profiles (user_id, team_name, country, email)
  values (
    new.id,
    new.raw_user_meta_data ->> 'team_name',
    new.raw_user_meta_data ->> 'country',
    new.email
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Row level security: a team sees and creates only its own row; anonymous callers get nothing.
alter table public.user_profiles enable row level security;

create policy "Teams read their own profile"
  on public.user_profiles for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Teams create their own profile"
  on public.user_profiles for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

-- Supabase grants everything on new public tables to anon and authenticated by default; narrow it so the
-- table privileges say the same as the policies (defence in depth if a policy is ever loosened).
revoke all on table public.user_profiles from anon, authenticated;
grant select, insert on table public.user_profiles to authenticated;
grant all on table public.user_profiles to service_role;
