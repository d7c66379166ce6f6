import { redirect } from "react-router";
import { z } from "zod";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { cookieHeaders } from "~/server/auth/session.server";
import { editModeCookie, requireEditor } from "~/server/edit-mode/access.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/edit-mode";

const toggle = z.object({ mode: z.enum(["on", "off"]), redirectTo: z.string().max(2048).optional() });

// The header's 'Edit Mode' / 'Exit Edit' form: admins only (403 otherwise); kept for the session in
// a personal cookie, back to the page it was pressed on (in its language), or the home page.
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  await requireEditor(request, context);
  const parsed = toggle.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Bad request: mode must be on or off", { status: 400 });
  const back = safeRedirectPath(parsed.data.redirectTo) ?? language.localize("/");
  return redirect(back, { status: 303, headers: cookieHeaders(editModeCookie(parsed.data.mode === "on", isSecureOrigin(context.origin))) });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  throw redirect(language.localize("/"));
}
