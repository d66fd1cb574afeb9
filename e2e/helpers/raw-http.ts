import http from "node:http";

export type RawResponse = {
  path: string;
  status: number;
  location: string | undefined;
  cacheControl: string;
  contentType: string;
  /** Every response header, names in lower case. */
  headers: http.IncomingHttpHeaders;
  body: string;
};

/**
 * One request whose request line carries `path` byte for byte: node:http neither decodes `%64` nor resolves
 * dot segments, where a browser or a URL-based client may. Redirects are returned, never followed.
 */
export function rawRequest(baseURL: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          path,
          status: response.statusCode ?? 0,
          location: response.headers.location,
          cacheControl: response.headers["cache-control"] ?? "",
          contentType: response.headers["content-type"] ?? "",
          headers: response.headers,
          body,
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** A raw GET (see rawRequest). */
export function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(baseURL, path, headers);
}

/**
 * Follows same-site redirects (raw, as above) until one points at a sign-in page (`/auth`, `/pt/auth`, …) or a
 * response is not a redirect, and returns every response on the way.
 */
export async function rawRedirectChain(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse[]> {
  const chain: RawResponse[] = [];
  let next = path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await rawRequest(baseURL, next, headers, method);
    chain.push(response);
    const { status, location } = response;
    if (status < 300 || status >= 400 || !location || !location.startsWith("/")) break;
    if (/^\/(?:[a-z]+\/)?auth\?/.test(location)) break;
    next = location;
  }
  return chain;
}

export { inBatches } from "../../lib/async/in-batches";
