import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import { eraseUser } from "../auth/user-commands.server";
import { anonymiseAuditEntriesOf } from "../backoffice/audit.server";
import { eraseCustomerCarts } from "../cart/commands.server";
import { eraseMailTo } from "../mail/outbox-commands.server";
import { anonymiseOrderEventsBy, anonymiseOrdersOf } from "../orders/commands.server";
import { anonymiseQuotesOf } from "../quotes/commands.server";
import { anonymiseRestaurantOrdersOf } from "../restaurants/orders.server";
import { anonymiseSellerApplicationsOf } from "../sellers/commands.server";
import { deleteSubscriberData } from "../newsletters/commands.server";

/**
 * Removes an account and the personal data tied to it, in one transaction: every table of
 * PERSONAL_DATA_TABLES (personal-data.server.ts). Each table is written by the domain that owns it,
 * through its exported command taking this transaction; the users row goes last (auth's `eraseUser`),
 * and cascades to sessions, sign-in methods, admin rows, kitchen staff rows, carts and quote baskets
 * (with their items). Orders, quote requests and restaurant orders are kept for bookkeeping with the
 * buyer's name, contact, address and message removed (anonymised), not deleted; the records the
 * business keeps of what the user did (order history, audit log, seller decisions) lose their e-mail.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!row) return false;
    const user = { id: userId, email: row.email };
    await eraseCustomerCarts(tx, userId);
    await anonymiseOrdersOf(tx, userId);
    await anonymiseQuotesOf(tx, userId);
    await anonymiseRestaurantOrdersOf(tx, userId);
    await anonymiseOrderEventsBy(tx, user);
    await anonymiseAuditEntriesOf(tx, user);
    await anonymiseSellerApplicationsOf(tx, user);
    await deleteSubscriberData(tx, user);
    await eraseMailTo(tx, user.email);
    await eraseUser(tx, user);
    return true;
  });
}
