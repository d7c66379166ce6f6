import { useEffect } from "react";

/**
 * Fills the city of a Norwegian address form from its postcode: when a `postcode` field of a form
 * on the page holds 4 digits, the place is asked of `/api/postcodes/:code` (the register stays on
 * the server: no table in the page's JavaScript) and written into the same form's `city` field,
 * unless the visitor has typed a city of their own. Renders nothing; without JavaScript the visitor
 * types the city, and the server checks that the postcode exists.
 */
export function PostcodeCityFill() {
  useEffect(() => {
    // The city each field was last filled with: a field holding anything else was typed by the visitor.
    const filled = new WeakMap<HTMLInputElement, string>();
    let latest = 0;
    const lookUp = (postcode: EventTarget | null) => {
      if (!(postcode instanceof HTMLInputElement) || postcode.name !== "postcode" || !postcode.form) return;
      const city = postcode.form.elements.namedItem("city");
      if (!(city instanceof HTMLInputElement)) return;
      const code = postcode.value.trim();
      if (!/^[0-9]{4}$/.test(code)) return;
      const request = ++latest;
      void fetch(`/api/postcodes/${code}`, { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ place?: unknown }>) : null))
        .then((body) => {
          if (request !== latest || typeof body?.place !== "string" || postcode.value.trim() !== code) return;
          const current = city.value.trim();
          if (current !== "" && current !== filled.get(city)) return;
          city.value = body.place;
          filled.set(city, body.place);
        })
        .catch(() => undefined);
    };
    const onInput = (event: Event) => lookUp(event.target);
    document.addEventListener("input", onInput);
    // A postcode the page came with (a prefilled address) fills an empty city too.
    for (const postcode of document.querySelectorAll("input[name=postcode]")) lookUp(postcode);
    return () => document.removeEventListener("input", onInput);
  }, []);
  return null;
}
