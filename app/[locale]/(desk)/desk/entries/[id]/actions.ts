"use server";

import { notFound, redirect } from "next/navigation";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { move, withdraw, type Outcome } from "@/lib/desk/actions";
import { organiserClient } from "@/lib/desk/access";

/** Back to the page the form was on, with the outcome for its notice (works without JavaScript). */
function back(form: FormData, entry: string, outcome: Outcome): never {
  const path = safeNextPath(String(form.get("back") ?? "")) ?? "/desk";
  const url = new URL(path, "http://desk");
  url.searchParams.set("outcome", outcome);
  url.searchParams.set("entry", entry);
  redirect(`${url.pathname}${url.search}`);
}

export async function withdrawEntry(form: FormData): Promise<void> {
  const client = await organiserClient();
  if (!client) notFound();
  const entry = String(form.get("entry") ?? "");
  back(form, entry, await withdraw(client, entry));
}

export async function moveEntry(form: FormData): Promise<void> {
  const client = await organiserClient();
  if (!client) notFound();
  const entry = String(form.get("entry") ?? "");
  const [category = "", weightClass = ""] = String(form.get("to") ?? "").split("/");
  back(form, entry, await move(client, entry, category, weightClass));
}
