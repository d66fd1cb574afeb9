-- Erases one team: its account, and with it (on delete cascade) its profile, identities, sessions and
-- refresh tokens. The answer to a request for erasure under the GDPR (docs/operations.md §5):
--   psql "$SUPABASE_DB_URL" -X -v email=team@example.com -f scripts/operations/erase-team.sql
-- Prints the id and address it erased; keep the id in the request log, so that the erasure can be repeated
-- if a backup taken before it is ever restored. Nothing else in the database names the team.
\set ON_ERROR_STOP on
begin;
select count(*) = 1 as found from auth.users where lower(email) = lower(:'email') \gset
\if :found
delete from auth.users where lower(email) = lower(:'email') returning id, email;
\else
\warn 'No team is registered with that address: nothing was erased.'
\endif
commit;
