import { json, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";

/** GET /auth/v1/settings — what the dashboard and clients read about enabled providers. */
export function settings(ctx: AuthContext): ApiResponse {
  return json(200, {
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: !ctx.settings.signupEnabled,
    mailer_autoconfirm: !ctx.settings.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
}

export function health(): ApiResponse {
  return json(200, {
    version: "local-supabase",
    name: "GoTrue",
    description: "GoTrue is a user registration and authentication API",
  });
}

/** GET /auth/v1/.well-known/jwks.json — the public ES256 key, so getClaims() verifies without a round trip. */
export function jwks(ctx: AuthContext): ApiResponse {
  return json(200, { keys: [ctx.signingKey.publicJwk] }, { "Cache-Control": "public, max-age=600" });
}
