/* global Deno */
// The main module of each function's Deno process (deno-worker.ts): runs the function's entry point (the
// first argument), and exits when stdin closes. The backend holds the other end of stdin, so end-of-file
// means the backend is gone (even killed with SIGKILL) and the function must not outlive it.
void (async () => {
  const reader = Deno.stdin.readable.getReader();
  while (!(await reader.read()).done) {
    // The backend never writes; this only waits for the pipe to close.
  }
  Deno.exit(0);
})();
await import(Deno.args[0]);
