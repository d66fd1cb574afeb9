/**
 * The embedded backend the suite's site talks to, and its inbox. 127.0.0.1:54321 and :54324 by default; npm test
 * runs one phase beside the main suite on other ports (E2E_BACKEND_PORT, E2E_INBOX_PORT, E2E_PORT), in a copy of
 * the repository built for them (scripts/test/phases.ts, docs/quality-bars.md §9).
 */
const port = (name: string, fallback: number) => Number(process.env[name]) || fallback;

export const BACKEND_PORT = port("E2E_BACKEND_PORT", 54321);
export const INBOX_PORT = port("E2E_INBOX_PORT", 54324);
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
export const INBOX_URL = `http://127.0.0.1:${INBOX_PORT}`;
