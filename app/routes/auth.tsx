import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, CardLink, Field, FormAlert, SubmitButton } from "~/components/auth/FormParts";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { useLocalizePath } from "~/lib/use-shell";
import { register, signIn } from "~/server/auth/commands.server";
import { cookieLine, isSecureOrigin, RETURN_TO_COOKIE } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-rules";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { authHeaders, cookieHeaders, loadViewer } from "~/server/auth/session.server";
import { mergeCartOnSignIn } from "~/server/cart/sign-in.server";
import type { Route } from "./+types/auth";
import { type RouteLanguage, resolveRouteLanguage } from "~/server/site/route-language.server";
import { stripLanguagePrefix } from "~/lib/i18n/language";
import type { Database } from "~/server/db/client.server";
import { targetInLanguage } from "~/server/site/path-in-language.server";

/**
 * Where to go after sign-in, in the language of this sign-in page: a safe `redirectTo`, else
 * `fallback` ("/auth/callback", which knows where the visitor came from).
 */
async function targetOf(value: unknown, language: RouteLanguage, db: Database, fallback: string): Promise<string> {
  const target = safeRedirectPath(value);
  return target ? targetInLanguage(db, language.site, target, language.languageCode) : language.localize(fallback);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const { user } = await loadViewer(request, context);
  if (user) throw redirect(await targetOf(redirectTo, language, context.db, "/"));
  // Remember the page the visitor came from, for /auth/callback; only a page of this site, and
  // not the sign-in pages themselves (in any language).
  const headers = new Headers();
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      const path = safeRedirectPath(from.pathname + from.search);
      const neutral = stripLanguagePrefix(from.pathname, language.site.languages, language.defaultCode);
      if (from.origin === new URL(context.origin).origin && path && !/^\/auth(\/|$)/.test(neutral)) {
        headers.append("Set-Cookie", cookieLine(RETURN_TO_COOKIE, path, { maxAge: 30 * 60, secure: isSecureOrigin(context.origin) }));
      }
    } catch {
      // A malformed Referer is simply not remembered.
    }
  }
  return data({ mode: url.searchParams.get("mode") === "register" ? ("register" as const) : ("signin" as const), redirectTo }, { headers });
}

export function meta() {
  return [{ title: "Sign In" }, { name: "robots", content: "noindex" }];
}

type ActionResult = {
  intent: "signin" | "register";
  email: string;
  error?: MessageKey;
  field?: "email" | "password";
  minutes?: number;
  registered?: boolean;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  const intent = form.get("intent") === "register" ? "register" : "signin";
  const email = String(form.get("email") ?? "").slice(0, 320);
  const password = String(form.get("password") ?? "");
  const secure = isSecureOrigin(context.origin);
  const headers = authHeaders(request, context);
  // Links in the e-mails these send (confirmation) lead to pages in the visitor's language.
  const deps = { ...context, localize: language.localize, languageCode: language.languageCode };

  if (intent === "signin") {
    const result = await signIn(deps, headers, { email, password });
    if (result.ok) {
      const cart = await mergeCartOnSignIn(request, context, result.userId);
      throw redirect(await targetOf(form.get("redirectTo"), language, context.db, "/auth/callback"), {
        headers: cookieHeaders(result.setCookies, cart.setCookies, flashCookie(cart.flash ?? "toast.signedIn", secure)),
      });
    }
    const error: MessageKey =
      result.error === "tooMany"
        ? "auth.tooManyAttempts"
        : result.error === "notVerified"
          ? "auth.emailNotVerified"
          : result.error === "failed"
            ? "auth.failed"
            : "auth.invalidCredentials";
    const status = result.error === "tooMany" ? 429 : result.error === "failed" ? 500 : result.error === "notVerified" ? 403 : 401;
    return data<ActionResult>({ intent, email, error, minutes: result.minutes }, { status });
  }

  const result = await register(deps, headers, { email, password });
  if (!result.ok) {
    const field = result.error === "auth.invalidEmail" ? "email" : result.error === "auth.failed" ? undefined : "password";
    return data<ActionResult>({ intent, email, error: result.error, field }, { status: result.error === "auth.failed" ? 500 : 400 });
  }
  return data<ActionResult>(
    { intent, email: result.email, registered: true },
    { headers: cookieHeaders(flashCookie("toast.checkEmail", secure)) },
  );
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const result = actionData as ActionResult | undefined;
  const mode = result?.intent ?? loaderData.mode;
  const query = (nextMode: "signin" | "register") => {
    const params = new URLSearchParams();
    if (nextMode === "register") params.set("mode", "register");
    if (loaderData.redirectTo) params.set("redirectTo", loaderData.redirectTo);
    const search = params.toString();
    return localize(search ? `/auth?${search}` : "/auth");
  };

  if (result?.registered) {
    return (
      <AuthCard title={t("auth.checkEmailTitle")}>
        <FormAlert tone="info">{t("auth.checkEmailBody", { email: result.email })}</FormAlert>
        <CardLink to={query("signin")}>{t("auth.backToSignIn")}</CardLink>
      </AuthCard>
    );
  }

  const formError = result?.error && !result.field ? t(result.error, { minutes: result.minutes ?? 1 }) : null;
  const fieldError = (field: "email" | "password") => (result?.error && result.field === field ? t(result.error) : null);
  const registering = mode === "register";
  return (
    <AuthCard title={t(registering ? "auth.registerTitle" : "auth.signInTitle")}>
      <Form method="post" className="space-y-5" noValidate={false} aria-label={t(registering ? "auth.registerTitle" : "auth.signInTitle")}>
        <input type="hidden" name="intent" value={registering ? "register" : "signin"} />
        {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <FormAlert>
          {formError}
          {formError && result?.error === "auth.tooManyAttempts" ? (
            <>
              {" "}
              {/* The owner is never locked out for long: a reset lifts the lock (ADR 0004). */}
              <Link to={localize("/auth/forgot-password")} className="font-semibold underline">
                {t("auth.resetToUnlock")}
              </Link>
            </>
          ) : null}
        </FormAlert>
        <Field
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          required
          defaultValue={result?.email}
          error={fieldError("email")}
        />
        <Field
          name="password"
          type="password"
          label={t("auth.password")}
          autoComplete={registering ? "new-password" : "current-password"}
          required
          minLength={registering ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={registering ? t("auth.passwordRules") : undefined}
          error={fieldError("password")}
        />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton>{t(registering ? "auth.register" : "auth.signIn")}</SubmitButton>
          {registering ? null : (
            <Link to={localize("/auth/forgot-password")} className="text-sm font-medium text-brand-700 hover:underline">
              {t("auth.forgotPassword")}
            </Link>
          )}
        </div>
        {navigation.state === "submitting" ? (
          <span className="sr-only" role="status">
            …
          </span>
        ) : null}
      </Form>
      <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
        {t(registering ? "auth.haveAccount" : "auth.noAccount")}{" "}
        <Link to={query(registering ? "signin" : "register")} className="font-medium text-brand-700 hover:underline">
          {t(registering ? "auth.signIn" : "auth.register")}
        </Link>
      </p>
    </AuthCard>
  );
}
