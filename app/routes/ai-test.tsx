import { useState } from "react";
import { useRevalidator } from "react-router";
import { AiCallTable } from "~/components/admin/AiCallTable";
import { AdminLayout, AdminNotice, buttonClass, inputClass, labelClass } from "~/components/admin/AdminLayout";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { listAiCalls, loadAiStatus } from "~/server/ai/queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import type { Route } from "./+types/ai-test";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  const [ai, calls] = await Promise.all([loadAiStatus(context.db, factoryId), listAiCalls(context.db, factoryId, { limit: 20 })]);
  return { ai, calls };
}

export function meta() {
  return [{ title: "AI test · Admin Panel" }, { name: "robots", content: "noindex" }];
}

interface Done {
  text: string;
  promptTokens: number;
  completionTokens: number;
  credits: number;
  latencyMs: number;
  balance: number;
}

/**
 * The place to check the AI provider: a prompt, the reply as it streams in, its tokens in and out,
 * credits and latency, and the last 20 calls with their errors. Admins only.
 */
export default function AiTest({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const localize = useLocalizePath();
  const revalidator = useRevalidator();
  const { ai, calls } = loaderData;
  const [prompt, setPrompt] = useState("");
  const [reply, setReply] = useState("");
  const [done, setDone] = useState<Done | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setReply("");
    setDone(null);
    setError(null);
    try {
      const response = await fetch(localize("/ai/run"), { method: "POST", body: new URLSearchParams({ intent: "test", prompt }) });
      if (!response.ok || !response.body) {
        const answer = (await response.json().catch(() => null)) as { error?: string } | null;
        setError(answer?.error ?? `The AI call failed (${response.status}).`);
        return;
      }
      // NDJSON: reply pieces as they stream in, then the call's figures or its error.
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (value) buffer += value;
        let newline: number;
        while ((newline = buffer.indexOf("\n")) >= 0) {
          const line = JSON.parse(buffer.slice(0, newline)) as { type: string; text?: string; error?: string } & Partial<Done>;
          buffer = buffer.slice(newline + 1);
          if (line.type === "delta") setReply((text) => text + (line.text ?? ""));
          else if (line.type === "done") {
            setReply(line.text ?? "");
            setDone(line as Done);
          } else if (line.type === "error") setError(line.error ?? "The AI call failed.");
        }
        if (finished) break;
      }
    } catch {
      setError("The AI call could not be made: check the connection and try again.");
    } finally {
      setBusy(false);
      void revalidator.revalidate();
    }
  }

  return (
    <AdminLayout title={t("ai.test.title")}>
      <p className="text-sm text-slate-700">{t("ai.test.intro")}</p>
      <p role="status" data-ai-status className={ai.available ? "mt-2 text-sm text-green-800" : "mt-2 text-sm font-medium text-amber-900"}>
        {ai.configured ? t("ai.status.on", { name: `${ai.model} (${ai.host})` }) : null}
        {ai.reason ? ` ${ai.reason}` : null}
        {" · "}
        {t("ai.status.balance")}: <span data-ai-balance>{done?.balance ?? ai.creditBalance}</span>
      </p>
      <form onSubmit={send} className="mt-4 grid gap-3" aria-describedby={ai.available ? undefined : "ai-test-off"}>
        <div>
          <label htmlFor="ai-test-prompt" className={labelClass}>
            {t("ai.test.prompt")}
          </label>
          <textarea
            id="ai-test-prompt"
            name="prompt"
            rows={4}
            required
            maxLength={4000}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={!ai.available || busy || !prompt.trim()}>
            {t("ai.test.send")}
          </button>
          {!ai.available ? (
            <span id="ai-test-off" className="text-sm text-amber-900">
              {ai.reason}
            </span>
          ) : null}
          {busy ? (
            <span role="status" className="text-sm text-slate-600">
              {t("ai.test.sending")}
            </span>
          ) : null}
        </div>
      </form>
      {error ? (
        <div className="mt-4">
          <AdminNotice kind="error">{error}</AdminNotice>
        </div>
      ) : null}
      {reply || done ? (
        <section aria-labelledby="ai-test-reply" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="ai-test-reply" className="font-semibold text-slate-900">
            {t("ai.test.reply")}
          </h2>
          <p className="mt-2 whitespace-pre-wrap text-slate-900" data-ai-reply aria-live="polite">
            {reply}
          </p>
          {done ? (
            <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-ai-figures>
              <div>
                <dt className="text-slate-600">{t("ai.test.tokensIn")}</dt>
                <dd className="font-semibold tabular-nums">{done.promptTokens}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("ai.test.tokensOut")}</dt>
                <dd className="font-semibold tabular-nums">{done.completionTokens}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("ai.test.credits")}</dt>
                <dd className="font-semibold tabular-nums" data-ai-credits>
                  {done.credits}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("ai.test.latency")}</dt>
                <dd className="font-semibold tabular-nums">{t("ai.test.ms", { number: done.latencyMs })}</dd>
              </div>
            </dl>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="ai-test-recent" className="mt-8">
        <h2 id="ai-test-recent" className="font-semibold text-slate-900">
          {t("ai.test.recent")}
        </h2>
        <div className="mt-2">
          <AiCallTable calls={calls} />
        </div>
      </section>
    </AdminLayout>
  );
}
