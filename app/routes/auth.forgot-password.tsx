import { data, Form } from "react-router";
import { AuthCard, CardLink, Field, FormAlert, SubmitButton } from "~/components/auth/FormParts";
import { useT } from "~/lib/i18n/use-t";
import { requestPasswordReset } from "~/server/auth/commands.server";
import { authHeaders } from "~/server/auth/session.server";
import type { Route } from "./+types/auth.forgot-password";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { useLocalizePath } from "~/lib/use-shell";

export function meta() {
  return [{ title: "Reset your password" }, { name: "robots", content: "noindex" }];
}

// An unknown or inactive language prefix is a 404, like on every other page.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await resolveRouteLanguage(request, params, context);
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  // The reset link in the mail leads to the page in the visitor's language.
  const email = await requestPasswordReset(
    { ...context, localize: language.localize, languageCode: language.languageCode },
    authHeaders(request, context),
    String(form.get("email") ?? "").slice(0, 320),
  );
  // The same answer whether or not an account exists.
  if (!email) return data({ sentTo: null, invalid: true }, { status: 400 });
  return { sentTo: email, invalid: false };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <AuthCard title={t("auth.forgotTitle")}>
      {actionData?.sentTo ? (
        <FormAlert tone="info">{t("auth.resetSent", { email: actionData.sentTo })}</FormAlert>
      ) : (
        <Form method="post" className="space-y-5">
          <p className="text-sm text-slate-600">{t("auth.forgotIntro")}</p>
          <Field
            name="email"
            type="email"
            label={t("auth.email")}
            autoComplete="email"
            required
            error={actionData?.invalid ? t("auth.invalidEmail") : null}
          />
          <SubmitButton>{t("auth.sendResetLink")}</SubmitButton>
        </Form>
      )}
      <CardLink to={localize("/auth")}>{t("auth.backToSignIn")}</CardLink>
    </AuthCard>
  );
}
