import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { formatMessage, type MessageValues } from "../message-format";
import { defaultMessages, type MessageKey } from "./messages";

let parsed: { json: string; messages: Record<string, string> } | undefined;

/** The root loader's UI strings (sent as one JSON text), parsed once per text. */
function messagesOf(json: string | undefined): Record<string, string> {
  if (!json) return {};
  if (parsed?.json !== json) parsed = { json, messages: JSON.parse(json) as Record<string, string> };
  return parsed.messages;
}

/** Translates UI strings in the current language (root loader data), falling back to English. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const messages = messagesOf(root?.messagesJson);
  const locale = root?.language.code ?? "en";
  return (key, values) => formatMessage(messages[key] ?? defaultMessages[key], values, locale);
}
