import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { formatMessage, type MessageValues } from "../message-format";
import type { MessageKey } from "./messages";
import { statusMessages } from "./status-messages";

// One entry per language's text: a server renders pages of every language in turn, and a single
// remembered text would be parsed again at each change of language.
const parsed = new Map<string, Record<string, string>>();
const PARSED_KEPT = 32;

/** The root loader's UI strings (sent as one JSON text), parsed once per text. */
function messagesOf(json: string | undefined): Record<string, string> {
  if (!json) return {};
  let messages = parsed.get(json);
  if (!messages) {
    // A text replaced by an edit is not asked for again: past the bound, start afresh.
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(json, (messages = JSON.parse(json) as Record<string, string>));
  }
  return messages;
}

const rootless: Record<string, string> = statusMessages;

/**
 * Translates UI strings in the current language: the root loader's, which the server sends with
 * every page, already completed with the English default of any key the language lacks (loadShell),
 * so the browser bundles no copy of them. Only when the root loader failed (no strings sent) does
 * the status page fall back to its bundled English strings.
 */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const messages = messagesOf(root?.messagesJson);
  const locale = root?.language.code ?? "en";
  return (key, values) => formatMessage(messages[key] ?? rootless[key] ?? "", values, locale);
}
