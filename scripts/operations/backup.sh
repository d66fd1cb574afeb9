#!/usr/bin/env bash
# Dumps the teams' data (the rows of the auth and public schemas) of the project SUPABASE_DB_URL points at into
# BACKUP_DIR (default /var/backups/porto-box-cup), one file per run named by its UTC time, readable by its
# owner only, and deletes the dumps older than BACKUP_KEEP_DAYS (default 14). Prints the new file's name.
# The schema is not dumped: it is supabase/migrations. Needs pg_dump of the project's Postgres major version or
# newer (docs/operations.md §2).
set -euo pipefail
: "${SUPABASE_DB_URL:?set it to the session pooler connection string of the project, docs/deploy.md §2}"
dir="${BACKUP_DIR:-/var/backups/porto-box-cup}"
keep="${BACKUP_KEEP_DAYS:-14}"
umask 077
mkdir -p "$dir"
file="$dir/teams-$(date -u +%Y%m%dT%H%M%SZ).sql"
# The countries and the editions' data (editions, categories, weight classes, and the venue: fight days, sessions
# and bout lengths) come with the migrations, and GoTrue's own migration history with the project.
pg_dump "$SUPABASE_DB_URL" --data-only --schema=auth --schema=public \
  --exclude-table-data=auth.schema_migrations --exclude-table-data=public.countries \
  --exclude-table-data=public.editions --exclude-table-data=public.categories --exclude-table-data=public.weight_classes \
  --exclude-table-data=public.fight_days --exclude-table-data=public.fight_sessions --exclude-table-data=public.bout_lengths \
  --file="$file.partial"
# Complete dumps only: an interrupted run leaves a .partial, which goes with the old dumps.
mv "$file.partial" "$file"
find "$dir" -maxdepth 1 -name 'teams-*.sql*' -mtime +"$keep" -delete
echo "$file"
