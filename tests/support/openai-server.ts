import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the OpenAI chat-completions API (POST /v1/chat/completions), shaped after
 * OpenAI's API reference: Bearer key, `messages`, `max_tokens`, a `chat.completion` with `usage`,
 * or with `stream: true` Server-Sent Events of `chat.completion.chunk`s ending in `data: [DONE]`,
 * the usage in a last chunk with empty choices when `stream_options.include_usage` asks for it.
 * Errors come as `{ error: { message, type, code } }` with their status. The `openai` package is
 * pointed at it through its baseURL, as AI_BASE_URL points the storefront.
 *
 * The reply is made from the request so tests can check it: a translation prompt ("… into
 * English.") is answered with "[English] " and the source; anything else with "Echo: " and the
 * user text. Words in the user text steer it: FAIL429 (rate limit), FAIL500 (server error), SLOW
 * (answers after `slowMs`), DROP_PLACEHOLDERS (drops every {placeholder}), MARKUP (adds a script tag),
 * RESET_ONCE (the first request with that user text has its connection reset without an answer, as
 * a server does to a kept-alive connection it had closed; the next one is answered).
 */
export const testOpenAiKey = "sk-test-local-openai";
export const testOpenAiModel = "local-test-model";

export function openAiEnvironment(base: string): Record<string, string> {
  return { AI_BASE_URL: `${base}/v1`, AI_API_KEY: testOpenAiKey, AI_MODEL: testOpenAiModel };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
const apiError = (res: ServerResponse, status: number, message: string, type: string, code: string | null = null) =>
  json(res, status, { error: { message, type, param: null, code } });

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

interface ChatRequest {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  max_tokens?: number;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

/** The reply a chat request gets (see above). */
export function fakeReply(messages: Array<{ role: string; content: string }>): string {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const user = messages.find((message) => message.role === "user")?.content ?? "";
  const source = /<source>\n?([\s\S]*?)\n?<\/source>/.exec(user)?.[1] ?? user;
  const into = /into ([^.\n]+)\./.exec(system)?.[1];
  let reply = into ? `[${into}] ${source}` : `Echo: ${source}`;
  if (user.includes("DROP_PLACEHOLDERS")) reply = reply.replace(/\{[^{}]*\}/g, "");
  if (user.includes("MARKUP")) reply += '<script>alert("x")</script>';
  return reply;
}

export async function startOpenAiServer(options: { slowMs?: number; key?: string } = {}) {
  const requests: ChatRequest[] = [];
  const resetOnce = new Set<string>();
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (req.method !== "POST" || url.pathname !== "/v1/chat/completions")
        return apiError(res, 404, `Unknown request URL: ${req.method} ${url.pathname}`, "invalid_request_error");
      if (req.headers.authorization !== `Bearer ${options.key ?? testOpenAiKey}`)
        return apiError(res, 401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
      let body: ChatRequest;
      try {
        body = JSON.parse(await readBody(req)) as ChatRequest;
      } catch {
        return apiError(res, 400, "We could not parse the JSON body of your request.", "invalid_request_error");
      }
      requests.push(body);
      const messages = body.messages ?? [];
      if (!body.model || messages.length === 0) return apiError(res, 400, "model and messages are required", "invalid_request_error");
      const user = messages.map((message) => message.content).join("\n");
      if (user.includes("RESET_ONCE") && !resetOnce.has(user)) {
        resetOnce.add(user);
        return void req.socket.destroy();
      }
      if (user.includes("FAIL429")) return apiError(res, 429, "Rate limit reached for requests", "requests", "rate_limit_exceeded");
      if (user.includes("FAIL500")) return apiError(res, 500, "The server had an error while processing your request.", "server_error");
      if (user.includes("SLOW")) await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 3000));
      if (res.destroyed) return;
      const reply = fakeReply(messages);
      const usage = {
        prompt_tokens: tokens(messages.map((message) => message.content).join("")),
        completion_tokens: tokens(reply),
        total_tokens: 0,
      };
      usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
      const id = `chatcmpl-${requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      if (!body.stream)
        return json(res, 200, {
          id,
          object: "chat.completion",
          created,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop", logprobs: null }],
          usage,
        });
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
      const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      const chunk = (delta: object, finish: string | null = null) => ({
        id,
        object: "chat.completion.chunk",
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
      });
      send(chunk({ role: "assistant", content: "" }));
      // A few words a chunk, with a short pause, so that progress can be seen.
      const pieces = reply.match(/\S+\s*|\s+/g) ?? [reply];
      for (const piece of pieces) {
        send(chunk({ content: piece }));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      send(chunk({}, "stop"));
      if (body.stream_options?.include_usage) send({ id, object: "chat.completion.chunk", created, model: body.model, choices: [], usage });
      res.end("data: [DONE]\n\n");
    })().catch((error: unknown) => {
      if (!res.headersSent) apiError(res, 500, (error as Error).message, "server_error");
      else res.end();
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
