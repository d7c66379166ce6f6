/** The kinds of failure a domain function may report, mapped to HTTP status in one place. */
export type DomainErrorKind = "not_found" | "invalid" | "not_allowed" | "conflict" | "unauthorized" | "unavailable";

const statusByKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
};

/** The one error type of the domain layer. */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get status(): number {
    return statusByKind[this.kind];
  }
}

export function httpStatusOf(kind: DomainErrorKind): number {
  return statusByKind[kind];
}
