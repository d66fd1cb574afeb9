import { effectiveRole, resolveCaller } from "./http/caller";
import type { SigningKey } from "./crypto/signing-key";
import { gatewayError } from "./http/errors";
import { BadJsonError, isRecord, json, parseJsonBody, type ApiRequest, type ApiResponse } from "./http/types";
import { FAULT_NAMES, isFaultName, type Faults } from "./faults";

/**
 * /local/v1/faults — local-only test hooks (hosted Supabase has no such route). Only the secret /
 * service_role key may use it. GET lists the active faults; PUT `{"profile-insert": true}` switches them.
 */
export async function handleLocalAdmin(req: ApiRequest, path: string, signingKey: SigningKey, faults: Faults): Promise<ApiResponse> {
  if (path !== "/faults") return json(404, { message: "no Route matched with those values" });
  const resolved = await resolveCaller(req, signingKey);
  if ("error" in resolved) return resolved.error;
  if (effectiveRole(resolved.caller).role !== "service_role") return gatewayError(403, "The secret key is required");
  if (req.method === "PUT" || req.method === "POST") {
    let body: unknown;
    try {
      body = parseJsonBody(req);
    } catch (error) {
      if (error instanceof BadJsonError) return json(400, { message: error.message });
      throw error;
    }
    if (!isRecord(body)) return json(400, { message: "Expected an object of fault names to booleans" });
    for (const [name, on] of Object.entries(body)) {
      if (!isFaultName(name) || typeof on !== "boolean") {
        return json(400, { message: `Unknown fault "${name}"; known: ${FAULT_NAMES.join(", ")}` });
      }
      faults.set(name, on);
    }
  } else if (req.method !== "GET") {
    return json(405, { message: "Method not allowed" });
  }
  return json(200, { active: faults.list() });
}
