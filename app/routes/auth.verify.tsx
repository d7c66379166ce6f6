import { redirect } from "react-router";
import { AuthCard, CardLink, FormAlert } from "~/components/auth/FormParts";
import { useT } from "~/lib/i18n/use-t";
import { confirmEmail } from "~/server/auth/commands.server";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { authHeaders, cookieHeaders } from "~/server/auth/session.server";
import type { Route } from "./+types/auth.verify";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { useLocalizePath } from "~/lib/use-shell";

// The link in the confirmation mail: confirms the address, signs the user in and lands on the home page in the link's language.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token) {
    const result = await confirmEmail(context, authHeaders(request, context), token);
    if (result.ok) throw redirect(language.localize("/"), { headers: cookieHeaders(result.setCookies, flashCookie("toast.emailConfirmed", isSecureOrigin(context.origin))) });
  }
  return null;
}

export function meta() {
  return [{ title: "Confirm e-mail" }, { name: "robots", content: "noindex" }];
}

export default function VerifyEmail() {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <AuthCard title={t("auth.checkEmailTitle")}>
      <FormAlert>{t("auth.invalidLink")}</FormAlert>
      <CardLink to={localize("/auth")}>{t("auth.backToSignIn")}</CardLink>
    </AuthCard>
  );
}
