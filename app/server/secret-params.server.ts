/**
 * Query parameters whose values are secrets (sign-in, reset and confirmation tokens, OAuth codes,
 * signed-URL signatures). The one list: logs and the admin outbox hide these values.
 */
export const SECRET_QUERY_PARAMETERS = [
  "token",
  "code",
  "signature",
  "sig",
  "secret",
  "key",
  "password",
  "access_token",
  "refresh_token",
  "id_token",
  "otp",
] as const;

const secretNames = new Set<string>(SECRET_QUERY_PARAMETERS);
export const REDACTED = "[redacted]";

// name=value pairs inside a query string, up to the next & or # (or whitespace in running text).
const pairPattern = /([?&])([^=&#\s]+)=([^&#\s]*)/g;

function isSecret(rawName: string): boolean {
  try {
    return secretNames.has(decodeURIComponent(rawName.replace(/\+/g, " ")).toLowerCase());
  } catch {
    return secretNames.has(rawName.toLowerCase());
  }
}

/** A URL or request path with the values of secret query parameters replaced by [redacted]. */
export function redactSecretParameters(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  return (
    url.slice(0, queryStart) +
    url
      .slice(queryStart)
      .replace(pairPattern, (pair, separator: string, name: string) => (isSecret(name) ? `${separator}${name}=${REDACTED}` : pair))
  );
}

/** Running text (an e-mail body) with every link's secret query values replaced by [redacted]. */
export function redactSecretLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>]+/g, (link) => redactSecretParameters(link));
}
