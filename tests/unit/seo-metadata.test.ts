/**
 * The fully qualified URLs, social cards, structured data and security headers of lib/seo, with every
 * expected value written out (origin: the default http://localhost:3000, no NEXT_PUBLIC_SITE_URL).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { alternates, languageAlternates } from "../../lib/seo/alternates";
import { calendarPath } from "../../lib/calendar/path";
import { calendarAt, phaseBoundaries, type Phase } from "../../lib/calendar/phase";
import { edition } from "../../lib/content/edition";
import { editionSpan, sportsEventJsonLd } from "../../lib/seo/event";
import { calendarLastModified, privatePaths, publicPages } from "../../lib/seo/pages";
import { securityHeaders } from "../../lib/security/headers";
import { absoluteUrl, publicOrigin, siteUrl } from "../../lib/seo/site";
import { socialImage, socialMetadata } from "../../lib/seo/social";
import { folderVersion } from "../support/picture-version";

const ORIGIN = "http://localhost:3000";
/** The Open Graph picture's URL carries the first 8 hex digits of the file's SHA-256, so crawlers refetch a changed one. */
const OG_IMAGE = `/images/og.png?v=${folderVersion("public/images")}`;

test("absolute URLs: the root keeps its slash, other paths (and a literal &) are appended as they are", () => {
  assert.equal(siteUrl, ORIGIN);
  assert.equal(absoluteUrl("/"), "http://localhost:3000/");
  assert.equal(absoluteUrl("/pt"), "http://localhost:3000/pt");
  assert.equal(absoluteUrl("/esp/terms&conditions"), "http://localhost:3000/esp/terms&conditions");
});

test("the public origin is NEXT_PUBLIC_SITE_URL without trailing slashes, or http://localhost:3000", () => {
  assert.equal(publicOrigin("https://portoboxcup.pt"), "https://portoboxcup.pt");
  assert.equal(publicOrigin("https://portoboxcup.pt/"), "https://portoboxcup.pt");
  assert.equal(publicOrigin("https://portoboxcup.pt///"), "https://portoboxcup.pt");
  assert.equal(publicOrigin("https://example.pt/base/"), "https://example.pt/base");
  assert.equal(publicOrigin(""), "http://localhost:3000");
  assert.equal(publicOrigin(undefined), "http://localhost:3000");
});

test("hreflang alternates: every language plus x-default (the English page), the same set on every version", () => {
  assert.deepEqual(languageAlternates("/"), {
    en: "http://localhost:3000/",
    pt: "http://localhost:3000/pt",
    es: "http://localhost:3000/esp",
    "x-default": "http://localhost:3000/",
  });
  assert.deepEqual(alternates("pt", "/gallery-view/2024"), {
    canonical: "http://localhost:3000/pt/gallery-view/2024",
    languages: {
      en: "http://localhost:3000/gallery-view/2024",
      pt: "http://localhost:3000/pt/gallery-view/2024",
      es: "http://localhost:3000/esp/gallery-view/2024",
      "x-default": "http://localhost:3000/gallery-view/2024",
    },
  });
  assert.equal(alternates("es", "/terms&conditions").canonical, "http://localhost:3000/esp/terms&conditions");
  assert.equal(alternates("en", "/").canonical, "http://localhost:3000/");
});

test("calendar files: one per language, under the code visitors see", () => {
  assert.equal(calendarPath("en"), "/calendar/en/porto-box-cup.ics");
  assert.equal(calendarPath("pt"), "/calendar/pt/porto-box-cup.ics");
  assert.equal(calendarPath("es"), "/calendar/esp/porto-box-cup.ics");
});

test("the sitemap's pages and the robots' private paths", () => {
  assert.deepEqual(publicPages, ["/", "/terms&conditions", "/gallery-view/2024", "/gallery-view/2025", "/draw", "/today"]);
  assert.deepEqual(privatePaths, [
    "/dashboard",
    "/pt/dashboard",
    "/esp/dashboard",
    "/auth",
    "/pt/auth",
    "/esp/auth",
    "/reset",
    "/pt/reset",
    "/esp/reset",
  ]);
});

test("sitemap lastmod follows the calendar: none while entries are open, then the landing's last change and, elsewhere, the close of entries", () => {
  const { entriesClose } = phaseBoundaries(edition);
  const lastmod = (path: string, instant: string) =>
    calendarLastModified(path, calendarAt(edition, new Date(instant)), entriesClose)?.toISOString();
  assert.equal(lastmod("/", "2026-02-14T12:00:00Z"), undefined);
  assert.equal(lastmod("/terms&conditions", "2026-02-14T12:00:00Z"), undefined);
  assert.equal(lastmod("/", "2026-03-10T12:00:00Z"), "2026-03-01T00:00:00.000Z");
  assert.equal(lastmod("/", "2026-03-27T13:00:00Z"), "2026-03-27T11:00:00.000Z");
  assert.equal(lastmod("/", "2026-06-15T12:00:00Z"), "2026-03-28T21:00:00.000Z");
  for (const instant of ["2026-03-10T12:00:00Z", "2026-03-27T13:00:00Z", "2026-06-15T12:00:00Z"]) {
    assert.equal(lastmod("/gallery-view/2025", instant), "2026-03-01T00:00:00.000Z", instant);
  }
});

test("SportsEvent: from check-in (25 March, 14:00) to the end of the finals (28 March, 21:00), Lisbon time", () => {
  assert.deepEqual(editionSpan(), { start: "2026-03-25T14:00:00+00:00", end: "2026-03-28T21:00:00+00:00" });
  assert.deepEqual(sportsEventJsonLd("pt", "Descrição", "Centro de Desporto da Universidade do Porto", "registration"), {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: "Porto Box Cup 2026",
    sport: "https://en.wikipedia.org/wiki/Amateur_boxing",
    description: "Descrição",
    inLanguage: "pt",
    url: "http://localhost:3000/pt",
    startDate: "2026-03-25T14:00:00+00:00",
    endDate: "2026-03-28T21:00:00+00:00",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: "Centro de Desporto da Universidade do Porto",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rua Dr. Manuel Pereira da Silva",
        postalCode: "4200-393",
        addressLocality: "Porto",
        addressCountry: "PT",
      },
    },
    image: [`http://localhost:3000${OG_IMAGE}`],
    organizer: { "@type": "Organization", name: "Porto Box Cup", url: "http://localhost:3000/", email: "info@portoboxcup.pt" },
    offers: [
      {
        "@type": "Offer",
        url: "http://localhost:3000/pt#shop",
        price: "15.00",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
      {
        "@type": "Offer",
        url: "http://localhost:3000/pt#shop",
        price: "35.00",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
    ],
  });
  assert.equal(sportsEventJsonLd("en", "x", "Venue", "registration").url, "http://localhost:3000/");
});

test("SportsEvent follows the cup's calendar: tickets in stock until the finals end, then discontinued; always scheduled", () => {
  const follow = (phase: Phase) => {
    const event = sportsEventJsonLd("en", "x", "Venue", phase);
    return { status: event.eventStatus, availability: [...new Set(event.offers.map((offer) => offer.availability))] };
  };
  const scheduled = "https://schema.org/EventScheduled";
  assert.deepEqual(follow("registration"), { status: scheduled, availability: ["https://schema.org/InStock"] });
  assert.deepEqual(follow("closed"), { status: scheduled, availability: ["https://schema.org/InStock"] });
  assert.deepEqual(follow("live"), { status: scheduled, availability: ["https://schema.org/InStock"] });
  assert.deepEqual(follow("over"), { status: scheduled, availability: ["https://schema.org/Discontinued"] });
});

test("social cards: Open Graph locale and its alternates, the page URL, and the 1200x630 image on both cards", () => {
  const text = { title: "Title", description: "Description", siteName: "Porto Box Cup", imageAlt: "Alt" };
  const image = { url: OG_IMAGE, width: 1200, height: 630, alt: "Alt" };
  assert.deepEqual(socialImage, { url: OG_IMAGE, width: 1200, height: 630 });
  assert.deepEqual(socialMetadata("es", "/terms&conditions", text), {
    openGraph: {
      type: "website",
      siteName: "Porto Box Cup",
      title: "Title",
      description: "Description",
      locale: "es_ES",
      alternateLocale: ["en_GB", "pt_PT"],
      url: "http://localhost:3000/esp/terms&conditions",
      images: [image],
    },
    twitter: { card: "summary_large_image", title: "Title", description: "Description", images: [image] },
  });
  const layoutCard = socialMetadata("pt", null, text).openGraph as Record<string, unknown>;
  assert.equal("url" in layoutCard, false, "the layout's card names no page");
  assert.equal(layoutCard.locale, "pt_PT");
  assert.deepEqual(layoutCard.alternateLocale, ["en_GB", "es_ES"]);
  assert.equal((socialMetadata("en", "/", text).openGraph as Record<string, unknown>).url, "http://localhost:3000/");
});

test("security headers for a local http production build: strict CSP, no HSTS, no upgrade", () => {
  const headers = securityHeaders({ supabaseUrl: "http://127.0.0.1:54321/", siteUrl: "http://localhost:3000", development: false });
  assert.deepEqual(headers, [
    {
      key: "Content-Security-Policy",
      value:
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self' http://127.0.0.1:54321; frame-src https://www.google.com; object-src https://www.google.com; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ]);
});

test("security headers on https: HSTS and upgrade-insecure-requests; next dev alone gets 'unsafe-eval'", () => {
  const hosted = securityHeaders({ supabaseUrl: "https://abc.supabase.co/rest", siteUrl: "https://portoboxcup.pt", development: false });
  const csp = hosted.find((h) => h.key === "Content-Security-Policy")!.value;
  assert.ok(csp.endsWith("; frame-ancestors 'none'; upgrade-insecure-requests"), csp);
  assert.ok(csp.includes("; connect-src 'self' https://abc.supabase.co; "), csp);
  assert.deepEqual(hosted.at(-1), { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  assert.equal(hosted.length, 7);
  const dev = securityHeaders({ supabaseUrl: "http://127.0.0.1:54321", siteUrl: "http://localhost:3000", development: true });
  assert.ok(dev[0].value.includes("; script-src 'self' 'unsafe-inline' 'unsafe-eval'; "), dev[0].value);
});
