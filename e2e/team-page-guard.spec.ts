import { expect, test } from "@playwright/test";
import { routing, type Locale } from "../i18n/routing";
import { organiserPages, protectedPages } from "../lib/auth/routes";
import { registerOrganiser, signInAs } from "./helpers/organiser";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

/**
 * Generated from the routing definition: every protected page in every language. A new language or a new
 * protected page gets these checks without anyone writing them. The portal is prerendered, so the proxy's
 * matcher is all that stands between it and an anonymous visitor.
 */
function prefix(locale: Locale): string {
  if (locale === routing.defaultLocale) return "";
  const declared = (routing.localePrefix as { prefixes?: Partial<Record<Locale, string>> }).prefixes?.[locale];
  return declared ?? `/${locale}`;
}

for (const locale of routing.locales) {
  for (const page of protectedPages) {
    const path = prefix(locale) + page;
    const signInPage = `${prefix(locale)}/auth?next=${encodeURIComponent(path)}`;

    test(`anonymous ${path} is sent to ${signInPage}, never cached`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["location"]).toBe(signInPage);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
    });

    // The desk is for organisers: a team gets the 404 page, as for a page that does not exist.
    const organiserOnly = (organiserPages as readonly string[]).includes(page);
    test(`signed-in team: ${path} is served ${organiserOnly ? "404" : "200"}, private, no-store`, async ({ context, baseURL }) => {
      await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(organiserOnly ? 404 : 200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
    });

    if (organiserOnly) {
      test(`signed-in organiser: ${path} is served 200, private, no-store`, async ({ context, baseURL }) => {
        await signInAs(context, await registerOrganiser(), baseURL!);
        const response = await context.request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toBe("private, no-store");
      });
    }
  }
}
