import type { ReactNode } from "react";

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
export function TextAreaField(props: {
  name: string;
  label: string;
  rows?: number;
  maxLength?: number;
  defaultValue?: string;
  hint?: string;
  error?: string | null;
}) {
  return (
    <LabelledControl
      {...props}
      control={(aria) => (
        <textarea {...aria} name={props.name} rows={props.rows ?? 4} maxLength={props.maxLength} defaultValue={props.defaultValue} />
      )}
    />
  );
}

/** A labelled choice (its `<option>`s are the children), tied to its error like `Field`. */
export function SelectField(props: {
  name: string;
  label: string;
  required?: boolean;
  defaultValue?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <LabelledControl
      {...props}
      control={(aria) => (
        <select
          {...aria}
          name={props.name}
          required={props.required}
          defaultValue={props.defaultValue}
          className={`${aria.className} bg-white`}
        >
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
