import { data, Form, redirect } from "react-router";
import { AuthCard, CardLink, FormAlert, NewPasswordField, SubmitButton } from "~/components/auth/FormParts";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { resetPassword } from "~/server/auth/commands.server";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { cookieHeaders } from "~/server/auth/session.server";
import type { Route } from "./+types/auth.reset-password";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { useLocalizePath } from "~/lib/use-shell";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await resolveRouteLanguage(request, params, context);
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export function meta() {
  return [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  const result = await resetPassword(context, String(form.get("token") ?? ""), String(form.get("password") ?? ""));
  if (result.ok)
    throw redirect(language.localize("/auth"), {
      headers: cookieHeaders(flashCookie("toast.passwordReset", isSecureOrigin(context.origin))),
    });
  return data({ error: result.error as MessageKey }, { status: 400 });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizePath();
  const linkBroken = !loaderData.token || actionData?.error === "auth.invalidLink";
  return (
    <AuthCard title={t("auth.resetTitle")}>
      {linkBroken ? (
        <>
          <FormAlert>{t("auth.invalidLink")}</FormAlert>
          <CardLink to={localize("/auth/forgot-password")}>{t("auth.forgotPassword")}</CardLink>
        </>
      ) : (
        <Form method="post" className="space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordField name="password" error={actionData?.error ? t(actionData.error) : null} />
          <SubmitButton>{t("auth.savePassword")}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
