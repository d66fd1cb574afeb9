import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// next-intl's getLocale() and useLocale() answer the tag messages are formatted with (`pt-PT`), not the page's
// language (`pt`): routes, message files and `<html lang>` read i18n/locale.ts and i18n/use-locale.ts.
const pageLocale = [
  { name: "next-intl/server", importNames: ["getLocale"], message: "The page's language: getLocale() from @/i18n/locale." },
  { name: "next-intl", importNames: ["useLocale"], message: "The page's language: useLocale() from @/i18n/use-locale." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages and components reach Supabase only through lib/supabase/ (auth actions, session, profile, count),
    // which keeps supabase-js out of the bundles that do not need it and every call under one timeout.
    files: ["app/**", "components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@supabase/*"], message: "Use the modules of lib/supabase/ instead." }],
          paths: [
            { name: "@/lib/supabase/client", message: "Use the modules of lib/supabase/: they load the client lazily." },
            ...pageLocale,
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**", "i18n/**"],
    ignores: ["i18n/locale.ts", "i18n/use-locale.ts"],
    rules: { "no-restricted-imports": ["error", { paths: pageLocale }] },
  },
  {
    // One clock (docs/decisions.md D44): what the site computes from "now" reads lib/clock/now.ts, so a chosen
    // date for QA moves the server's pages and the browser's scripts together. Sessions and tokens keep real
    // time, as GoTrue does (lib/supabase/).
    files: ["app/**", "components/**", "lib/**", "i18n/**", "proxy.ts"],
    ignores: ["lib/clock/**", "lib/supabase/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read the site's clock: now() from lib/clock/now.ts.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the site's clock: now() from lib/clock/now.ts.",
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".local/**",
    "test-results/**",
    "playwright-report/**",
    // Deno code: `deno check` and `deno lint` cover it (scripts/test/all.sh).
    "supabase/functions/**",
  ]),
]);
