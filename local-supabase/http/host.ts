/**
 * DNS-rebinding guard for services that only this machine should use: the Host header must name a loopback
 * address (or the address the server was bound to) with the server's port. A page on another site that
 * rebinds its own name to 127.0.0.1 still sends its own name as Host, so it is refused.
 */
export function isOwnHost(hostHeader: string | undefined, port: number, boundHost: string): boolean {
  if (!hostHeader) return false;
  const bound = boundHost.includes(":") ? `[${boundHost}]` : boundHost;
  const allowed = new Set(["127.0.0.1", "localhost", "[::1]", bound].map((name) => `${name}:${port}`));
  return allowed.has(hostHeader.toLowerCase());
}
