import { getTranslations } from "next-intl/server";
import { Documents } from "@/components/desk/Documents";
import { organiserClient } from "@/lib/desk/access";
import { notFound } from "next/navigation";

export default async function DeskDocumentsPage() {
  if (!(await organiserClient())) notFound();
  const t = await getTranslations("Desk.downloads");
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <Documents />
    </section>
  );
}
