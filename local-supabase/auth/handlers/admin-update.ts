import { authError } from "../../http/errors";
import { isRecord, json, type ApiResponse } from "../../http/types";
import type { AuthContext } from "../context";
import { userJson } from "../user-json";
import { findUserById, identitiesOf, mergeMetadata, type UserRow } from "../users";

/** GoTrue's admin parameters this backend does not implement: refused by name rather than silently ignored. */
const UNSUPPORTED = ["email", "phone", "password", "email_confirm", "phone_confirm", "role", "ban_duration", "aud", "nonce"];

/** GoTrue decodes each metadata field into a Go map: anything but an object or null fails to decode. */
function decodeFailure(field: string, value: unknown): ApiResponse | null {
  if (value === undefined || value === null || isRecord(value)) return null;
  const type = Array.isArray(value) ? "array" : typeof value;
  return authError(
    400,
    "bad_json",
    `Could not parse request body as JSON: json: cannot unmarshal ${type} into Go struct field AdminUserParams.${field} of type map[string]interface {}`,
  );
}

/**
 * PUT /auth/v1/admin/users/<id> (`auth.admin.updateUserById`), for the metadata fields: each key given replaces
 * the stored one and a key given as null is removed (GoTrue's UpdateAppMetaData / UpdateUserMetaData), in one
 * transaction; the answer is the updated user. How the organiser role is granted (docs/backend-protocol.md §5.12).
 */
export async function adminUpdateUser(ctx: AuthContext, user: UserRow, body: Record<string, unknown>): Promise<ApiResponse> {
  const failure = decodeFailure("app_metadata", body.app_metadata) ?? decodeFailure("user_metadata", body.user_metadata);
  if (failure) return failure;
  const unsupported = UNSUPPORTED.filter((field) => body[field] !== undefined && body[field] !== "" && body[field] !== false);
  if (unsupported.length > 0) {
    return authError(400, "validation_failed", `Updating ${unsupported.join(", ")} is not supported by the local backend`);
  }
  await ctx.db.transaction(async (tx) => {
    if (isRecord(body.app_metadata)) await mergeMetadata(tx, user.id, "raw_app_meta_data", body.app_metadata);
    if (isRecord(body.user_metadata)) await mergeMetadata(tx, user.id, "raw_user_meta_data", body.user_metadata);
  });
  const fresh = (await findUserById(ctx.db.pg, user.id)) ?? user;
  return json(200, userJson(fresh, await identitiesOf(ctx.db.pg, user.id)));
}
