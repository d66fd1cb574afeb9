-- Porto Box Cup: the organisers' desk (docs/cup.md §10, docs/decisions.md D53, D56).
--
-- An organiser is a signed-in user whose token carries app_metadata.role = 'organiser' (cup.is_organiser(),
-- which reads the JWT; only the secret key or SQL can write app_metadata). The desk reads with the organiser's
-- own token, so these policies are what it may see: every team's profile, every entry, the whole change log.
-- Organisers withdraw and move entries through the same table and triggers as teams (the same rules, logged
-- with the organiser as the actor); they enter nobody and delete nothing. Teams keep exactly their own rows.

-- Which profiles are organisers' rather than teams': every account gets a profile at sign-up, organisers
-- included. The flag follows the account's app_metadata, kept by triggers in the same transaction as any change
-- to it (the admin API's update, or SQL); nobody writes it through the API.
alter table public.user_profiles add column is_organiser boolean not null default false;

create function cup.account_is_organiser(p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.raw_app_meta_data ->> 'role' = 'organiser' from auth.users u where u.id = p_user), false);
$$;

create function cup.profile_role_on_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.is_organiser := cup.account_is_organiser(new.user_id);
  return new;
end;
$$;

create trigger profile_role_on_insert
  before insert on public.user_profiles
  for each row execute function cup.profile_role_on_insert();

create function cup.profile_role_on_account_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_profiles p
     set is_organiser = coalesce(new.raw_app_meta_data ->> 'role' = 'organiser', false)
   where p.user_id = new.id;
  return null;
end;
$$;

create trigger profile_role_on_account_change
  after update of raw_app_meta_data on auth.users
  for each row execute function cup.profile_role_on_account_change();

update public.user_profiles p set is_organiser = cup.account_is_organiser(p.user_id);

-- The organisers' policies, beside the teams' own (permissive policies add up: a team still sees its rows).
-- `(select cup.is_organiser())` is evaluated once per request, not once per row.
create policy "Organisers read every profile"
  on public.user_profiles for select
  to authenticated
  using ((select cup.is_organiser()));

create policy "Organisers read every entry"
  on public.entries for select
  to authenticated
  using ((select cup.is_organiser()));

create policy "Organisers withdraw and move entries"
  on public.entries for update
  to authenticated
  using ((select cup.is_organiser()))
  with check ((select cup.is_organiser()));

create policy "Organisers read the whole change log"
  on public.entry_changes for select
  to authenticated
  using ((select cup.is_organiser()));

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
