import { recordAudit } from "./backoffice/audit.server";
import type { AdminActor } from "./backoffice/guard.server";
import type { Database } from "./db/client.server";

/** Why a state change did not happen: the row is missing (or not the caller's), or the table has no such move. */
export type TransitionRefusal<S extends string> = { ok: false; reason: "not_found" } | { ok: false; reason: "not_allowed"; from: S };

/** The one result shape of every state change (orders, kitchen orders, quotes, sellers). */
export type TransitionResult<S extends string, T = undefined> = { ok: true; from: S; to: S; value: T } | TransitionRefusal<S>;

export interface Transition<Row, S extends string, T> {
  /** Reads the row with `SELECT … FOR UPDATE` (it stays locked until the transaction ends); null when it is missing or not the caller's. */
  lock: (tx: Database) => Promise<Row | null | undefined>;
  /** The row's current status, as the table sees it. */
  statusOf: (row: Row) => S;
  to: S;
  /** The domain's declared table (app/lib/…): may the row move from `from` to `to`? */
  allowed: (from: S, to: S, row: Row) => boolean;
  /** The write itself and its side effects (history rows, restock on cancel, …), in the same transaction. */
  apply: (tx: Database, row: Row, from: S) => Promise<T>;
  /** An admin's change is in the audit log, in the same transaction; `before`/`after` default to the statuses. */
  audit?: {
    actor: AdminActor;
    action: string;
    entityType: string;
    entityId: string;
    before?: (row: Row, from: S) => unknown;
    after?: (row: Row, value: T) => unknown;
  };
}

/**
 * The one rule for state changes: lock the row, check the declared table, run the transition's
 * write and side effects, write the audit entry. Call it inside the caller's transaction (`tx`), so
 * whatever else the caller writes commits or rolls back with it. A refusal writes nothing.
 */
export async function transition<Row, S extends string, T = undefined>(
  tx: Database,
  spec: Transition<Row, S, T>,
): Promise<TransitionResult<S, T>> {
  const row = await spec.lock(tx);
  if (!row) return { ok: false, reason: "not_found" };
  const from = spec.statusOf(row);
  if (!spec.allowed(from, spec.to, row)) return { ok: false, reason: "not_allowed", from };
  const value = await spec.apply(tx, row, from);
  if (spec.audit) {
    const { actor, before, after, ...entry } = spec.audit;
    await recordAudit(tx, actor, {
      ...entry,
      before: before ? before(row, from) : { status: from },
      after: after ? after(row, value) : { status: spec.to },
    });
  }
  return { ok: true, from, to: spec.to, value };
}
