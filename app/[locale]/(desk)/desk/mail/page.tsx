import { getTranslations } from "next-intl/server";
import { edition } from "@/lib/content/edition";
import { readMailFailures } from "@/lib/desk/mail-failures";
import { toZonedIso } from "@/lib/format/zoned-time";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import shared from "@/components/desk/desk.shared.module.css";

/** The teams' mails that are not getting through: bouncing addresses and refusals, so the desk can call the team. */
export default async function DeskMailPage() {
  const t = await getTranslations("Desk.mail");
  const failures = await readMailFailures();
  return (
    <section aria-labelledby="mail-title">
      <h2 id="mail-title">{t("title")}</h2>
      <p>{t("text")}</p>
      {failures && failures.length > 0 ? (
        <ScrollFrame label={t("title")}>
          <table className={shared.table}>
            <thead>
              <tr>
                <th scope="col">{t("team")}</th>
                <th scope="col">{t("address")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("attempts")}</th>
                <th scope="col">{t("error")}</th>
                <th scope="col">{t("since")}</th>
              </tr>
            </thead>
            <tbody>
              {failures.map((f) => (
                <tr key={f.id}>
                  <td>{f.team}</td>
                  <td>{f.address}</td>
                  <td>{f.failed ? t("failed") : t("retrying")}</td>
                  <td>{f.attempts}</td>
                  <td>{f.error}</td>
                  <td>{toZonedIso(f.since, edition.timeZone).slice(0, 16).replace("T", " ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      ) : (
        <p>{t("none")}</p>
      )}
    </section>
  );
}
