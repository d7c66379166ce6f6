import { inputClass, LanguageFieldset, labelClass } from "./AdminLayout";
import { AiFieldsetTools, type AiFormStatus } from "./AiFormTools";

export interface AdminLanguage {
  code: string;
  name: string;
  direction: string;
  isDefault: boolean;
}

/** A labelled text input of a back-office form, with its hint or its error (already translated). */
export function AdminTextField({
  name,
  label,
  defaultValue,
  error,
  hint,
  type = "text",
  inputMode,
  dir,
  lang,
  required,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string | undefined;
  hint?: string | undefined;
  type?: string;
  inputMode?: "decimal" | "numeric";
  dir?: string;
  lang?: string;
  required?: boolean;
}) {
  const id = `field-${name.replace(".", "-")}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        dir={dir}
        lang={lang}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One fieldset per language with the translated fields of a catalogue entry (`name.<code>`,
 * `slug.<code>`, any extra fields, then `description.<code>`), as the product and category forms
 * post them. The default language's name is required. With `ai`, each fieldset has its AI tools
 * ('Translate from …' into the other languages; 'Suggest a description' when `ai.describe`).
 */
export function TranslationFieldsets({
  languages,
  values,
  errorFor,
  labels,
  extraFields = [],
  descriptionRows = 3,
  ai,
}: {
  languages: AdminLanguage[];
  values: Record<string, string>;
  errorFor: (field: string) => string | undefined;
  labels: { name: string; slug: string; slugHint?: string; description: string; descriptionHint?: string };
  extraFields?: { name: string; label: string }[];
  descriptionRows?: number;
  ai?: { status: AiFormStatus; describe?: boolean };
}) {
  return (
    <>
      {languages.map((language) => {
        const text = (name: string, label: string, options: { hint?: string | undefined; required?: boolean } = {}) => (
          <AdminTextField
            name={`${name}.${language.code}`}
            label={label}
            defaultValue={values[`${name}.${language.code}`] ?? ""}
            error={errorFor(`${name}.${language.code}`)}
            hint={options.hint}
            required={options.required}
            dir={language.direction}
            lang={language.code}
          />
        );
        const descriptionId = `field-description-${language.code}`;
        const descriptionError = errorFor(`description.${language.code}`);
        const describedBy = descriptionError ? `${descriptionId}-error` : labels.descriptionHint ? `${descriptionId}-hint` : undefined;
        return (
          <LanguageFieldset key={language.code} language={language}>
            <div className="grid gap-4 sm:grid-cols-2">
              {text("name", labels.name, { required: language.isDefault })}
              {text("slug", labels.slug, { hint: labels.slugHint })}
              {extraFields.map((field) => (
                <div key={field.name}>{text(field.name, field.label)}</div>
              ))}
            </div>
            <div className="mt-4">
              <label htmlFor={descriptionId} className={labelClass}>
                {labels.description}
              </label>
              <textarea
                id={descriptionId}
                name={`description.${language.code}`}
                dir={language.direction}
                lang={language.code}
                rows={descriptionRows}
                defaultValue={values[`description.${language.code}`] ?? ""}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={describedBy}
                className={inputClass}
              />
              {labels.descriptionHint && !descriptionError ? (
                <p id={`${descriptionId}-hint`} className="mt-1 text-xs text-slate-600">
                  {labels.descriptionHint}
                </p>
              ) : null}
              {descriptionError ? (
                <p id={`${descriptionId}-error`} className="mt-1 text-sm text-red-700">
                  {descriptionError}
                </p>
              ) : null}
            </div>
            {ai ? (
              <AiFieldsetTools
                ai={ai.status}
                language={language}
                languages={languages}
                fields={[
                  { name: "name", format: "plain" },
                  ...extraFields.map((field) => ({ name: field.name, format: "plain" as const })),
                  { name: "description", format: "plain" },
                ]}
                describe={ai.describe}
              />
            ) : null}
          </LanguageFieldset>
        );
      })}
    </>
  );
}
