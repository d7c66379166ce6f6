import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { formatMessage, type MessageValues } from "../message-format";
import { adminMessages, type AdminMessageKey } from "./messages";

/** Back-office strings in the page's language (bundled with the back office only), falling back to English. */
export function useAdminT(): (key: AdminMessageKey, values?: MessageValues) => string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const locale = root?.language.code ?? "en";
  return (key, values) => adminText(locale, key, values);
}

export function adminText(locale: string, key: AdminMessageKey, values?: MessageValues): string {
  const table = adminMessages[locale] ?? adminMessages.en;
  return formatMessage(table[key] ?? adminMessages.en[key], values, locale);
}
