import { useId } from "react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Field, FormAlert, NewPasswordField, SubmitButton } from "~/components/auth/FormParts";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import type { OrderStatus } from "~/lib/orders";
import { listOrdersOfUser } from "~/server/orders/queries.server";
import { listQuotesOfUser, quoteReference } from "~/server/quotes/queries.server";
import { deleteAccount } from "~/server/account/commands.server";
import { passwordMatches } from "~/server/account/queries.server";
import { renameUser } from "~/server/auth/user-commands.server";
import { changePassword } from "~/server/auth/commands.server";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { authHeaders, clearSessionCookies, cookieHeaders, requireUser } from "~/server/auth/session.server";
import type { Route } from "./+types/account";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { useLocalizePath } from "~/lib/use-shell";
import { setAccountSubscription } from "~/server/newsletters/commands.server";
import { accountSubscription } from "~/server/newsletters/queries.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const user = await requireUser(request, context);
  const [orders, quotes, newsletter] = await Promise.all([
    listOrdersOfUser(context.db, user.id),
    listQuotesOfUser(context.db, user.id),
    accountSubscription(context.db, language.site.factory.id, user.email),
  ]);
  const date = new Intl.DateTimeFormat(language.languageCode, { dateStyle: "medium", timeZone: "Europe/Oslo" });
  return {
    user: { name: user.name, email: user.email, passwordChangeRequired: user.passwordChangeRequired },
    newsletter,
    orders: orders.map((order) => ({
      id: order.id,
      number: order.orderNumber,
      status: order.status as OrderStatus,
      total: formatMoney(order.totalOre, order.currency),
      date: date.format(order.createdAt),
      href: language.localize(`/order-success/${order.id}`),
    })),
    quotes: quotes.map((quote) => ({
      id: quote.id,
      reference: quoteReference(quote.quoteNumber),
      status: quote.status,
      date: date.format(quote.createdAt),
      href: language.localize(`/quotes/${quote.id}`),
    })),
  };
}

export function meta() {
  return [{ title: "My account" }, { name: "robots", content: "noindex" }];
}

const profileSchema = z.object({ name: z.string().trim().max(100) });
const newsletterSchema = z.object({ subscribed: z.enum(["on", "off"]) });

type ActionResult = { intent: "profile" | "password" | "delete"; error: MessageKey };

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const secure = isSecureOrigin(context.origin);

  if (intent === "profile") {
    const parsed = profileSchema.safeParse({ name: form.get("name") ?? "" });
    if (!parsed.success) return data<ActionResult>({ intent, error: "auth.failed" }, { status: 400 });
    await renameUser(context.db, user.id, parsed.data.name);
    return data(null, { headers: cookieHeaders(flashCookie("toast.profileSaved", secure)) });
  }
  if (intent === "newsletter") {
    const parsed = newsletterSchema.safeParse({ subscribed: form.get("subscribed") });
    if (!parsed.success) return data({ message: "Unknown action" }, { status: 400 });
    const subscribed = parsed.data.subscribed === "on";
    await setAccountSubscription(context.db, language.site, user, subscribed, language.languageCode);
    return data(null, {
      headers: cookieHeaders(flashCookie(subscribed ? "toast.newsletterSubscribed" : "toast.newsletterUnsubscribed", secure)),
    });
  }
  if (intent === "password") {
    const result = await changePassword(context, authHeaders(request, context), {
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword: String(form.get("newPassword") ?? ""),
    });
    if (!result.ok) return data<ActionResult>({ intent, error: result.error }, { status: 400 });
    throw redirect(language.localize("/account"), {
      headers: cookieHeaders(result.setCookies, flashCookie("toast.passwordChanged", secure)),
    });
  }
  if (intent === "delete") {
    if (!(await passwordMatches(context.db, user.id, String(form.get("password") ?? "")))) {
      return data<ActionResult>({ intent, error: "account.wrongPassword" }, { status: 400 });
    }
    await deleteAccount(context.db, user.id);
    context.logger.info({ userId: user.id }, "account deleted at the user's request");
    throw redirect(language.localize("/"), {
      headers: cookieHeaders(clearSessionCookies(secure), flashCookie("toast.accountDeleted", secure)),
    });
  }
  return data({ message: "Unknown action" }, { status: 400 });
}

function Section({ title, children, tone }: { title: string; children: React.ReactNode; tone?: "danger" }) {
  // A generated id: titles are translated text with spaces, which an id reference cannot hold.
  const headingId = useId();
  return (
    <section
      className={`rounded-xl border bg-white p-6 shadow-sm ${tone === "danger" ? "border-red-200" : "border-slate-200"}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizePath();
  const { user } = loaderData;
  const result = actionData && "intent" in actionData ? (actionData as ActionResult) : undefined;
  const errorFor = (intent: ActionResult["intent"]) => (result?.intent === intent ? t(result.error) : null);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("account.title")}</h1>
      {user.passwordChangeRequired ? <FormAlert tone="info">{t("account.passwordChangeRequired")}</FormAlert> : null}

      <Section title={t("account.orders")}>
        {loaderData.orders.length === 0 ? (
          <p className="text-sm text-slate-600">{t("account.noOrders")}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="account-orders">
            {loaderData.orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <Link to={order.href} className="font-semibold text-brand-700 hover:underline">
                  {t("order.number", { number: order.number })}
                </Link>
                <span className="text-slate-600">{order.date}</span>
                <span>{t(`order.status.${order.status}`)}</span>
                <span dir="ltr" className="font-medium">
                  {order.total}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t("account.quotes")}>
        {loaderData.quotes.length === 0 ? (
          <p className="text-sm text-slate-600">{t("account.noQuotes")}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="account-quotes">
            {loaderData.quotes.map((quote) => (
              <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <Link to={quote.href} className="font-semibold text-brand-700 hover:underline">
                  {t("quote.pageTitle", { reference: quote.reference })}
                </Link>
                <span className="text-slate-600">{quote.date}</span>
                <span>{t(`quote.status.${quote.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t("account.profile")}>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="profile" />
          <Field
            name="name"
            label={t("account.name")}
            autoComplete="name"
            defaultValue={user.name}
            maxLength={100}
            error={errorFor("profile")}
          />
          <div>
            <p className="block text-sm font-medium text-slate-700">{t("auth.email")}</p>
            <p className="mt-1 text-slate-900">{user.email}</p>
          </div>
          <SubmitButton>{t("account.save")}</SubmitButton>
        </Form>
      </Section>

      <Section title={t("account.newsletter")}>
        <Form method="post" className="flex flex-wrap items-center justify-between gap-3">
          <input type="hidden" name="intent" value="newsletter" />
          <input type="hidden" name="subscribed" value={loaderData.newsletter ? "off" : "on"} />
          <p className="text-sm text-slate-700" data-testid="account-newsletter">
            {loaderData.newsletter ? t("account.newsletterOn", { email: user.email }) : t("account.newsletterOff")}
          </p>
          <SubmitButton>{loaderData.newsletter ? t("account.newsletterUnsubscribe") : t("account.newsletterSubscribe")}</SubmitButton>
        </Form>
      </Section>

      <Section title={t("account.changePassword")}>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="password" />
          <Field name="currentPassword" type="password" label={t("auth.currentPassword")} autoComplete="current-password" required />
          <NewPasswordField name="newPassword" error={errorFor("password")} />
          <SubmitButton>{t("account.changePassword")}</SubmitButton>
        </Form>
      </Section>

      <Section title={t("account.exportTitle")}>
        <p className="text-sm text-slate-600">{t("account.exportBody")}</p>
        <a
          href={localize("/account/export")}
          download
          className="mt-4 inline-flex rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t("account.export")}
        </a>
      </Section>

      <Section title={t("account.deleteTitle")} tone="danger">
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm text-slate-600">{t("account.deleteBody")}</p>
          <Field
            name="password"
            type="password"
            label={t("auth.password")}
            autoComplete="current-password"
            required
            error={errorFor("delete")}
          />
          <SubmitButton tone="danger">{t("account.delete")}</SubmitButton>
        </Form>
      </Section>
    </div>
  );
}
