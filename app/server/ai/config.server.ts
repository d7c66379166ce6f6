import type { Environment } from "../env.server";
import { type AiProvider, OpenAiCompatibleProvider } from "./provider.server";

let provider: AiProvider | null = null;

/** Makes the provider the AI_* variables name (already validated by the environment schema), once at start-up; none without them. */
export function configureAi(env: Pick<Environment, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_SECONDS">): void {
  provider =
    env.AI_BASE_URL && env.AI_MODEL
      ? new OpenAiCompatibleProvider({
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
        })
      : null;
}

/** Sets the provider directly (tests point it at their local server). */
export function setAiProvider(next: AiProvider | null): void {
  provider = next;
}

/** The configured provider, or null when AI_BASE_URL and AI_MODEL are not set. */
export function aiProvider(): AiProvider | null {
  return provider;
}
