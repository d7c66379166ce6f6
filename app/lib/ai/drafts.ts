/** What the AI controls know before they are used (GET /{lang}/ai/run). */
export interface AiControlStatus {
  available: boolean;
  reason: string | null;
  languages: { code: string; name: string }[];
}

export type TextFormat = "plain" | "html" | "message";

export type TranslationDraft = { languageCode: string; ok: true; text: string } | { languageCode: string; ok: false; error: string };

const FAILED = "The AI call could not be made: check the connection and try again.";

let statusRequest: { path: string; promise: Promise<AiControlStatus> } | null = null;

/** The AI status for the controls, asked once per page language and shared by every control; refreshed by `forgetAiStatus`. */
export function loadAiControlStatus(path: string): Promise<AiControlStatus> {
  if (statusRequest?.path !== path) {
    const promise = fetch(path, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const answer = (await response.json().catch(() => null)) as (AiControlStatus & { ok: boolean }) | null;
        if (!response.ok || !answer?.ok) return { available: false, reason: FAILED, languages: [] };
        return { available: answer.available, reason: answer.reason, languages: answer.languages };
      })
      .catch(() => ({ available: false, reason: FAILED, languages: [] }));
    statusRequest = { path, promise };
  }
  return statusRequest.promise;
}

/** Forgets the shared status (after a call that may have used the last credits). */
export function forgetAiStatus(): void {
  statusRequest = null;
}

/** Posts one AI form call to `/{lang}/ai/run` and reads its JSON answer; a refusal or a network failure comes back with its reason. */
async function postAi<T>(path: string, fields: Record<string, string>): Promise<({ ok: true } & T) | { ok: false; error: string }> {
  try {
    const response = await fetch(path, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "application/json" } });
    const answer = (await response.json().catch(() => null)) as (({ ok: true } & T) | { ok: false; error: string }) | null;
    if (!answer) return { ok: false, error: `The AI call failed (${response.status}).` };
    return answer;
  } catch {
    return { ok: false, error: FAILED };
  }
}

/** Asks for drafts of `text` in the `to` languages (nothing is saved): one draft or one error per language. */
export async function requestTranslationDrafts(
  path: string,
  input: { text: string; format: TextFormat; from: string; to: string[] },
): Promise<{ ok: true; drafts: TranslationDraft[] } | { ok: false; error: string }> {
  const answer = await postAi<{ drafts: TranslationDraft[] }>(path, { intent: "translate", payload: JSON.stringify(input) });
  forgetAiStatus();
  return answer;
}

/** Asks for a suggested product description in one language (nothing is saved). */
export async function requestDescription(
  path: string,
  input: { name: string; category: string; attributes: string; language: string },
): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
  const answer = await postAi<{ text: string }>(path, { intent: "describe", payload: JSON.stringify(input) });
  forgetAiStatus();
  return answer;
}
