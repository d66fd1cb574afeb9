import type { AuthSettings } from "../config";
import type { PasswordHasher } from "../crypto/passwords";
import type { SigningKey } from "../crypto/signing-key";
import type { Database } from "../db/database";
import type { Inbox } from "../inbox/store";
import type { Faults } from "../faults";
import type { RateLimiter } from "./rate-limit";

export interface AuthContext {
  db: Database;
  settings: AuthSettings;
  signingKey: SigningKey;
  hasher: PasswordHasher;
  inbox: Inbox;
  faults: Faults;
  limiter: RateLimiter;
  log: (line: string) => void;
}
