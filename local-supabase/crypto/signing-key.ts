import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as served at /auth/v1/.well-known/jwks.json. */
  publicJwk: JWK;
}

const FILE = "signing-key.json";

/**
 * The ES256 key that signs user access tokens. It is kept in the data directory (not in the repo) so tokens
 * stay valid across restarts of the same instance while every fresh instance gets its own key.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(dataDir, FILE);
  let privateJwk: JWK;
  if (existsSync(file)) {
    privateJwk = JSON.parse(await readFile(file, "utf8")) as JWK;
  } else {
    const pair = await generateKeyPair("ES256", { extractable: true });
    privateJwk = { ...(await exportJWK(pair.privateKey)), kid: randomUUID(), alg: "ES256" };
    await writeFile(file, JSON.stringify(privateJwk), { mode: 0o600 });
  }
  const { d: _d, ...publicPart } = privateJwk;
  void _d;
  const publicJwk: JWK = { ...publicPart, use: "sig", key_ops: ["verify"] };
  return {
    kid: String(privateJwk.kid),
    privateKey: (await importJWK(privateJwk, "ES256")) as CryptoKey,
    publicKey: (await importJWK({ ...publicPart, alg: "ES256" }, "ES256")) as CryptoKey,
    publicJwk,
  };
}
