import { permanentRedirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { localizedPath } from "@/lib/i18n/paths";

/**
 * Some mail clients, chat apps and crawlers percent-encode "&" in paths. Next matches this folder name
 * against such a request (`/terms%26conditions`), so it is sent on to the canonical `/terms&conditions`.
 */
export default async function EncodedTermsPath() {
  const locale = await getLocale();
  permanentRedirect(localizedPath(locale, "/terms&conditions"));
}
