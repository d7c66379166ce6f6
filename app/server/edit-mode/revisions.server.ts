import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { contentRevisions, type RevisionKind, users } from "../db/schema";

/** Who saves, on which factory, in which language: what every Edit Mode write needs. */
export interface EditScope {
  factoryId: string;
  languageCode: string;
  userId: string;
}

/** Records one revision of a field (call inside the save's transaction). */
export async function recordRevision(
  tx: Database,
  scope: EditScope,
  revision: {
    kind: RevisionKind;
    target: string;
    languageCode?: string | null;
    oldValue: string | null;
    newValue: string;
    /** The saved value started as an AI draft the admin reviewed. */
    machineDrafted?: boolean;
  },
): Promise<void> {
  await tx.insert(contentRevisions).values({
    factoryId: scope.factoryId,
    kind: revision.kind,
    target: revision.target,
    languageCode: revision.languageCode === undefined ? scope.languageCode : revision.languageCode,
    oldValue: revision.oldValue,
    newValue: revision.newValue,
    machineDrafted: revision.machineDrafted ?? false,
    userId: scope.userId,
  });
}

export interface RevisionView {
  id: string;
  kind: RevisionKind;
  target: string;
  languageCode: string | null;
  oldValue: string | null;
  newValue: string;
  /** True when the saved value started as an AI draft. */
  machineDrafted: boolean;
  createdAt: string;
  by: string | null;
}

/** One field's revisions in one language (null: language-neutral fields), newest first. */
export async function listRevisions(
  db: Database,
  options: { factoryId: string; kind: RevisionKind; target: string; languageCode: string | null; limit?: number },
): Promise<RevisionView[]> {
  const rows = await db
    .select({
      id: contentRevisions.id,
      kind: contentRevisions.kind,
      target: contentRevisions.target,
      languageCode: contentRevisions.languageCode,
      oldValue: contentRevisions.oldValue,
      newValue: contentRevisions.newValue,
      machineDrafted: contentRevisions.machineDrafted,
      createdAt: contentRevisions.createdAt,
      by: users.email,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.userId))
    .where(
      and(
        eq(contentRevisions.factoryId, options.factoryId),
        eq(contentRevisions.kind, options.kind),
        eq(contentRevisions.target, options.target),
        options.languageCode === null ? isNull(contentRevisions.languageCode) : eq(contentRevisions.languageCode, options.languageCode),
      ),
    )
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(options.limit ?? 50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One revision of the factory, or null. */
export async function findRevision(db: Database, factoryId: string, id: string) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.factoryId, factoryId), eq(contentRevisions.id, id)));
  return row ?? null;
}
