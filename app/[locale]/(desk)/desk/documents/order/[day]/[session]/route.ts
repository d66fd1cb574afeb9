import { edition } from "@/lib/content/edition";
import { runningOrderPdf } from "@/lib/desk/documents/order-documents";
import { fileResponse, notFoundResponse } from "@/lib/desk/downloads";
import { sessionPrint } from "@/lib/desk/order-print";

/** Each ring's running order for one session of a fight day, A4 (`?ring=<n>`: that ring's alone). */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/desk/documents/order/[day]/[session]">) {
  const { locale, day, session } = await params;
  const context = await sessionPrint(locale, day, session);
  if (!context) return notFoundResponse();
  const ring = Number(new URL(request.url).searchParams.get("ring"));
  const print = ring ? { ...context.print, bouts: context.print.bouts.filter((b) => b.ring === ring) } : context.print;
  const pdf = await runningOrderPdf(print, context.t, context.text, context.produced);
  return fileResponse(pdf, "application/pdf", `porto-box-cup-${edition.year}-order-${day}-session-${session}.pdf`, "inline");
}
