import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { formatMessage, type MessageValues } from "../message-format";
import { defaultMessages, type MessageKey } from "./messages";

/** Translates UI strings in the current language (root loader data), falling back to English. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const messages = root?.messages ?? {};
  const locale = root?.language.code ?? "en";
  return (key, values) => formatMessage(messages[key] ?? defaultMessages[key], values, locale);
}
