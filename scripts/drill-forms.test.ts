// The drills' form reader on markup as React renders it on the server (renderToString), so that a
// change in the reader that would make the kill drill or the soak send other bodies than a browser
// shows here first.
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { decodeHtml, fieldValue, formBody, readForms } from "./drill-forms";

const page = (...children: ReactNode[]) => `<!DOCTYPE html><html><body>${renderToString(h("main", null, ...children))}</body></html>`;

describe("readForms and formBody", () => {
  it("keeps hidden inputs with their values, character references undone", () => {
    const html = page(
      h(
        "form",
        { method: "post", action: "/en/checkout?step=2&amp=1" },
        h("input", { type: "hidden", name: "idempotencyKey", value: "4f0c-9b" }),
        h("input", { type: "hidden", name: "note", value: `Fish & chips "large" 'now' <today> æøå` }),
        h("input", { name: "email", defaultValue: "kari@example.com" }),
      ),
    );
    const [form] = readForms(html);
    expect(form).toMatchObject({ action: "/en/checkout?step=2&amp=1", method: "post" });
    expect(form!.fields.map(({ name, type, value }) => ({ name, type, value }))).toEqual([
      { name: "idempotencyKey", type: "hidden", value: "4f0c-9b" },
      { name: "note", type: "hidden", value: `Fish & chips "large" 'now' <today> æøå` },
      // An input without a type is a text field.
      { name: "email", type: "text", value: "kari@example.com" },
    ]);
    expect(formBody(form!)).toEqual([
      ["idempotencyKey", "4f0c-9b"],
      ["note", `Fish & chips "large" 'now' <today> æøå`],
      ["email", "kari@example.com"],
    ]);
  });

  it("sends a select's selected option, else its first, and offers every option", () => {
    const html = page(
      h(
        "form",
        { method: "post" },
        h(
          "select",
          { name: "size", defaultValue: "large" },
          h("option", { value: "small" }, "Small"),
          h("option", { value: "large" }, "Large"),
        ),
        h("select", { name: "delivery" }, h("option", { value: "pickup" }, "Pickup"), h("option", { value: "home" }, "Home")),
        // An option without a value sends its text.
        h("select", { name: "sauce", defaultValue: "Salsa & lime" }, h("option", null, "Plain"), h("option", null, "Salsa & lime")),
      ),
    );
    const [form] = readForms(html);
    expect(form!.fields.map(({ name, tag, value, options }) => ({ name, tag, value, options }))).toEqual([
      { name: "size", tag: "select", value: "large", options: ["small", "large"] },
      { name: "delivery", tag: "select", value: "pickup", options: ["pickup", "home"] },
      { name: "sauce", tag: "select", value: "Salsa & lime", options: ["Plain", "Salsa & lime"] },
    ]);
    expect(formBody(form!, { delivery: "home" })).toEqual([
      ["size", "large"],
      ["sauce", "Salsa & lime"],
      ["delivery", "home"],
    ]);
  });

  it("sends only checked checkboxes (a name as often as it is checked, 'on' without a value) and the checked radio of a group", () => {
    const html = page(
      h(
        "form",
        { method: "post", action: "/en/cart" },
        h("input", { type: "checkbox", name: "extra", value: "cheese", defaultChecked: true }),
        h("input", { type: "checkbox", name: "extra", value: "ham" }),
        h("input", { type: "checkbox", name: "extra", value: "olives", defaultChecked: true }),
        h("input", { type: "checkbox", name: "terms", defaultChecked: true }),
        h("input", { type: "checkbox", name: "newsletter" }),
        h("input", { type: "radio", name: "time", value: "asap" }),
        h("input", { type: "radio", name: "time", value: "18:30", defaultChecked: true }),
        h("input", { type: "radio", name: "time", value: "19:00" }),
      ),
    );
    const [form] = readForms(html);
    expect(form!.fields.filter((field) => field.checked).map((field) => `${field.name}=${field.value}`)).toEqual([
      "extra=cheese",
      "extra=olives",
      "terms=on",
      "time=18:30",
    ]);
    expect(formBody(form!)).toEqual([
      ["extra", "cheese"],
      ["extra", "olives"],
      ["terms", "on"],
      ["time", "18:30"],
    ]);
    // The first value of a name is what fieldValue answers, checked or not.
    expect(fieldValue(form!, "time")).toBe("asap");
  });

  it("reads a textarea's text as typed (React's extra leading newline dropped, references undone)", () => {
    const text = "\nFirst line & <b>second</b>\n\"quoted\" 'too' æøå";
    const html = page(h("form", { method: "post" }, h("textarea", { name: "message", defaultValue: text })));
    const [form] = readForms(html);
    expect(form!.fields).toEqual([
      { tag: "textarea", type: "textarea", name: "message", value: text, checked: false, disabled: false, options: [], required: false },
    ]);
  });

  it("leaves out what a browser does not send: disabled fields, buttons, submit and file inputs, fields without a name", () => {
    const html = page(
      h(
        "form",
        { method: "post", encType: "multipart/form-data" },
        h("input", { type: "hidden", name: "intent", value: "save" }),
        h("input", { name: "sku", defaultValue: "A-1", disabled: true }),
        h("input", { defaultValue: "no name" }),
        h("input", { type: "file", name: "image" }),
        h("input", { type: "submit", name: "go", value: "Go" }),
        h("input", { type: "button", name: "preview", value: "Preview" }),
        h("button", { type: "submit" }, "Save"),
      ),
    );
    const [form] = readForms(html);
    expect(form!.fields.map((field) => field.name)).toEqual(["intent", "sku", "image", "go", "preview"]);
    expect(formBody(form!)).toEqual([["intent", "save"]]);
    // A change replaces the field where the page has it, or adds it.
    expect(formBody(form!, { intent: "delete", reason: "gone" })).toEqual([
      ["intent", "delete"],
      ["reason", "gone"],
    ]);
  });

  it("reads a form's encoding, its required fields and the named buttons that submit it", () => {
    const html = page(
      h(
        "form",
        { method: "post", encType: "multipart/form-data", noValidate: true },
        h("input", { type: "checkbox", name: "terms", required: true }),
        h("input", { name: "name", required: true }),
        h("input", { name: "note" }),
        h("button", { type: "submit", name: "intent", value: "submit" }, "Send"),
        h("button", { type: "button" }, "Cancel"),
      ),
    );
    const [form] = readForms(html);
    expect(form!.enctype).toBe("multipart/form-data");
    expect(form!.fields.map(({ name, required }) => [name, required])).toEqual([
      ["terms", true],
      ["name", true],
      ["note", false],
    ]);
    expect(form!.submitters).toEqual([["intent", "submit"]]);
    // A button is not part of the body; the drill adds the intent it chooses.
    expect(formBody(form!).map(([name]) => name)).toEqual(["name", "note"]);
  });

  it("reads several forms on a page apart, each with its own action, method and fields", () => {
    const html = page(
      h("form", { role: "search", action: "/en/products" }, h("input", { type: "search", name: "q", defaultValue: "ost" })),
      h(
        "section",
        null,
        h("form", { method: "post", action: "/en/cart" }, h("input", { type: "hidden", name: "productId", value: "p-1" })),
        h(
          "form",
          { method: "POST", action: "/en/newsletter" },
          h("input", { type: "email", name: "email", defaultValue: "" }),
          h("input", { type: "hidden", name: "language", value: "en" }),
        ),
      ),
    );
    const forms = readForms(html);
    expect(forms.map((form) => ({ action: form.action, method: form.method, body: formBody(form) }))).toEqual([
      { action: "/en/products", method: "get", body: [["q", "ost"]] },
      { action: "/en/cart", method: "post", body: [["productId", "p-1"]] },
      {
        action: "/en/newsletter",
        method: "post",
        body: [
          ["email", ""],
          ["language", "en"],
        ],
      },
    ]);
    expect(readForms("<p>No form here</p>")).toEqual([]);
  });

  it("undoes named, decimal and hexadecimal character references, and leaves unknown ones", () => {
    expect(decodeHtml("&amp;&lt;&gt;&quot;&apos;&#39;&#x27;&#229;&#xE6;&nbsp;&unknown;")).toBe("&<>\"'''åæ\u00a0&unknown;");
    // Markup written by hand, with single quotes and unquoted attributes, as some pages may have.
    const [form] = readForms(`<form method='post' action=/x><input type=hidden name='k' value='a&amp;b'><input name=n value=1></form>`);
    expect(formBody(form!)).toEqual([
      ["k", "a&b"],
      ["n", "1"],
    ]);
  });
});
