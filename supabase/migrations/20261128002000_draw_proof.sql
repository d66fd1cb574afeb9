-- Porto Box Cup: what an outsider needs to recompute a published draw (docs/cup.md §11 "Checking a draw",
-- docs/decisions.md D74).
--
-- A draw follows from its seed, the ids of the boxers it places and which of them share a team (team-mates are
-- kept apart in the first series where the numbers allow it, lib/cup/draw.ts). The seed, the drawn order, the slots
-- and the revision of a published draw are already public (public.draws); the teams are not, and the clubs that
-- stand in for them are typed by the teams and disagree with them. So each boxer of a published draw gets a team
-- key: boxers of one team in one bracket share it, boxers of different teams do not, and it says nothing else.
--
-- The key is the rank of the team's smallest entry id among the bracket's teams (1, 2, 3, …), not a hash of the
-- team's account id: a hash of a uuid cannot be reversed, but it is the same in every bracket and every edition (it
-- would link all of a team's boxers across the cup and the years) and anyone who knows the account id (the team
-- itself, anyone shown a log line or a token) could confirm which boxers are that team's. A rank within the bracket
-- carries exactly the partition the separation used. It never changes once the draw is published, because a
-- published bracket's entries are fixed (bracket_drawn).
create or replace view public.drawn_boxers as
select x.id, x.edition, x.category, x.sex, x.weight_class, x.first_name, x.last_name, x.club, x.nationality,
       dense_rank() over (partition by x.edition, x.category, x.sex, x.weight_class order by x.team_first)::integer as team_key
  from (
    select e.id, d.edition, d.category, d.sex, d.weight_class, e.first_name, e.last_name, e.club, e.nationality,
           min(e.id::text) over (partition by d.edition, d.category, d.sex, d.weight_class, e.team_id) as team_first
      from public.draws d
      join public.entries e on e.id = any(d.slots)
     where d.published
  ) x;

-- `create or replace view` keeps the grants of 20261127000000_draws_and_results.sql (select for anon,
-- authenticated and service_role; nothing else). Restated, so this file reads alone.
revoke all on table public.drawn_boxers from anon, authenticated;
grant select on table public.drawn_boxers to anon, authenticated, service_role;

-- The cup's functions are the database's own: nobody runs them through the API (20261125000000_entries.sql).
revoke execute on all functions in schema cup from public;
