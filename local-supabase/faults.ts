/**
 * Failures a test can switch on in the local backend (never available on hosted Supabase). Off by default;
 * set with LOCAL_SUPABASE_FAULTS=profile-insert, `instance.faults`, or POST /local/v1/faults (secret key).
 */
export const FAULT_NAMES = ["profile-insert"] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

export class Faults {
  private readonly active = new Set<FaultName>();

  constructor(initial: Iterable<string> = []) {
    for (const name of initial) if (isFaultName(name)) this.active.add(name);
  }

  set(name: FaultName, on: boolean): void {
    if (on) this.active.add(name);
    else this.active.delete(name);
  }

  has(name: FaultName): boolean {
    return this.active.has(name);
  }

  list(): FaultName[] {
    return [...this.active];
  }
}

export function isFaultName(value: unknown): value is FaultName {
  return typeof value === "string" && (FAULT_NAMES as readonly string[]).includes(value);
}
