/**
 * A recording stand-in for the Supabase Management API (https://api.supabase.com), so that the real Supabase
 * CLI (node_modules/.bin/supabase) can run `link`, `config push`, `db push --remote`, `migration list` and
 * `functions deploy` offline, and a test can read exactly what it sent.
 *
 * How the CLI is pointed here: SUPABASE_PROFILE names a YAML file whose `api_url` is this server (the CLI
 * 3.1.0 reads a profile file for its API host; SUPABASE_API_URL only reaches the commands it has ported, and
 * none of the deploy commands are among them). `project_host` is `localhost`, so what the CLI derives from
 * it (`https://<ref>.localhost`, the project's own API, which `link` asks for service versions) fails fast and
 * is skipped by the CLI as non-fatal.
 *
 * The project it serves is a fresh hosted one: its auth settings start at hosted defaults (confirmations on,
 * a localhost Site URL, 2 mails an hour) and change only by what the CLI PATCHes, so a test sees both the
 * request and the state it leaves. Its database is whatever Postgres `startManagementApi` is given (the
 * pooler answer points the CLI at it). Anything the stand-in has no answer for is answered 404 and kept in
 * `unanswered`, so a test can insist on none.
 *
 * Use (a copy of supabase/ in `dir`, as tests/postgres/deploy-guide.test.ts makes one):
 *   const api = await startManagementApi();
 *   await runCli(api, ["link", "--project-ref", api.ref], dir);
 *   await runCli(api, ["config", "push", "--yes"], dir, { SUPABASE_ENV: "production" });
 *   const sent = api.find("PATCH", /\/config\/auth$/)[0].json;   // what was pushed, secrets in clear
 *   api.auth.security_captcha_enabled;                             // what the project now holds
 *   await api.close();
 */
import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { AUTH_CONFIG_FIELDS } from "./management-api-auth-fields";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** The real CLI from package.json's devDependencies. */
export const SUPABASE_CLI = path.join(ROOT, "node_modules", ".bin", "supabase");

/** One request as the CLI sent it. `json` is the parsed body when it was JSON. */
export type RecordedRequest = {
  method: string;
  /** The path without the query, e.g. `/v1/projects/<ref>/config/auth`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Buffer;
  json?: unknown;
};

/** What `functions deploy` uploaded for one function: its metadata and the files of the bundle, by name. */
export type DeployedFunction = { slug: string; metadata: Record<string, unknown>; files: Map<string, string> };

export type StandInOptions = {
  /** 20 lowercase letters, as a hosted project ref. */
  ref?: string;
  /** Where the project's database listens (for `db push --remote` / `migration list --remote` after `link`). */
  database?: { host: string; port: number };
};

export interface ManagementApiStandIn {
  readonly url: string;
  readonly ref: string;
  /** Every request, in the order received. */
  readonly requests: RecordedRequest[];
  /** Requests the stand-in had no answer for (answered 404). */
  readonly unanswered: RecordedRequest[];
  /** The project's auth settings as the CLI left them (GET /config/auth answers this). */
  readonly auth: Record<string, unknown>;
  /** Functions deployed so far, by slug. */
  readonly functions: Map<string, DeployedFunction>;
  /** The environment that sends the CLI here instead of api.supabase.com. */
  readonly cliEnv: Record<string, string>;
  /** Requests whose method and path match, e.g. `find("PATCH", /\/config\/auth$/)`. */
  find(method: string, path: RegExp): RecordedRequest[];
  /** Forgets the recorded requests (state stays). */
  clear(): void;
  close(): Promise<void>;
}

export const ACCESS_TOKEN = "sbp_0123456789abcdef0123456789abcdef01234567";

/** Fields of the auth config that may not be null (the rest start at null, as on a project that never set them). */
const NON_NULL_DEFAULTS: Record<string, unknown> = {
  mailer_otp_exp: 3600,
  passkey_enabled: false,
  mfa_phone_otp_length: 6,
  sms_otp_length: 6,
  oauth_server_enabled: false,
  oauth_server_allow_dynamic_registration: false,
  custom_oauth_enabled: false,
  custom_oauth_max_providers: 0,
};

/**
 * The auth settings a new hosted project starts with, for the fields this repository's config.toml touches
 * (confirmations on, a localhost Site URL, the built-in mailer with its 2 mails an hour); every other field of
 * the API's auth config is present, at null or its type's default.
 */
function hostedAuthDefaults(): Record<string, unknown> {
  return {
    ...Object.fromEntries(AUTH_CONFIG_FIELDS.map((field) => [field, null])),
    ...NON_NULL_DEFAULTS,
    site_url: "http://localhost:3000",
    uri_allow_list: "",
    jwt_exp: 3600,
    disable_signup: false,
    external_email_enabled: true,
    external_phone_enabled: false,
    external_anonymous_users_enabled: false,
    mailer_autoconfirm: false,
    mailer_secure_email_change_enabled: true,
    mailer_otp_length: 6,
    mailer_subjects_recovery: "Reset Your Password",
    mailer_subjects_confirmation: "Confirm Your Signup",
    mailer_templates_recovery_content: "<h2>Reset Password</h2>",
    mailer_templates_confirmation_content: "<h2>Confirm your signup</h2>",
    password_min_length: 6,
    password_required_characters: "",
    refresh_token_rotation_enabled: true,
    security_refresh_token_reuse_interval: 10,
    security_update_password_require_reauthentication: false,
    smtp_max_frequency: 60,
    rate_limit_email_sent: 2,
    rate_limit_token_refresh: 150,
    rate_limit_otp: 30,
    rate_limit_verify: 30,
    rate_limit_anonymous_users: 30,
    rate_limit_sms_sent: 30,
  };
}

/** Auth config fields the API never answers in clear: passwords, client secrets, hook secrets, tokens. */
const SECRET_FIELD = /(_pass|_secret|_secrets|_auth_token|_api_key)$/;

/**
 * How the API answers a secret: an HMAC-SHA256 of its value keyed by the project ref, which is what the CLI
 * computes from config.toml to decide whether the secret changed (a matching hash is not sent again).
 */
export function secretHash(ref: string, value: string): string {
  return createHmac("sha256", ref).update(value).digest("hex");
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** The parts of a multipart/form-data body, by field name (a file's field repeats). */
function multipartParts(body: Buffer, contentType: string): { name: string; filename?: string; data: Buffer }[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: { name: string; filename?: string; data: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    const head = part.subarray(0, split).toString("utf8");
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? "";
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    parts.push({ name, filename, data: part.subarray(split + 4) });
    start = next;
  }
  return parts;
}

export async function startManagementApi(options: StandInOptions = {}): Promise<ManagementApiStandIn> {
  const ref = options.ref ?? "abcdefghijklmnopqrst";
  const requests: RecordedRequest[] = [];
  const unanswered: RecordedRequest[] = [];
  const auth = hostedAuthDefaults();
  const functions = new Map<string, DeployedFunction>();
  const home = await mkdtemp(path.join(os.tmpdir(), "pbc-management-api-"));

  const project = {
    id: ref,
    ref,
    organization_id: "porto-box-cup",
    organization_slug: "porto-box-cup",
    name: "porto-box-cup",
    region: "eu-west-1",
    status: "ACTIVE_HEALTHY",
    database: { host: `db.${ref}.localhost`, version: "15.8.1.100", postgres_engine: "15", release_channel: "ga" },
    created_at: "2026-11-01T00:00:00Z",
  };

  type Answer = { status: number; body?: unknown };
  const routes: [string, RegExp, (r: RecordedRequest) => Answer][] = [
    [
      "GET",
      /^\/v1\/profile$/,
      () => ({ status: 200, body: { id: "operator", primary_email: "operator@portoboxcup.pt", username: "operator" } }),
    ],
    ["GET", /^\/v1\/projects\/([a-z]{20})$/, () => ({ status: 200, body: project })],
    [
      "GET",
      /^\/v1\/projects\/([a-z]{20})\/api-keys$/,
      () => ({
        status: 200,
        body: [
          { name: "anon", id: "anon", type: "legacy", api_key: "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c3RhbmQtaW4" },
          {
            name: "service_role",
            id: "service_role",
            type: "legacy",
            api_key: "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c3RhbmQtaW4",
          },
          { name: "default", id: "publishable-default", type: "publishable", api_key: "sb_publishable_standIn0123456789abcdef" },
          { name: "default", id: "secret-default", type: "secret", api_key: "sb_secret_standIn0123456789abcdef" },
        ],
      }),
    ],
    ["GET", /^\/v1\/projects\/([a-z]{20})\/config\/auth$/, () => ({ status: 200, body: auth })],
    [
      "PATCH",
      /^\/v1\/projects\/([a-z]{20})\/config\/auth$/,
      (r) => {
        for (const [field, value] of Object.entries(r.json as Record<string, unknown>)) {
          auth[field] = SECRET_FIELD.test(field) && typeof value === "string" ? secretHash(ref, value) : value;
        }
        return { status: 200, body: auth };
      },
    ],
    [
      "GET",
      /^\/v1\/projects\/([a-z]{20})\/postgrest$/,
      () => ({
        status: 200,
        body: { db_schema: "public,graphql_public", max_rows: 1000, db_extra_search_path: "public, extensions", db_pool: null },
      }),
    ],
    ["GET", /^\/v1\/projects\/([a-z]{20})\/config\/database\/postgres$/, () => ({ status: 200, body: {} })],
    [
      "GET",
      /^\/v1\/projects\/([a-z]{20})\/network-restrictions$/,
      () => ({
        status: 200,
        body: { entitlement: "allowed", config: { dbAllowedCidrs: ["0.0.0.0/0"], dbAllowedCidrsV6: ["::/0"] }, status: "applied" },
      }),
    ],
    [
      "GET",
      /^\/v1\/projects\/([a-z]{20})\/config\/storage$/,
      () => ({
        status: 200,
        body: { fileSizeLimit: 52428800, features: { imageTransformation: { enabled: true }, s3Protocol: { enabled: true } } },
      }),
    ],
    [
      "GET",
      /^\/v1\/projects\/([a-z]{20})\/config\/database\/pooler$/,
      () => {
        const db = options.database;
        if (!db) return { status: 200, body: [] };
        const connection = `postgresql://postgres.${ref}:[YOUR-PASSWORD]@${db.host}:${db.port}/postgres`;
        return {
          status: 200,
          body: [
            {
              identifier: ref,
              database_type: "PRIMARY",
              db_user: `postgres.${ref}`,
              db_host: db.host,
              db_port: db.port,
              db_name: "postgres",
              connection_string: connection,
              connectionString: connection,
              pool_mode: "transaction",
            },
          ],
        };
      },
    ],
    ["GET", /^\/v2\/projects\/([a-z]{20})\/config$/, () => ({ status: 200, body: projectConfig() })],
    ["GET", /^\/v1\/projects\/([a-z]{20})\/billing\/addons$/, () => ({ status: 200, body: { selected_addons: [], available_addons: [] } })],
    ["GET", /^\/v1\/projects\/([a-z]{20})\/secrets$/, () => ({ status: 200, body: [] })],
    ["GET", /^\/v1\/projects\/([a-z]{20})\/functions$/, () => ({ status: 200, body: [...functions.values()].map(functionRecord) })],
    [
      "POST",
      /^\/v1\/projects\/([a-z]{20})\/functions\/deploy$/,
      (r) => {
        const parts = multipartParts(r.body, r.headers["content-type"] ?? "");
        const metadata = JSON.parse(parts.find((p) => p.name === "metadata")?.data.toString("utf8") ?? "{}") as Record<string, unknown>;
        const slug = r.query.slug ?? String(metadata.name);
        const files = new Map(parts.filter((p) => p.filename).map((p) => [p.filename!, p.data.toString("utf8")]));
        const deployed = { slug, metadata, files };
        functions.set(slug, deployed);
        return { status: 201, body: functionRecord(deployed) };
      },
    ],
  ];

  /** GET /v2/projects/{ref}/config, which `config push` reads to compare with config.toml (CLI 3.1.0). */
  function projectConfig() {
    return {
      data: {
        type: "project_config",
        id: ref,
        attributes: {
          database: {
            major_version: 15,
            ssl_enforced: false,
            network_restrictions: {
              entitlement: "allowed",
              status: "applied",
              allowed_cidrs: [
                { address: "0.0.0.0/0", type: "v4" },
                { address: "::/0", type: "v6" },
              ],
            },
            postgres_settings: {},
          },
          pooler: {
            pool_mode: "transaction",
            ignore_startup_parameters: "",
            server_idle_timeout: 600,
            server_lifetime: 3600,
            query_wait_timeout: 120,
            reserve_pool_size: 0,
            default_pool_size: 15,
            max_client_conn: 200,
          },
          auth,
          api: {
            db_schema: "public,graphql_public",
            db_extra_search_path: "public,extensions",
            max_rows: 1000,
            db_pool_acquisition_timeout: 10,
            db_pool_max_lifetime: 1800,
            db_pool_max_idletime: 30,
            db_pool: null,
          },
          realtime: {
            private_only: false,
            max_concurrent_users: 200,
            max_events_per_second: 100,
            max_bytes_per_second: 100000,
            max_channels_per_client: 100,
            max_joins_per_second: 100,
            max_presence_events_per_second: 100,
            max_payload_size_in_kb: 100,
            presence_enabled: true,
            suspend: false,
            connection_pool: 2,
            postgres_changes_pool: null,
          },
          storage: {
            file_size_limit: 52428800,
            features: {
              image_transformation: { enabled: true },
              s3_protocol: { enabled: true },
              purge_cache: { enabled: true },
              iceberg_catalog: { enabled: false, max_namespaces: 0, max_tables: 0, max_catalogs: 0 },
              vector_buckets: { enabled: false, max_buckets: 0, max_indexes: 0 },
            },
            capabilities: { list_v2: true, iceberg_catalog: false, object_versioning: false },
            upstream_target: "main",
            migration_version: null,
          },
        },
      },
    };
  }

  function functionRecord(f: DeployedFunction) {
    return {
      id: `function-${f.slug}`,
      slug: f.slug,
      name: f.slug,
      status: "ACTIVE",
      version: 1,
      verify_jwt: f.metadata.verify_jwt,
      entrypoint_path: f.metadata.entrypoint_path,
      created_at: 1_790_000_000_000,
      updated_at: 1_790_000_000_000,
    };
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const body = await readBody(req);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    };
    if (headers["content-type"]?.startsWith("application/json") && body.length) recorded.json = JSON.parse(body.toString("utf8"));
    requests.push(recorded);
    const route = routes.find(([method, pattern]) => method === recorded.method && pattern.test(recorded.path));
    // Routes under /v1/projects/{ref} capture the ref: another project is not found, as on the real API.
    const refInPath = route?.[1].exec(recorded.path)?.[1];
    let answer: Answer;
    if (headers.authorization !== `Bearer ${ACCESS_TOKEN}`) answer = { status: 401, body: { message: "Unauthorized" } };
    else if (!route) {
      unanswered.push(recorded);
      answer = { status: 404, body: { message: `The stand-in has no answer for ${recorded.method} ${recorded.path}` } };
    } else if (refInPath !== undefined && refInPath !== ref) answer = { status: 404, body: { message: "Project not found" } };
    else answer = route[2](recorded);
    res.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body === undefined ? "" : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const profile = path.join(home, "profile.yaml");
  await writeFile(
    profile,
    [`name: stand-in`, `api_url: "${url}"`, `dashboard_url: "${url}/dashboard"`, `project_host: localhost`, ""].join("\n"),
  );

  return {
    url,
    ref,
    requests,
    unanswered,
    auth,
    functions,
    cliEnv: {
      SUPABASE_PROFILE: profile,
      SUPABASE_ACCESS_TOKEN: ACCESS_TOKEN,
      SUPABASE_HOME: home,
      SUPABASE_NO_KEYRING: "true",
      SUPABASE_TELEMETRY_DISABLED: "1",
      DO_NOT_TRACK: "1",
    },
    find: (method, pattern) => requests.filter((r) => r.method === method && pattern.test(r.path)),
    clear: () => void requests.splice(0),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(home, { recursive: true, force: true });
    },
  };
}

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the real CLI with `args` in `cwd` against the stand-in, stdin closed (a prompt it cannot answer
 * ends it, rather than waiting forever). `env` is laid over the stand-in's.
 */
export function runCli(api: ManagementApiStandIn, args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(SUPABASE_CLI, args, { cwd, env: { ...process.env, ...api.cliEnv, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
