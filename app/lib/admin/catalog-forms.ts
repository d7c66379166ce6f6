import { SLUG_PATTERN, slugify } from "./product-form";

export type CategoryFormMessage =
  | "admin.category.error.nameRequired"
  | "admin.category.error.slugInvalid"
  | "admin.category.error.slugTaken"
  | "admin.category.error.textTooLong";

export interface CategoryInput {
  translations: { languageCode: string; name: string; slug: string; description: string | null }[];
  isActive: boolean;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");

/** Reads the category form (`name.<code>`, `slug.<code>`, `description.<code>`); the default language's name is required. */
export function parseCategoryForm(
  form: FormData,
  options: { languageCodes: string[]; defaultCode: string },
): { ok: true; value: CategoryInput } | { ok: false; problems: { field: string; message: CategoryFormMessage }[] } {
  const problems: { field: string; message: CategoryFormMessage }[] = [];
  const translations: CategoryInput["translations"] = [];
  for (const code of options.languageCodes) {
    const name = text(form.get(`name.${code}`));
    if (!name) {
      if (code === options.defaultCode) problems.push({ field: `name.${code}`, message: "admin.category.error.nameRequired" });
      continue;
    }
    if (name.length > 120) problems.push({ field: `name.${code}`, message: "admin.category.error.textTooLong" });
    const slug = text(form.get(`slug.${code}`)) || slugify(name);
    if (!SLUG_PATTERN.test(slug) || slug.length > 120)
      problems.push({ field: `slug.${code}`, message: "admin.category.error.slugInvalid" });
    const description = text(form.get(`description.${code}`));
    if (description.length > 2000) problems.push({ field: `description.${code}`, message: "admin.category.error.textTooLong" });
    translations.push({ languageCode: code, name, slug, description: description || null });
  }
  if (problems.length > 0) return { ok: false, problems };
  translations.sort((a, b) => Number(b.languageCode === options.defaultCode) - Number(a.languageCode === options.defaultCode));
  return { ok: true, value: { translations, isActive: form.get("isActive") === "on" } };
}

export type LanguageFormMessage =
  "admin.languages.error.code" | "admin.languages.error.name" | "admin.languages.error.flag" | "admin.languages.error.exists";

export interface LanguageInput {
  code: string;
  name: string;
  nativeName: string;
  direction: "ltr" | "rtl";
  flagIconUrl: string | null;
}

/** A flag is a site path ("/flags/de.svg") or an https address. */
export function isFlagUrl(value: string): boolean {
  if (/^\/(?!\/)[A-Za-z0-9._~/-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && value.length <= 500;
  } catch {
    return false;
  }
}

/** Reads a language's fields (code only when adding one). */
export function parseLanguageForm(
  form: FormData,
  withCode: boolean,
): { ok: true; value: LanguageInput } | { ok: false; problems: { field: string; message: LanguageFormMessage }[] } {
  const problems: { field: string; message: LanguageFormMessage }[] = [];
  const code = withCode ? text(form.get("code")).toLowerCase() : "";
  if (withCode && !/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(code)) problems.push({ field: "code", message: "admin.languages.error.code" });
  const name = text(form.get("name"));
  const nativeName = text(form.get("nativeName"));
  if (!name || name.length > 60) problems.push({ field: "name", message: "admin.languages.error.name" });
  if (!nativeName || nativeName.length > 60) problems.push({ field: "nativeName", message: "admin.languages.error.name" });
  const direction = form.get("direction") === "rtl" ? "rtl" : "ltr";
  const flag = text(form.get("flagIconUrl"));
  if (flag && !isFlagUrl(flag)) problems.push({ field: "flagIconUrl", message: "admin.languages.error.flag" });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { code, name, nativeName, direction, flagIconUrl: flag || null } };
}
