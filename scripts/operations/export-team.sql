-- Everything the site holds about one team, as one JSON document: the answer to a request for access or
-- portability under the GDPR (docs/operations.md §5). Run with psql against the project's database:
--   psql "$SUPABASE_DB_URL" -X -At -v email=team@example.com -f scripts/operations/export-team.sql > team.json
-- It only reads. The address is matched without regard to case, as sign-in does.
\set ON_ERROR_STOP on
select count(*) = 1 as found from auth.users where lower(email) = lower(:'email') \gset
\if :found
select jsonb_pretty(jsonb_build_object(
  'account', jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'registered_at', u.created_at,
    'email_confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at,
    'language', u.raw_user_meta_data ->> 'locale'
  ),
  'team', jsonb_build_object(
    'team_name', p.team_name,
    'country', p.country,
    'contact_email', p.email,
    'created_at', p.created_at
  ),
  -- The boxers the team entered (withdrawn ones too), and every change made to them.
  'entries', coalesce((
    select jsonb_agg(to_jsonb(e) - 'record_book_key' order by e.edition, e.created_at)
      from public.entries e where e.team_id = u.id
  ), '[]'),
  'entry_changes', coalesce((
    select jsonb_agg(jsonb_build_object('entry_id', c.entry_id, 'operation', c.operation, 'reason', c.reason,
             'actor_kind', c.actor_kind, 'changed_at', c.changed_at, 'before', c.before, 'after', c.after) order by c.id)
      from public.entry_changes c where c.team_id = u.id
  ), '[]')
))
from auth.users u
left join public.user_profiles p on p.user_id = u.id
where lower(u.email) = lower(:'email');
\else
\warn 'No team is registered with that address.'
\endif
