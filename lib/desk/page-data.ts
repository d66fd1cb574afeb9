import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { organiserClient } from "./access";
import { loadDesk } from "./reads";

/** The desk's data for this request, read once however many parts of the page ask; a 404 for anyone but an organiser. */
export const deskData = cache(async () => {
  const client = await organiserClient();
  if (!client) notFound();
  return { client, ...(await loadDesk(client)) };
});
