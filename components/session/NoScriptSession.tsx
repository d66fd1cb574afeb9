import { SESSION_STYLESHEET } from "@/lib/supabase/session-stylesheet";
import shared from "./header-control.shared.module.css";
import logout from "./LogoutButton.module.css";
import portal from "./PortalLink.module.css";

type Props = { portalLabel: string; portalHref: string; logoutLabel: string; logoutAction: string };

/**
 * The portal link and Logout for a page read without JavaScript (docs/decisions.md D61). The page is the same for
 * every visitor (prerendered, no cookie read), so both are in it for everyone, hidden; a browser without
 * JavaScript also fetches SESSION_STYLESHEET, which reads the session cookie and, for a signed-in team, shows them.
 * With JavaScript none of this is parsed or fetched: PortalLink and LogoutButton take their place.
 */
export function NoScriptSession({ portalLabel, portalHref, logoutLabel, logoutAction }: Props) {
  return (
    <noscript>
      <link rel="stylesheet" href={SESSION_STYLESHEET} />
      <span data-session-noscript="" hidden>
        <a href={portalHref} className={`${shared.control} ${portal.link}`} data-session="portal">
          {portalLabel}
        </a>
        <form method="post" action={logoutAction} className={logout.form} data-session="logout">
          <button type="submit" className={`${shared.control} ${logout.button}`}>
            {logoutLabel}
          </button>
        </form>
      </span>
    </noscript>
  );
}
