import { getTranslations } from "next-intl/server";
import type { LiveScope } from "@/lib/live/poll-plan";
import { LiveUpdates } from "./LiveUpdates";

type Props = {
  scope: LiveScope;
  /** From lib/live/rendered-version.ts, read before the page's data; null when the view is not live. */
  version: number | null;
  /** Whether the scope has anything left to change: a bracket fought to its end polls nothing. */
  open: boolean;
  /** A public page, kept by a CDN: it fetches its newer rendering at an address naming the version (D112). */
  cdn?: boolean;
};

/**
 * Where a live view keeps itself current (docs/cup.md §14, D93): the status line and the client leaf that polls while
 * the view has something left to change; nothing at all outside the `live` phase. A view with nothing left to change
 * (a bracket fought to its end) renders only the leaf's hidden live region: it loads no poller and asks nothing.
 */
export async function LiveView({ scope, version, open, cdn = false }: Props) {
  if (version === null) return null;
  const t = await getTranslations("Live");
  return (
    <LiveUpdates
      scope={scope}
      version={version}
      open={open}
      cdn={cdn}
      labels={{ updated: t.raw("updated"), offline: t("offline"), lost: t("lost"), news: t.raw("news") }}
    />
  );
}
