// The drills' form reader: the forms of a server-rendered page as a browser without JavaScript
// would submit them, so that a drill's visitor sends the page's own forms, never a hand-made body.
// Used by the kill drill's and the soak's load (drill-load.ts, soak.ts); tested in drill-forms.test.ts.

/** One field of a server-rendered form: what a browser would send for it, and the choices it offers. */
export interface FormField {
  tag: "input" | "select" | "textarea";
  type: string;
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  /** A select's option values (the first is what a browser sends when none is marked selected). */
  options: string[];
  /** The field must be filled (or ticked) before the browser submits the form. */
  required: boolean;
}

export interface PageForm {
  action: string | null;
  method: string;
  /** The form's encoding (`multipart/form-data` for uploads), lower case; empty when not given. */
  enctype: string;
  fields: FormField[];
  /** Its buttons that carry a name (`intent`): what each sends when it submits the form. */
  submitters: Array<[string, string]>;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
/** The text of an HTML attribute or element as the browser reads it (named and numeric character references undone). */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#")
      return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return entities[ref.toLowerCase()] ?? whole;
  });
}

function attributesOf(tag: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of tag.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
    map.set(match[1]!.toLowerCase(), decodeHtml(match[2] ?? match[3] ?? match[4] ?? ""));
  return map;
}

/**
 * The forms of a server-rendered page (React's markup: quoted attributes, no nested forms) with
 * their fields, as a browser without JavaScript would submit them: the visitor drives the same
 * forms a person does, never a hand-made body.
 */
export function readForms(html: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>(.*?)<\/form>/gs)) {
    const formAttributes = attributesOf(` ${match[1]!}`);
    const body = match[2]!;
    const fields: FormField[] = [];
    for (const element of body.matchAll(/<input\b([^>]*)>|<(select|textarea)\b([^>]*)>(.*?)<\/\2>/gs)) {
      const tag = (element[2]?.toLowerCase() ?? "input") as FormField["tag"];
      const attributes = attributesOf(` ${element[1] ?? element[3]!}`);
      const name = attributes.get("name");
      if (!name) continue;
      const type = tag === "input" ? (attributes.get("type") ?? "text").toLowerCase() : tag;
      // A checkbox or radio without a value sends "on", as browsers do.
      let value = attributes.get("value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
      let options: string[] = [];
      if (tag === "select") {
        const choices = [...(element[4] ?? "").matchAll(/<option\b([^>]*)>(.*?)<\/option>/gs)].map((option) => {
          const optionAttributes = attributesOf(` ${option[1]!}`);
          return { value: optionAttributes.get("value") ?? decodeHtml(option[2]!), selected: optionAttributes.has("selected") };
        });
        options = choices.map((choice) => choice.value);
        value = (choices.find((choice) => choice.selected) ?? choices[0])?.value ?? "";
      } else if (tag === "textarea") value = decodeHtml((element[4] ?? "").replace(/^\n/, ""));
      fields.push({
        tag,
        type,
        name,
        value,
        checked: attributes.has("checked"),
        disabled: attributes.has("disabled"),
        options,
        required: attributes.has("required"),
      });
    }
    const submitters: Array<[string, string]> = [];
    for (const button of body.matchAll(/<button\b([^>]*)>/g)) {
      const attributes = attributesOf(` ${button[1]!}`);
      const name = attributes.get("name");
      if (name) submitters.push([name, attributes.get("value") ?? ""]);
    }
    forms.push({
      action: formAttributes.get("action") ?? null,
      method: (formAttributes.get("method") ?? "get").toLowerCase(),
      enctype: (formAttributes.get("enctype") ?? "").toLowerCase(),
      fields,
      submitters,
    });
  }
  return forms;
}

/**
 * What a browser submits for `form` (checked boxes and radios only, no buttons, nothing disabled),
 * in order, a name as often as it comes (a list of checkboxes); `changes` replace a field's value
 * (or add the field). A list of pairs, as URLSearchParams takes it.
 */
export function formBody(form: PageForm, changes: Record<string, string> = {}): [string, string][] {
  const body: [string, string][] = [];
  for (const field of form.fields) {
    if (field.disabled || field.type === "submit" || field.type === "button" || field.type === "file") continue;
    if ((field.type === "checkbox" || field.type === "radio") && !field.checked) continue;
    if (field.name in changes) continue;
    body.push([field.name, field.value]);
  }
  return [...body, ...Object.entries(changes)];
}

/** The value of `form`'s field `name` (the first of that name), or undefined. */
export const fieldValue = (form: PageForm, name: string): string | undefined => form.fields.find((field) => field.name === name)?.value;
