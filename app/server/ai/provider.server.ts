import OpenAI from "openai";

/** One chat request: the fixed instructions, the data to work on, and the reply's token budget. */
export interface AiRequest {
  system: string;
  user: string;
  maxOutputTokens: number;
  /** Called with each piece of the reply as it streams in (streaming is used only when given). */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface AiReply {
  text: string;
  promptTokens: number;
  completionTokens: number;
  /** False when the provider reported no usage and the tokens were estimated from the text's length. */
  usageReported: boolean;
}

/** Why a call failed, in words an admin can act on. */
export type AiFailureKind = "timeout" | "rate_limited" | "unauthorized" | "unreachable" | "provider" | "empty";

/** A failed provider call; its message is shown to the admin as is (never a key or a raw body). */
export class AiProviderError extends Error {
  override name = "AiProviderError";
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The one interface every AI provider adapter implements. */
export interface AiProvider {
  /** The model's name, as recorded on every call. */
  readonly model: string;
  /** The API's host, shown to admins (never the key). */
  readonly host: string;
  complete(request: AiRequest): Promise<AiReply>;
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** A rough token count (about four characters a token) for servers that report no usage. */
export const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/**
 * The OpenAI-compatible chat-completions API through the official `openai` package with a
 * configurable base URL: OpenAI, Azure OpenAI (its /openai/v1 endpoint), Mistral, Ollama, vLLM,
 * llama.cpp. No retries of an answered call, a refusal or a timeout (a retried call would be spent
 * twice and the admin waits); only a connection lost without any answer is asked once more
 * (`askOnce`). One timeout for the whole call. Streaming asks for usage in the last chunk
 * (stream_options.include_usage).
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly model: string;
  readonly host: string;
  private readonly client: OpenAI;

  constructor(options: OpenAiCompatibleOptions) {
    this.model = options.model;
    this.host = new URL(options.baseUrl).host;
    this.client = new OpenAI({
      baseURL: options.baseUrl.replace(/\/+$/, ""),
      // Local servers take no key; the package insists on one, so a placeholder it never checks.
      apiKey: options.apiKey ?? "no-key",
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  async complete(request: AiRequest): Promise<AiReply> {
    const messages = [
      { role: "system" as const, content: request.system },
      { role: "user" as const, content: request.user },
    ];
    try {
      if (!request.onDelta) {
        const response = await askOnce(() =>
          this.client.chat.completions.create(
            { model: this.model, messages, max_tokens: request.maxOutputTokens, temperature: 0.2 },
            { signal: request.signal },
          ),
        );
        const text = response.choices[0]?.message?.content ?? "";
        return this.reply(text, request, response.usage);
      }
      const stream = await askOnce(() =>
        this.client.chat.completions.create(
          {
            model: this.model,
            messages,
            max_tokens: request.maxOutputTokens,
            temperature: 0.2,
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal: request.signal },
        ),
      );
      let text = "";
      let usage: OpenAI.CompletionUsage | undefined;
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) {
          text += delta;
          request.onDelta(delta);
        }
        if (chunk.usage) usage = chunk.usage;
      }
      return this.reply(text, request, usage);
    } catch (error) {
      throw describeFailure(error);
    }
  }

  private reply(text: string, request: AiRequest, usage: OpenAI.CompletionUsage | null | undefined): AiReply {
    if (!text.trim()) throw new AiProviderError("empty", "The AI provider sent an empty reply. Try again, or check the model.");
    if (usage && Number.isFinite(usage.prompt_tokens) && Number.isFinite(usage.completion_tokens))
      return { text, promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, usageReported: true };
    return {
      text,
      promptTokens: estimateTokens(request.system + request.user),
      completionTokens: estimateTokens(text),
      usageReported: false,
    };
  }
}

/**
 * Runs `call`, and once more when its connection was lost before any answer (`APIConnectionError`,
 * not a timeout or an abort): a kept-alive connection the provider had closed while idle is the
 * usual cause, and the next call opens a new one. Nothing was answered, so nothing was charged; a
 * second loss is the provider being unreachable.
 */
async function askOnce<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OpenAI.APIConnectionError && !(error instanceof OpenAI.APIConnectionTimeoutError)) return call();
    throw error;
  }
}

/** The `openai` package's errors as one of our kinds, with a message that names what to do. */
export function describeFailure(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiProviderError("timeout", "The AI provider did not answer in time (AI_TIMEOUT_SECONDS). Nothing was saved or charged.", {
      cause: error,
    });
  if (error instanceof OpenAI.APIUserAbortError)
    return new AiProviderError("timeout", "The AI call was stopped before it finished. Nothing was saved or charged.", { cause: error });
  if (error instanceof OpenAI.RateLimitError)
    return new AiProviderError("rate_limited", "The AI provider is limiting requests right now (429). Wait a minute and try again.", {
      cause: error,
    });
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    return new AiProviderError("unauthorized", "The AI provider refused the key (AI_API_KEY). Check the configuration.", { cause: error });
  if (error instanceof OpenAI.APIConnectionError)
    return new AiProviderError("unreachable", "The AI provider could not be reached (AI_BASE_URL). Check the address and the network.", {
      cause: error,
    });
  if (error instanceof OpenAI.APIError)
    return new AiProviderError(
      "provider",
      `The AI provider answered with an error${error.status ? ` (${error.status})` : ""}. Check the model name (AI_MODEL) and try again.`,
      { cause: error },
    );
  return new AiProviderError("provider", "The AI call failed. Try again.", { cause: error });
}
