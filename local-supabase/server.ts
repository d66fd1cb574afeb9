import { mkdir } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AuthContext } from "./auth/context";
import { RateLimiter } from "./auth/rate-limit";
import { DEFAULT_DATA_DIR, DEFAULT_INBOX_PORT, DEFAULT_PORT, type AuthSettings } from "./config";
import { GOTRUE_COST, PasswordHasher } from "./crypto/passwords";
import { loadOrCreateSigningKey } from "./crypto/signing-key";
import { setCupClock } from "./db/cup-clock";
import { Database } from "./db/database";
import { Faults } from "./faults";
import { loadFunctions, stopFunctions } from "./functions/registry";
import { answerUnparsable, apiGateway, inboxGateway } from "./gateway";
import { printableLinks } from "./inbox/page";
import { Inbox } from "./inbox/store";
import { loadProjectConfig } from "./project-config";
import { SchemaCache } from "./rest/schema";
import { seedDemoAccount, seedDemoOrganiser } from "./seed";

/**
 * Process set-up and shut-down of the embedded backend: the database, keys, the two HTTP servers, the auth
 * settings from supabase/config.toml. What the servers answer lives in gateway.ts.
 */
export interface LocalSupabaseOptions {
  /** API port (default 54321; 0 picks a free one). */
  port?: number;
  /** Inbox port (default 54324; 0 picks a free one). */
  inboxPort?: number;
  host?: string;
  dataDir?: string;
  /**
   * TOML texts laid over supabase/config.toml in order (same tables, e.g. `[auth.rate_limit]`), as
   * LOCAL_SUPABASE_CONFIG_OVERRIDE does for `npm run backend`; `name` says where each came from.
   */
  configOverrides?: { name: string; toml: string }[];
  /** Faults to start with (see faults.ts). */
  faults?: string[];
  /** Any other auth setting, for tests (reuse interval, expiry…); reported as an override. */
  auth?: Partial<AuthSettings>;
  seedDemo?: boolean;
  /** bcrypt's cost for new passwords (default GoTrue's 10; test backends use 4, crypto/passwords.ts). */
  passwordHashCost?: number;
  /** How far ahead of the real clock the database's cup clock runs (cup.now(); docs/cup.md §4), in ms. */
  cupClockShiftMs?: number;
  /** Where log lines go (default: console). */
  log?: (line: string) => void;
}

export interface LocalSupabase {
  url: string;
  inboxUrl: string;
  dataDir: string;
  faults: Faults;
  settings: AuthSettings;
  /** How this backend differs from supabase/config.toml (printed at start-up). */
  overrides: string[];
  database: Database;
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const host = options.host ?? "127.0.0.1";
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log = options.log ?? ((line: string) => console.log(line));
  await mkdir(dataDir, { recursive: true });

  const [database, signingKey] = await Promise.all([Database.open(dataDir, log), loadOrCreateSigningKey(dataDir)]);
  const hasher = new PasswordHasher(options.passwordHashCost);
  const faults = new Faults(options.faults);
  const inbox = new Inbox(database, (message) => {
    log(`mail to ${message.To[0]?.Address}: ${message.Subject}`);
    for (const link of printableLinks(message)) log(`  ${link}`);
  });
  // Listening starts before everything is wired (a port-0 server must know its port to build its URL), so
  // requests that arrive early wait for `ready` instead of hanging without a handler.
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let handlers: { api: RequestListener; inbox: RequestListener } | null = null;
  const apiServer = createServer((req, res) => void ready.then(() => handlers!.api(req, res)));
  const inboxServer = createServer((req, res) => void ready.then(() => handlers!.inbox(req, res)));
  apiServer.on("clientError", answerUnparsable);
  const apiPort = await listen(apiServer, options.port ?? DEFAULT_PORT, host);
  const inboxPort = await listen(inboxServer, options.inboxPort ?? DEFAULT_INBOX_PORT, host);
  const url = `http://${host}:${apiPort}`;
  const config = loadProjectConfig({ overrides: options.configOverrides });
  const direct = { ...options.auth };
  const settings: AuthSettings = { apiUrl: url, ...config.settings, ...direct };
  const overrides = [
    ...config.overrides,
    ...Object.entries(direct).map(([key, value]) => `${key} = ${JSON.stringify(value)} (option)`),
    ...(hasher.cost === GOTRUE_COST ? [] : [`bcrypt cost ${hasher.cost} for new passwords, not GoTrue's ${GOTRUE_COST} (tests only)`]),
  ];
  const limiter = new RateLimiter(settings.rateLimits);
  const auth: AuthContext = { db: database, settings, signingKey, hasher, inbox, faults, limiter, log };
  const rest = { db: database, schema: new SchemaCache(database), signingKey, log };
  const functions = loadFunctions(url, log, { inboxUrl: `http://${host}:${inboxPort}`, siteUrl: settings.siteUrl });
  await setCupClock(database, options.cupClockShiftMs ?? null);
  if (options.seedDemo) {
    await seedDemoAccount(database, hasher);
    await seedDemoOrganiser(database, hasher);
  }

  handlers = {
    api: apiGateway({ auth, rest, functions, signingKey, faults, log }, url),
    inbox: inboxGateway(inbox, host, inboxPort, log),
  };
  markReady();

  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      const closing = [apiServer, inboxServer].map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
      apiServer.closeAllConnections();
      inboxServer.closeAllConnections();
      await Promise.all([...closing, stopFunctions(functions)]);
      await hasher.close();
      // Closing PGlite flushes its data directory, so nothing written before stop() is lost.
      await database.close();
    })();
    return stopped;
  };

  return { url, inboxUrl: `http://${host}:${inboxPort}`, dataDir, faults, settings, overrides, database, stop };
}
