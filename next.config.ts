import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { supabaseUrl } from "./lib/supabase/env";
import { securityHeaders } from "./lib/seo/security-headers";
import { siteUrl } from "./lib/seo/site";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: { formats: ["image/avif", "image/webp"] },
  // Config headers are fixed at build time and keep every page static (no per-request work, no nonce).
  async headers() {
    const development = process.env.NODE_ENV === "development";
    return [{ source: "/:path*", headers: securityHeaders({ supabaseUrl, siteUrl, development }) }];
  },
};

export default createNextIntlPlugin("./i18n/request.ts")(nextConfig);
