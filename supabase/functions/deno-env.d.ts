// The slice of the Deno runtime API the Edge Functions use, declared so the repository's Node type-check
// (tsc -p .) can check them too. Deno itself never loads this file; it has the real declarations.
declare namespace Deno {
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  const env: { get(key: string): string | undefined };
}
