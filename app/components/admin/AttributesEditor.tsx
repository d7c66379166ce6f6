import { useEffect, useRef, useState } from "react";
import {
  type AttributeType,
  editorFromJson,
  editorToJson,
  type EditorAttribute,
  type EditorOption,
  emptyAttribute,
  emptyOption,
  moved,
} from "~/lib/admin/attributes-editor";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useHydrated } from "~/lib/use-hydrated";
import { inputClass, labelClass, secondaryButtonClass } from "./AdminLayout";
import type { AdminLanguage } from "./TranslationFieldsets";

/** One text input per language for a label (an attribute's name, an option's label). */
function LabelFields({
  idPrefix,
  languages,
  label,
  caption,
  onChange,
}: {
  idPrefix: string;
  languages: AdminLanguage[];
  label: Record<string, string>;
  caption: (language: string) => string;
  onChange: (label: Record<string, string>) => void;
}) {
  return languages.map((language) => (
    <div key={language.code}>
      <label htmlFor={`${idPrefix}-label-${language.code}`} className={labelClass}>
        {caption(language.name)}
      </label>
      <input
        id={`${idPrefix}-label-${language.code}`}
        dir={language.direction}
        lang={language.code}
        value={label[language.code] ?? ""}
        onChange={(event) => onChange({ ...label, [language.code]: event.target.value })}
        className={inputClass}
      />
    </div>
  ));
}

/**
 * The attributes a buyer chooses, edited as rows (name per language, type, options with labels
 * and an extra price in øre), posted as the JSON the server validates. The JSON textarea is the
 * form field: without JavaScript it is all there is; with it, it sits under "Advanced" and
 * follows the rows (and the rows follow it whenever it holds a shape they can show).
 */
export function AttributesEditor({
  name,
  defaultValue,
  languages,
  error,
  hint,
  example,
}: {
  name: string;
  defaultValue: string;
  languages: AdminLanguage[];
  error?: string | undefined;
  hint: string;
  example: string;
}) {
  const t = useAdminT();
  const enhanced = useHydrated();
  const [text, setText] = useState(defaultValue);
  const [rows, setRows] = useState<EditorAttribute[]>(() => editorFromJson(defaultValue) ?? []);
  const [textFits, setTextFits] = useState(() => editorFromJson(defaultValue) !== null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (!id) return;
    const element = document.getElementById(id);
    // A move button that reached the end is disabled: its partner takes the focus.
    if (element instanceof HTMLButtonElement && element.disabled) document.getElementById(element.dataset.partner ?? "")?.focus();
    else element?.focus();
  }, [rows]);

  const update = (next: EditorAttribute[], focus?: string) => {
    focusNext.current = focus ?? null;
    setRows(next);
    setText(editorToJson(next));
    setTextFits(true);
  };
  const updateAttribute = (index: number, change: Partial<EditorAttribute>, focus?: string) =>
    update(
      rows.map((row, each) => (each === index ? { ...row, ...change } : row)),
      focus,
    );
  const updateOption = (index: number, optionIndex: number, change: Partial<EditorOption>) =>
    updateAttribute(index, {
      options: rows[index]!.options.map((option, each) => (each === optionIndex ? { ...option, ...change } : option)),
    });

  const errorId = `field-${name}-error`;
  const textarea = (
    <>
      <label htmlFor={`field-${name}`} className={enhanced ? labelClass : "sr-only"}>
        {enhanced ? t("admin.attributes.advanced") : t("admin.product.attributes")}
      </label>
      <textarea
        id={`field-${name}`}
        name={name}
        rows={enhanced ? 10 : 6}
        dir="ltr"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = editorFromJson(event.target.value);
          setTextFits(parsed !== null);
          if (parsed) setRows(parsed);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`field-${name}-hint${error ? ` ${errorId}` : ""}`}
        className={`${inputClass} font-mono text-xs`}
      />
      <p id={`field-${name}-hint`} className="mt-1 text-xs text-slate-600">
        {enhanced && !textFits ? t("admin.attributes.jsonInvalid") : hint}
      </p>
      <pre dir="ltr" className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap text-slate-700">
        <code>{example}</code>
      </pre>
    </>
  );

  return (
    <div>
      {error ? (
        <p id={errorId} className="mb-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {enhanced ? (
        <div data-testid="attributes-editor">
          {rows.length === 0 ? <p className="text-sm text-slate-600">{t("admin.attributes.empty")}</p> : null}
          <ol className="space-y-4" aria-label={t("admin.attributes.list")}>
            {rows.map((row, index) => {
              const number = index + 1;
              return (
                <li key={row.id}>
                  <fieldset className="min-w-0 rounded-md border border-slate-300 p-3">
                    <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.attributes.attribute", { number })}</legend>
                    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                      <div>
                        <label htmlFor={`${row.id}-key`} className={labelClass}>
                          {t("admin.attributes.key")}
                        </label>
                        <input
                          id={`${row.id}-key`}
                          dir="ltr"
                          value={row.key}
                          onChange={(event) => updateAttribute(index, { key: event.target.value })}
                          aria-describedby={`${row.id}-key-hint`}
                          className={inputClass}
                        />
                        <p id={`${row.id}-key-hint`} className="mt-1 text-xs text-slate-600">
                          {t("admin.attributes.keyHint")}
                        </p>
                      </div>
                      <div>
                        <label htmlFor={`${row.id}-type`} className={labelClass}>
                          {t("admin.attributes.type")}
                        </label>
                        <select
                          id={`${row.id}-type`}
                          value={row.type}
                          onChange={(event) => updateAttribute(index, { type: event.target.value as AttributeType })}
                          className={inputClass}
                        >
                          <option value="select">{t("admin.attributes.type.select")}</option>
                          <option value="multi">{t("admin.attributes.type.multi")}</option>
                        </select>
                      </div>
                      <LabelFields
                        idPrefix={row.id}
                        languages={languages}
                        label={row.label}
                        caption={(language) => t("admin.attributes.name", { language })}
                        onChange={(label) => updateAttribute(index, { label })}
                      />
                    </div>
                    <fieldset className="mt-3 min-w-0">
                      <legend className="text-sm font-medium text-slate-800">{t("admin.attributes.options", { number })}</legend>
                      <ol className="mt-2 space-y-2">
                        {row.options.map((option, optionIndex) => {
                          const optionNumber = optionIndex + 1;
                          return (
                            <li
                              key={option.id}
                              className="flex flex-wrap items-end gap-2 rounded border border-slate-200 p-2"
                              aria-label={t("admin.attributes.option", { number: optionNumber })}
                            >
                              <div>
                                <label htmlFor={`${option.id}-value`} className={labelClass}>
                                  {t("admin.attributes.value")}
                                </label>
                                <input
                                  id={`${option.id}-value`}
                                  dir="ltr"
                                  value={option.value}
                                  onChange={(event) => updateOption(index, optionIndex, { value: event.target.value })}
                                  className={inputClass}
                                />
                              </div>
                              <LabelFields
                                idPrefix={option.id}
                                languages={languages}
                                label={option.label}
                                caption={(language) => t("admin.attributes.label", { language })}
                                onChange={(label) => updateOption(index, optionIndex, { label })}
                              />
                              <div>
                                <label htmlFor={`${option.id}-price`} className={labelClass}>
                                  {t("admin.attributes.price")}
                                </label>
                                <input
                                  id={`${option.id}-price`}
                                  dir="ltr"
                                  inputMode="numeric"
                                  value={option.priceOre}
                                  onChange={(event) => updateOption(index, optionIndex, { priceOre: event.target.value })}
                                  className={`${inputClass} w-28`}
                                />
                              </div>
                              <div className="flex gap-1">
                                <button
                                  type="button"
                                  id={`${option.id}-up`}
                                  data-partner={`${option.id}-down`}
                                  disabled={optionIndex === 0}
                                  onClick={() =>
                                    updateAttribute(index, { options: moved(row.options, optionIndex, -1) }, `${option.id}-up`)
                                  }
                                  aria-label={t("admin.attributes.moveOptionUp", { number: optionNumber })}
                                  className={secondaryButtonClass}
                                >
                                  ↑
                                </button>
                                <button
                                  type="button"
                                  id={`${option.id}-down`}
                                  data-partner={`${option.id}-up`}
                                  disabled={optionIndex === row.options.length - 1}
                                  onClick={() =>
                                    updateAttribute(index, { options: moved(row.options, optionIndex, 1) }, `${option.id}-down`)
                                  }
                                  aria-label={t("admin.attributes.moveOptionDown", { number: optionNumber })}
                                  className={secondaryButtonClass}
                                >
                                  ↓
                                </button>
                                <button
                                  type="button"
                                  onClick={() =>
                                    updateAttribute(
                                      index,
                                      { options: row.options.filter((_, each) => each !== optionIndex) },
                                      `${row.id}-add-option`,
                                    )
                                  }
                                  aria-label={t("admin.attributes.removeOption", { number: optionNumber })}
                                  className={secondaryButtonClass}
                                >
                                  ✕
                                </button>
                              </div>
                            </li>
                          );
                        })}
                      </ol>
                      <button
                        type="button"
                        id={`${row.id}-add-option`}
                        onClick={() => {
                          const option = emptyOption();
                          updateAttribute(index, { options: [...row.options, option] }, `${option.id}-value`);
                        }}
                        className={`${secondaryButtonClass} mt-2`}
                      >
                        {t("admin.attributes.addOption", { number })}
                      </button>
                    </fieldset>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button
                        type="button"
                        id={`${row.id}-up`}
                        data-partner={`${row.id}-down`}
                        disabled={index === 0}
                        onClick={() => update(moved(rows, index, -1), `${row.id}-up`)}
                        className={secondaryButtonClass}
                      >
                        {t("admin.attributes.moveUp", { number })}
                      </button>
                      <button
                        type="button"
                        id={`${row.id}-down`}
                        data-partner={`${row.id}-up`}
                        disabled={index === rows.length - 1}
                        onClick={() => update(moved(rows, index, 1), `${row.id}-down`)}
                        className={secondaryButtonClass}
                      >
                        {t("admin.attributes.moveDown", { number })}
                      </button>
                      <button
                        type="button"
                        onClick={() =>
                          update(
                            rows.filter((_, each) => each !== index),
                            "attributes-add",
                          )
                        }
                        className={secondaryButtonClass}
                      >
                        {t("admin.attributes.remove", { number })}
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            id="attributes-add"
            onClick={() => {
              const attribute = emptyAttribute();
              update([...rows, attribute], `${attribute.id}-key`);
            }}
            className={`${secondaryButtonClass} mt-3`}
          >
            {t("admin.attributes.add")}
          </button>
          <details className="mt-4" open={!textFits}>
            <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("admin.attributes.advanced")}</summary>
            <div className="mt-2">{textarea}</div>
          </details>
        </div>
      ) : (
        textarea
      )}
    </div>
  );
}
