-- Porto Box Cup: an organiser's rights last as long as the organiser's session (docs/decisions.md D63).
--
-- cup.is_organiser() read the role from the access token alone, and a token stays validly signed for its whole hour:
-- after an organiser signed out (GoTrue deletes the session's row), or after the role was taken off the account, the
-- same token still read every team's profile and entry through the REST API. It now also asks the database the
-- two things the token cannot know: that the session the token names (its session_id claim) still exists in
-- auth.sessions and has not passed its not_after, and that the account still carries the role. Every policy and
-- trigger that calls it (the desk's reads and writes, the draws, cup.actor_kind()) follows at the next request.
--
-- Security definer: the API roles cannot read the auth schema's tables, so the function reads them as its owner
-- (postgres, which migrations run as; on hosted it holds SELECT on auth.sessions and auth.users and bypasses their
-- row-level security; tests/postgres run this on PostgreSQL 15 with those roles). Signature and grants unchanged:
-- CREATE OR REPLACE keeps the EXECUTE granted to the API roles by 20261125000000_entries.sql.

create or replace function cup.is_organiser()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  session_claim text := claims ->> 'session_id';
begin
  -- Tokens GoTrue issues always carry a session_id (a UUID); anything else is no organiser's.
  if coalesce(claims -> 'app_metadata' ->> 'role', '') <> 'organiser'
     or coalesce(session_claim, '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (
    select 1
      from auth.sessions s
      join auth.users u on u.id = s.user_id
     where s.id = session_claim::uuid
       and s.user_id::text = claims ->> 'sub'
       and (s.not_after is null or s.not_after > now())
       and u.raw_app_meta_data ->> 'role' = 'organiser'
  );
end;
$$;

-- This migration's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
