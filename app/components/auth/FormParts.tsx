import type { ReactNode } from "react";
import { Link } from "react-router";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-rules";
import { useT } from "~/lib/i18n/use-t";
import { Field } from "~/components/ui/FormField";

// The form parts every form uses, with those of the account pages (the checkouts import them alone).
export { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/FormField";

export function SubmitButton({
  children,
  name,
  value,
  tone = "primary",
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  tone?: "primary" | "danger";
}) {
  const colors = tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={`w-full rounded-md px-4 py-2.5 text-sm font-semibold text-white shadow-sm sm:w-auto ${colors}`}
    >
      {children}
    </button>
  );
}

/** The centred card the sign-in, registration and password pages sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** A field for choosing a password, with the rules shown under it. */
export function NewPasswordField({ name, error }: { name: string; error?: string | null }) {
  const t = useT();
  return (
    <Field
      name={name}
      type="password"
      label={t("auth.newPassword")}
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={t("auth.passwordRules")}
      error={error}
    />
  );
}

/** The link under a card's content ("Back to sign-in"). */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-sm">
      <Link to={to} className="font-medium text-brand-700 hover:underline">
        {children}
      </Link>
    </p>
  );
}
