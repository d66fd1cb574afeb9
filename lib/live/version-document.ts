/**
 * The document open pages poll to know whether what they show is still current (docs/decisions.md D91): per fight
 * day and per bracket, the newest version of the public events of that scope (public.live_versions), and the
 * edition's newest of all. Pure, so the route, the client and the tests share it.
 */
export type LiveScope = "edition" | "day" | "bracket";
export type LiveVersionRow = { scope: LiveScope; key: string; version: number };

export type VersionDocument = {
  edition: number;
  /** The newest public event of the edition; 0 before the first. */
  version: number;
  /** Fight day (`2026-03-27`) → its newest public event. */
  days: Record<string, number>;
  /** Bracket (`junior/F/48`) → its newest public event. */
  brackets: Record<string, number>;
};

export function versionDocument(edition: number, rows: readonly LiveVersionRow[]): VersionDocument {
  const document: VersionDocument = { edition, version: 0, days: {}, brackets: {} };
  for (const row of rows) {
    const version = Number(row.version);
    if (row.scope === "edition") document.version = version;
    else if (row.scope === "day") document.days[row.key] = version;
    else document.brackets[row.key] = version;
  }
  return document;
}

/**
 * The document's entity tag. Versions are given in commit order without a gap (D90), so the public events up to the
 * edition's newest are always the same set: that one number determines the whole document.
 */
export function etagOf(document: VersionDocument): string {
  return `"${document.edition}-${document.version}"`;
}

/** Whether a request's If-None-Match names this tag (a list, weak tags and `*` included, as RFC 9110 §13.1.2 says). */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === etag;
  });
}

/** Whether a page showing `shown` of its scope must fetch again: only a newer version counts, an older copy is ignored. */
export function isNewer(shown: number, received: number | undefined): boolean {
  return received !== undefined && received > shown;
}
