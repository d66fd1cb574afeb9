import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryLabel } from "@/lib/content/country-name";
import { BracketTree } from "@/components/cup/BracketTree";
import { Medals } from "@/components/cup/Medals";
import { LiveView } from "@/components/live/LiveView";
import { localizedPath } from "@/i18n/paths";
import { allBrackets, bracketFromSlug, bracketSlug } from "@/lib/cup/bracket-slug";
import { bracketNodes, NODE_IDS } from "@/lib/cup/bracket";
import { bracketTitle } from "@/lib/cup/bracket-names";
import { loadPublishedOrNone } from "@/lib/cup/published";
import { bracketScope } from "@/lib/live/poll-plan";
import { renderedVersion } from "@/lib/live/rendered-version";
import { publicPageMetadata } from "@/lib/seo/metadata";
import styles from "../draw.module.css";

// Every bracket of the edition is prerendered (a 404 until its draw is published, as at build time, when no backend
// answers) and regenerated like the site's other pages, and at once when the desk publishes or records a result.
export function generateStaticParams() {
  return allBrackets().map((bracket) => ({ bracket: bracketSlug(bracket) }));
}

async function publishedBracket(slug: string) {
  const key = bracketFromSlug(slug);
  if (!key) return null;
  return (await loadPublishedOrNone()).find((b) => bracketSlug(b) === slug) ?? null;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/draw/[bracket]">): Promise<Metadata> {
  const { bracket: slug } = await params;
  const bracket = await publishedBracket(slug);
  if (!bracket) return {};
  const t = await getTranslations("Draw.public");
  const title = (await bracketTitle())(bracket);
  return publicPageMetadata(`/draw/${slug}`, {
    title: t("bracketTitle", { bracket: title }),
    description: t("bracketDescription", { bracket: title }),
  });
}

/**
 * One published bracket: the draw with its seed and revision (so anyone can recompute it, docs/cup.md §11), each
 * bout's result as it is recorded, and the medals once the final is fought. On a fight day it keeps itself live
 * until its last bout is recorded (components/live/LiveView.tsx).
 */
export default async function DrawBracketPage({ params }: PageProps<"/[locale]/draw/[bracket]">) {
  const locale = await getLocale();
  const { bracket: slug } = await params;
  const key = bracketFromSlug(slug);
  // Read before the bracket, so the page never claims a version newer than what it shows.
  const version = key ? await renderedVersion(bracketScope(key), { cached: true }) : null;
  const bracket = await publishedBracket(slug);
  if (!bracket) notFound();
  const nodes = bracketNodes(bracket.slots, bracket.results);
  const boutsLeft = NODE_IDS.some((id) => nodes[id].kind === "bout" && !nodes[id].result);
  const t = await getTranslations("Draw.public");
  const title = (await bracketTitle())(bracket);
  const boxer = (id: string) => {
    const b = bracket.boxers.get(id);
    return b ? { name: `${b.firstName} ${b.lastName}`, detail: `${b.club} · ${countryLabel(b.nationality, locale)}` } : { name: "" };
  };
  return (
    <div className={styles.body}>
      <p>
        <a href={localizedPath(locale, "/draw")}>{t("allBrackets")}</a>
      </p>
      <h1>{title}</h1>
      <LiveView scope={bracketScope(bracket)} version={version} open={boutsLeft} cdn />
      <p className={styles.proof}>{t("proof", { seed: bracket.seed, revision: bracket.revision })}</p>
      <BracketTree
        slots={bracket.slots}
        results={bracket.results}
        boxer={boxer}
        medals={<Medals slots={bracket.slots} results={bracket.results} boxer={boxer} />}
      />
    </div>
  );
}
