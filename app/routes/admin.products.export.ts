import { requireBackOffice } from "~/server/backoffice/guard.server";
import { exportProductsCsv } from "~/server/catalog/csv-queries.server";
import type { Route } from "./+types/admin.products.export";

/** products.csv: every product of the factory in the import's columns. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const csv = await exportProductsCsv(context.db, factoryId, language.codes);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="products.csv"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
