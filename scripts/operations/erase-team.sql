-- Erases one team: its account, and with it (on delete cascade) its profile, its entries, identities, sessions
-- and refresh tokens, then the change log of its entries (which keeps no foreign key, so that it outlives a
-- deleted entry, and holds its boxers' details). The answer to a request for erasure under the GDPR
-- (docs/operations.md §5):
--   psql "$SUPABASE_DB_URL" -X -v email=team@example.com -f scripts/operations/erase-team.sql
-- Prints the id and address it erased; keep the id in the request log, so that the erasure can be repeated
-- if a backup taken before it is ever restored. Nothing else in the database names the team. Its withdrawn
-- places go to the boxers waiting behind them, as after any withdrawal.
\set ON_ERROR_STOP on
begin;
select count(*) = 1 as found from auth.users where lower(email) = lower(:'email') \gset
\if :found
select id as team_id from auth.users where lower(email) = lower(:'email') \gset
delete from auth.users where id = :'team_id' returning id, email;
delete from public.entry_changes where team_id = :'team_id';
\else
\warn 'No team is registered with that address: nothing was erased.'
\endif
commit;
