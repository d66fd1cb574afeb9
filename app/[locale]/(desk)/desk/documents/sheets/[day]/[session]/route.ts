import { edition } from "@/lib/content/edition";
import { boutSheetsPdf } from "@/lib/desk/documents/order-documents";
import { fileResponse, notFoundResponse } from "@/lib/desk/downloads";
import { sessionPrint } from "@/lib/desk/order-print";

/** The bout sheets of one session of a fight day, one A4 page per bout, ready to print at once (`?bout=<n>`: that bout's). */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/desk/documents/sheets/[day]/[session]">) {
  const { locale, day, session } = await params;
  const context = await sessionPrint(locale, day, session);
  if (!context) return notFoundResponse();
  const bout = Number(new URL(request.url).searchParams.get("bout"));
  const print = bout ? { ...context.print, bouts: context.print.bouts.filter((b) => b.number === bout) } : context.print;
  if (bout && print.bouts.length === 0) return notFoundResponse();
  const pdf = await boutSheetsPdf(print, context.t, context.text, context.produced);
  return fileResponse(
    pdf,
    "application/pdf",
    `porto-box-cup-${edition.year}-bout-sheets-${day}-session-${session}${bout ? `-bout-${bout}` : ""}.pdf`,
    "inline",
  );
}
