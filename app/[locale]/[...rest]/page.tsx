import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

/**
 * The 404's own title ("Página não encontrada · Porto Box Cup"); without it every unknown path had the
 * landing's. Set here, not in not-found.tsx: the browser replaces the title with the one this route's payload
 * carries, and that of not-found.tsx is not in it.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("title") };
}

// Unknown paths under a locale render that locale's not-found page instead of the global one.
export default function CatchAllPage() {
  notFound();
}
