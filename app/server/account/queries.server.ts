import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { accounts, users } from "../db/schema";
import { verifyPassword } from "../auth/passwords.server";
import { subscriberExport } from "../newsletters/queries.server";
import type { ExportSection } from "./personal-data.server";

/** Checks the user's own password (the e-mail/password sign-in method). */
export async function passwordMatches(db: Database, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return Boolean(row?.hash && (await verifyPassword({ hash: row.hash, password })));
}

/**
 * Everything stored about the user, for the "export my data" download: one section per table of
 * PERSONAL_DATA_TABLES (personal-data.server.ts). No password hashes, session tokens or other secrets.
 */
export async function exportAccountData(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const email = user.email.toLowerCase();
  const [sessionRows, methodRows, adminRows, cartRows, mailRows, orderRows, basketRows, quoteRows, more] = await Promise.all([
    db.execute<{
      id: string;
      created_at: string;
      updated_at: string;
      expires_at: string;
      ip_address: string | null;
      user_agent: string | null;
    }>(
      sql`select id, created_at, updated_at, expires_at, ip_address, user_agent from sessions where user_id = ${userId} order by created_at`,
    ),
    db.execute<{ provider_id: string; created_at: string }>(sql`select provider_id, created_at from accounts where user_id = ${userId}`),
    db.execute(sql`select id, factory_id, role, is_active, created_at from admins where user_id = ${userId}`),
    db.execute(
      sql`select c.id, c.currency, c.created_at, c.updated_at,
            coalesce((select json_agg(json_build_object('product_id', i.product_id, 'title', i.snapshot_title, 'sku', i.snapshot_sku,
              'quantity', i.quantity, 'unit_price_ore', i.unit_price_ore, 'selected_attributes', i.selected_attributes) order by i.created_at)
              from cart_items i where i.cart_id = c.id), '[]'::json) as items
          from carts c where c.user_id = ${userId}`,
    ),
    db.execute<{ id: string; subject: string; text: string; created_at: string; sent_at: string | null }>(
      sql`select id, subject, text, created_at, sent_at from outbox where lower("to") = ${email} order by created_at`,
    ),
    db.execute(
      sql`select o.id, o.order_number, o.status, o.created_at, o.contact_name, o.contact_email, o.contact_phone, o.delivery_method,
            o.address_line, o.postcode, o.city, o.payment_method, o.total_ore, o.vat_ore, o.currency,
            coalesce((select json_agg(json_build_object('title', l.title, 'quantity', l.quantity, 'unit_price_ore', l.unit_price_ore,
              'vat_rate_percent', l.vat_rate_percent) order by l.sort_order) from order_lines l where l.order_id = o.id), '[]'::json) as lines
          from orders o where o.user_id = ${userId} order by o.created_at`,
    ),
    db.execute(
      sql`select i.product_id, i.quantity, i.notes, i.created_at from quote_basket_items i
          join quote_baskets b on b.id = i.basket_id where b.user_id = ${userId} order by i.created_at`,
    ),
    db.execute(
      sql`select q.id, q.quote_number, q.status, q.created_at, q.contact_name, q.company, q.contact_email, q.contact_phone, q.org_number,
            q.delivery_postcode, q.desired_delivery_date, q.message, q.discount_percent, q.valid_until, q.factory_message, q.order_id,
            coalesce((select json_agg(json_build_object('title', l.title, 'quantity', l.quantity, 'notes', l.notes, 'unit_price_ore', l.unit_price_ore)
              order by l.sort_order) from quote_request_items l where l.quote_id = q.id), '[]'::json) as items
          from quote_requests q where q.user_id = ${userId} order by q.created_at`,
    ),
    exportMoreOf(db, userId, email),
  ]);
  const newsletter = await subscriberExport(db, email);
  return {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    signInMethods: methodRows.rows,
    sessions: sessionRows.rows,
    admin: adminRows.rows,
    carts: cartRows.rows,
    emails: mailRows.rows,
    orders: orderRows.rows,
    quoteBasket: basketRows.rows,
    quotes: quoteRows.rows,
    newsletter,
    ...more,
  } satisfies Record<ExportSection | "exportedAt", unknown>;
}

/** The export's sections for sign-in and mail counters, restaurants, the back office and seller applications. */
async function exportMoreOf(db: Database, userId: string, email: string) {
  const [
    loginRows,
    mailSendRows,
    staffRows,
    restaurantOrderRows,
    eventRows,
    revisionRows,
    uploadRows,
    auditRows,
    applicationRows,
    aiRows,
    draftingJobRows,
  ] = await Promise.all([
    db.execute(sql`select ip, created_at from login_attempts where lower(email) = ${email} order by created_at`),
    db.execute(sql`select ip, created_at from mail_send_attempts where lower(email) = ${email} order by created_at`),
    db.execute(
      sql`select s.restaurant_id, r.name as restaurant, s.role, s.created_at from restaurant_staff s join restaurants r on r.id = s.restaurant_id where s.user_id = ${userId}`,
    ),
    db.execute(
      sql`select o.id, o.order_number, o.service_date, o.status, o.created_at, o.fulfilment, o.requested_at, o.contact_name, o.contact_phone, o.contact_email,
            o.address_line, o.postcode, o.city, o.payment_method, o.notes, o.total_ore, o.vat_ore, r.name as restaurant,
            coalesce((select json_agg(json_build_object('title', l.title, 'options', l.options, 'selected_attributes', l.selected_attributes, 'quantity', l.quantity,
              'unit_price_ore', l.unit_price_ore, 'vat_rate_percent', l.vat_rate_percent) order by l.sort_order) from restaurant_order_lines l where l.order_id = o.id), '[]'::json) as lines
          from restaurant_orders o join restaurants r on r.id = o.restaurant_id where o.user_id = ${userId} order by o.created_at`,
    ),
    // As a staff member: what they did to orders (internal notes are about customers, so left out).
    db.execute(
      sql`select order_id, kind, from_status, to_status, created_at from order_events where actor_user_id = ${userId} order by created_at`,
    ),
    db.execute(
      sql`select id, kind, target, language_code, created_at from content_revisions where user_id = ${userId} order by created_at`,
    ),
    db.execute(sql`select id, purpose, content_type, created_at from uploads where user_id = ${userId} order by created_at`),
    db.execute(
      sql`select id, action, entity_type, entity_id, created_at from audit_log where actor_user_id = ${userId} order by created_at`,
    ),
    db.execute(
      sql`select application_number, status, company_name, org_number, contact_name, email, phone, street_address, postcode, city, shop_type, message,
            decision_reason, decided_at, created_at from seller_applications where lower(email) = ${email} order by created_at`,
    ),
    // As an admin: the AI calls they made (what they asked, the reply's start, the credits spent).
    db.execute(
      sql`select id, purpose, status, model, prompt_tokens, completion_tokens, credits, error, prompt_excerpt, reply_excerpt, created_at
          from ai_calls where user_id = ${userId} order by created_at`,
    ),
    // As an admin: the new-language drafting jobs they started.
    db.execute(
      sql`select id, language_code, status, created_at, finished_at from ai_drafting_jobs where started_by_user_id = ${userId} order by created_at`,
    ),
  ]);
  return {
    loginAttempts: loginRows.rows,
    mailSendAttempts: mailSendRows.rows,
    restaurantStaff: staffRows.rows,
    restaurantOrders: restaurantOrderRows.rows,
    orderEvents: eventRows.rows,
    contentRevisions: revisionRows.rows,
    uploads: uploadRows.rows,
    auditLog: auditRows.rows,
    sellerApplications: applicationRows.rows,
    aiCalls: aiRows.rows,
    aiDraftingJobs: draftingJobRows.rows,
  };
}
