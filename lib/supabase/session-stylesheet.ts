/**
 * The stylesheet a page read without JavaScript asks for (components/session/NoScriptSession.tsx), answered per
 * visitor by app/session/header.css/route.ts. A dotted path: the locale rewrites and proxy.ts leave it alone.
 */
export const SESSION_STYLESHEET = "/session/header.css";

/**
 * For a signed-in team: the header's hidden portal link and Logout are shown, and `--signed-in` gives the header the
 * room its controls take (components/layout/SiteHeader.module.css), as the client controls do with JavaScript. The
 * <noscript> around them joins the header's row here too, for browsers that do not know `@media (scripting)`.
 */
export const SIGNED_IN_STYLES = "noscript:has(>[data-session-noscript]),[data-session-noscript]{display:contents}:root{--signed-in:1}\n";
