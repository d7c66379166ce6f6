import { useAdminT } from "~/lib/admin/use-admin-t";
import type { AiCallView } from "~/server/ai/queries.server";

/** The latest AI calls: when, what for, by whom, tokens, credits, latency, and the error of a failed one. */
export function AiCallTable({ calls }: { calls: AiCallView[] }) {
  const t = useAdminT();
  if (calls.length === 0) return <p className="text-sm text-slate-600">{t("ai.test.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-start text-sm" data-ai-calls>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pe-3">
              {t("ai.test.when")}
            </th>
            <th scope="col" className="py-2 pe-3">
              {t("ai.test.purpose")}
            </th>
            <th scope="col" className="py-2 pe-3">
              {t("ai.test.by")}
            </th>
            <th scope="col" className="py-2 pe-3">
              {t("ai.test.tokensIn")}
            </th>
            <th scope="col" className="py-2 pe-3">
              {t("ai.test.tokensOut")}
            </th>
            <th scope="col" className="py-2 pe-3">
              {t("ai.test.credits")}
            </th>
            <th scope="col" className="py-2 pe-3">
              {t("ai.test.latency")}
            </th>
            <th scope="col" className="py-2">
              {t("ai.test.result")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {calls.map((call) => (
            <tr key={call.id}>
              <td className="py-2 pe-3 whitespace-nowrap">
                <time dateTime={call.createdAt}>{call.createdAt.slice(0, 19).replace("T", " ")}</time>
              </td>
              <td className="py-2 pe-3">{call.purpose}</td>
              <td className="py-2 pe-3">{call.by ?? "–"}</td>
              <td className="py-2 pe-3 tabular-nums">{call.promptTokens}</td>
              <td className="py-2 pe-3 tabular-nums">{call.completionTokens}</td>
              <td className="py-2 pe-3 tabular-nums">{call.credits}</td>
              <td className="py-2 pe-3 tabular-nums">{call.latencyMs === null ? "–" : t("ai.test.ms", { number: call.latencyMs })}</td>
              <td className={call.status === "error" ? "py-2 text-red-800" : "py-2"}>
                {t(`ai.status.${call.status}` as "ai.status.ok")}
                {call.error ? `: ${call.error}` : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
