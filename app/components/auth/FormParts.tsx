import type { ReactNode } from "react";
import { Link } from "react-router";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-rules";
import { useT } from "~/lib/i18n/use-t";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";

/** The label, hint and error around one form control; `control` gets the id and the ARIA ties. */
function LabelledControl(props: {
  name: string;
  label: string;
  hint?: string;
  error?: string | null;
  control: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => ReactNode;
}) {
  const id = `field-${props.name}`;
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      {props.control({ id, "aria-invalid": props.error ? true : undefined, "aria-describedby": described, className: inputClass })}
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input; `hint` and `error` are tied to it for screen readers. */
export function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  hint?: string;
  error?: string | null;
}) {
  return (
    <LabelledControl
      {...props}
      control={(aria) => (
        <input
          {...aria}
          name={props.name}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          defaultValue={props.defaultValue}
          required={props.required}
          minLength={props.minLength}
          maxLength={props.maxLength}
        />
      )}
    />
  );
}

/** A labelled text area, tied to its error like `Field`. */
export function TextAreaField(props: { name: string; label: string; rows?: number; maxLength?: number; defaultValue?: string; hint?: string; error?: string | null }) {
  return <LabelledControl {...props} control={(aria) => <textarea {...aria} name={props.name} rows={props.rows ?? 4} maxLength={props.maxLength} defaultValue={props.defaultValue} />} />;
}

/** A labelled choice (its `<option>`s are the children), tied to its error like `Field`. */
export function SelectField(props: { name: string; label: string; required?: boolean; defaultValue?: string; error?: string | null; children: ReactNode }) {
  return (
    <LabelledControl
      {...props}
      control={(aria) => (
        <select {...aria} name={props.name} required={props.required} defaultValue={props.defaultValue} className={`${aria.className} bg-white`}>
          {props.children}
        </select>
      )}
    />
  );
}

/** A message about the whole form (bad credentials, too many attempts), announced when it appears. */
export function FormAlert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  if (!children) return null;
  const colors = tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-brand-200 bg-brand-50 text-brand-800";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${colors}`}>
      {children}
    </p>
  );
}

export function SubmitButton({ children, name, value, tone = "primary" }: { children: ReactNode; name?: string; value?: string; tone?: "primary" | "danger" }) {
  const colors = tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800";
  return (
    <button type="submit" name={name} value={value} className={`w-full rounded-md px-4 py-2.5 text-sm font-semibold text-white shadow-sm sm:w-auto ${colors}`}>
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
