import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
          paths: [{ name: "@/lib/supabase/client", message: "Use the modules of lib/supabase/: they load the client lazily." }],
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
