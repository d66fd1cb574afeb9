import { BadJsonError, parseJsonBody, type ApiRequest } from "../http/types";

/** A write's JSON body. PostgREST refuses an empty one ("Empty or invalid json"); GoTrue's parser reads it as `{}`. */
export function restJsonBody(req: ApiRequest): unknown {
  if (req.body.toString("utf8").trim() === "") throw new BadJsonError("empty body");
  return parseJsonBody(req);
}
