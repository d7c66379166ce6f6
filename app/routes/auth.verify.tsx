import { Link, redirect } from "react-router";
import { AuthCard, FormAlert } from "~/components/auth/FormParts";
import { useT } from "~/lib/i18n/use-t";
import { confirmEmail } from "~/server/auth/commands.server";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { authHeaders, cookieHeaders } from "~/server/auth/session.server";
import type { Route } from "./+types/auth.verify";

// The link in the confirmation mail: confirms the address, signs the user in and lands on "/".
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token) {
    const result = await confirmEmail(context, authHeaders(request, context), token);
    if (result.ok) throw redirect("/", { headers: cookieHeaders(result.setCookies, flashCookie("toast.emailConfirmed", isSecureOrigin(context.origin))) });
  }
  return null;
}

export function meta() {
  return [{ title: "Confirm e-mail" }, { name: "robots", content: "noindex" }];
}

export default function VerifyEmail() {
  const t = useT();
  return (
    <AuthCard title={t("auth.checkEmailTitle")}>
      <FormAlert>{t("auth.invalidLink")}</FormAlert>
      <p className="mt-6 text-sm">
        <Link to="/auth" className="font-medium text-brand-700 hover:underline">
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
