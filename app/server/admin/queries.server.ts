import { countDistinct, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { redactSecretLinks } from "../secret-params.server";
import { admins, categories, factories, languages, outbox, pageContent, products, users } from "../db/schema";

/** What exists on the admin's factory, for the admin panel's overview. */
export async function loadAdminOverview(db: Database, factoryId: string | null) {
  const forFactory = <T extends { factoryId: unknown }>(table: T) => (factoryId ? eq(table.factoryId as never, factoryId) : sql`false`);
  const one = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
  const total = sql<number>`count(*)::int`;
  const [factory] = factoryId ? await db.select({ name: factories.name }).from(factories).where(eq(factories.id, factoryId)) : [];
  const [productCount, categoryCount, languageCount, pageCount, userCount, adminCount, mailCount] = await Promise.all([
    one(db.select({ total }).from(products).where(forFactory(products))),
    one(db.select({ total }).from(categories).where(forFactory(categories))),
    one(db.select({ total }).from(languages).where(eq(languages.isActive, true))),
    one(db.select({ total: countDistinct(pageContent.pageSlug) }).from(pageContent).where(forFactory(pageContent))),
    one(db.select({ total }).from(users)),
    one(db.select({ total }).from(admins).where(eq(admins.isActive, true))),
    one(db.select({ total }).from(outbox)),
  ]);
  return {
    factoryName: factory?.name ?? null,
    counts: { products: productCount, categories: categoryCount, languages: languageCount, pages: pageCount, users: userCount, admins: adminCount, outbox: mailCount },
  };
}

/**
 * The newest e-mails, for the outbox page (without SMTP this is where mail goes). Links carrying
 * secrets (confirmation and reset tokens) are masked: the page shows the message, not live keys.
 */
export async function listOutbox(db: Database, limit = 100) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
  return rows.map(({ text, ...message }) => {
    const masked = redactSecretLinks(text);
    return { ...message, text: masked, hasSecrets: masked !== text };
  });
}

/** One e-mail as written, secrets included: for an admin's explicit "Reveal" (the caller checks and logs it). */
export async function revealOutboxMessage(db: Database, id: string) {
  const [message] = await db.select({ id: outbox.id, text: outbox.text }).from(outbox).where(eq(outbox.id, id));
  return message ?? null;
}
