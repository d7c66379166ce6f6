import { useLocation, useNavigate } from "react-router";

/** What an Edit Mode save answers. */
export type SaveAnswer = { ok: true; [field: string]: unknown } | { ok: false; error: string };

/**
 * Posts one Edit Mode call to `/{lang}/edit-mode/save` (the language of the page being edited)
 * and reads its JSON answer; a network failure or a refusal comes back as `ok: false`.
 */
export async function postEdit(savePath: string, fields: Record<string, string>): Promise<SaveAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  try {
    const response = await fetch(savePath, { method: "POST", body, headers: { Accept: "application/json" } });
    const answer = (await response.json().catch(() => null)) as SaveAnswer | null;
    if (!response.ok || !answer) return { ok: false, error: answer && !answer.ok ? answer.error : `HTTP ${response.status}` };
    return answer;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "Network error" };
  }
}

/** Reads JSON from an Edit Mode loader (the history of a field, the links of a footer section). */
export async function getEdit<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path, { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page's data after a save (the same URL again, which reruns its loaders) without
 * moving the scroll position; built on hooks the storefront already uses, so React Router's
 * shared chunk does not grow for Edit Mode.
 */
export function useRefresh(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, preventScrollReset: true });
}
