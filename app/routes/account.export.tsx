import { exportAccountData } from "~/server/account/queries.server";
import { requireUser } from "~/server/auth/session.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/account.export";

// "Export my data": everything stored about the signed-in user, as a JSON download. Under every
// language prefix, so that a signed-out visitor is sent to sign-in in their language.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await resolveRouteLanguage(request, params, context);
  const user = await requireUser(request, context);
  const exported = await exportAccountData(context.db, user.id);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
