import type { SupabaseClient } from "@supabase/supabase-js";
import type { editionRows } from "../../../lib/cup/edition-sql";

/**
 * Inserts an edition's rows (lib/cup/edition-sql.ts `editionRows`) through the REST API with the secret key,
 * as the service would: the API's grants let no one else write them.
 */
export async function insertEditionRows(admin: SupabaseClient, rows: ReturnType<typeof editionRows>): Promise<void> {
  const tables: [string, Record<string, unknown>[]][] = [
    ["editions", [rows.edition]],
    ["categories", rows.categories],
    ["weight_classes", rows.weightClasses],
  ];
  for (const [table, values] of tables) {
    const { error } = await admin.from(table).insert(values);
    if (error) throw new Error(`${table}: ${error.message}`);
  }
}
