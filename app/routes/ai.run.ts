import { z } from "zod";
import { describeInputSchema, draftTranslations, runAiCall, suggestDescription, translateInputSchema } from "~/server/ai/commands.server";
import { listAiLanguages, loadAiStatus } from "~/server/ai/queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { DomainError } from "~/server/errors";
import type { Route } from "./+types/ai.run";

const testCall = z.object({
  intent: z.literal("test"),
  prompt: z.string().trim().min(1, "Write a prompt first.").max(4000, "The prompt can be at most 4000 characters."),
});
const payloadCall = z.object({ intent: z.enum(["translate", "describe"]), payload: z.string().max(100_000) });

/** The JSON `payload` field of a translate or describe call, or null when it is missing or no JSON. */
function payloadOf(form: Record<string, string>): unknown {
  const parsed = payloadCall.safeParse(form);
  if (!parsed.success) return null;
  try {
    return JSON.parse(parsed.data.payload);
  } catch {
    return null;
  }
}

const TEST_SYSTEM = "You are a helpful assistant answering a short test prompt from the site's administrator. Answer briefly.";

const fail = (error: string, status: number) => Response.json({ ok: false, error }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * Every AI call the pages make (admins only; origin-checked): `test` (the /ai-test prompt, its
 * reply streamed as NDJSON lines: `delta` pieces, then `done` with tokens, credits and latency, or
 * `error`) and `translate` (drafts of one text in other languages, JSON; nothing saved) and `describe` (a
 * suggested product description in one language, JSON; nothing saved). A call the
 * provider fails costs nothing and says why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const form = Object.fromEntries(
    [...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const caller = { factoryId: actor.factoryId, userId: actor.user.id };
  const status = await loadAiStatus(context.db, actor.factoryId);
  if (!status.available) return fail(status.reason ?? "AI is off.", status.configured ? 409 : 503);

  if (form.intent === "translate") {
    const checked = translateInputSchema.safeParse(payloadOf(form));
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? "Invalid translation request", 400);
    try {
      const drafts = await draftTranslations(context.db, caller, checked.data);
      return Response.json({ ok: true, drafts }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      if (error instanceof DomainError) return fail(error.message, error.status);
      throw error;
    }
  }

  if (form.intent === "describe") {
    const checked = describeInputSchema.safeParse(payloadOf(form));
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? "Invalid description request", 400);
    try {
      const suggestion = await suggestDescription(context.db, caller, checked.data);
      return Response.json({ ok: true, ...suggestion }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      if (error instanceof DomainError) return fail(error.message, error.status);
      throw error;
    }
  }

  const parsed = testCall.safeParse(form);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const encoder = new TextEncoder();
  const abort = new AbortController();
  request.signal.addEventListener("abort", () => abort.abort());
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => {
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          // The admin left; the call is still settled below.
        }
      };
      try {
        const result = await runAiCall(context.db, caller, {
          purpose: "test",
          system: TEST_SYSTEM,
          user: parsed.data.prompt,
          maxOutputTokens: 500,
          onDelta: (text) => send({ type: "delta", text }),
          signal: abort.signal,
        });
        const after = await loadAiStatus(context.db, actor.factoryId);
        send({
          type: "done",
          text: result.text,
          promptTokens: result.promptTokens,
          completionTokens: result.completionTokens,
          credits: result.credits,
          latencyMs: result.latencyMs,
          model: result.model,
          usageReported: result.usageReported,
          balance: after.creditBalance,
        });
      } catch (error) {
        if (!(error instanceof DomainError)) context.logger.error({ err: error }, "AI test call failed");
        send({ type: "error", error: error instanceof DomainError ? error.message : "The AI call failed. Nothing was charged." });
      }
      try {
        controller.close();
      } catch {
        // Already closed by the client going away.
      }
    },
  });
  // no-transform keeps the compression middleware from buffering the stream.
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/**
 * What the AI controls of Edit Mode need before they are used (admins only, never cached): whether
 * AI can be used now and, when not, why; and the active languages with their English names.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = await requireBackOffice(request, params, context);
  const [status, languages] = await Promise.all([loadAiStatus(context.db, actor.factoryId), listAiLanguages(context.db)]);
  return Response.json(
    { ok: true, available: status.available, reason: status.reason, languages },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
