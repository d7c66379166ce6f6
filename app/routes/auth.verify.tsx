import { redirect } from "react-router";
import { AuthCard, CardLink, FormAlert } from "~/components/auth/FormParts";
import { useT } from "~/lib/i18n/use-t";
import { confirmEmail } from "~/server/auth/commands.server";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { authHeaders, cookieHeaders } from "~/server/auth/session.server";
import { mergeCartOnSignIn } from "~/server/cart/sign-in.server";
import type { Route } from "./+types/auth.verify";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { useLocalizePath } from "~/lib/use-shell";

// The link in the confirmation mail: confirms the address, signs the user in and lands on the home page in the link's language.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token) {
    const result = await confirmEmail(context, authHeaders(request, context), token);
    if (result.ok) {
      // The confirmation signs the user in: their guest cart joins their account as on any sign-in.
      const session = await context.auth.api
        .getSession({ headers: new Headers({ cookie: result.setCookies.map((line) => line.split(";")[0]).join("; ") }) })
        .catch(() => null);
      const cart = session?.user ? await mergeCartOnSignIn(request, context, session.user.id) : { flash: null, setCookies: [] };
      throw redirect(language.localize("/"), {
        headers: cookieHeaders(
          result.setCookies,
          cart.setCookies,
          flashCookie(cart.flash ?? "toast.emailConfirmed", isSecureOrigin(context.origin)),
        ),
      });
    }
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
