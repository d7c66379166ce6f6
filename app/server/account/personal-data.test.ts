import { describe, expect, it } from "vitest";
import { NOT_A_USERS_DATA, PERSONAL_DATA_TABLES, userDataColumns } from "./personal-data.server";

describe("personal data tables", () => {
  it("lists every table of the schema with a user-id or e-mail column, as the user's data or not", () => {
    const holding = userDataColumns()
      .map((entry) => entry.table)
      .sort();
    expect(holding).toEqual(expect.arrayContaining(["users", "sessions", "orders", "restaurant_orders", "seller_applications", "outbox"]));
    const listed = [...Object.keys(PERSONAL_DATA_TABLES), ...Object.keys(NOT_A_USERS_DATA)].sort();
    // A table missing here must join PERSONAL_DATA_TABLES and be handled by exportAccountData and deleteAccount.
    expect(listed).toEqual(holding);
  });

  it("never lists a table both as the user's data and as not", () => {
    expect(Object.keys(PERSONAL_DATA_TABLES).filter((table) => table in NOT_A_USERS_DATA)).toEqual([]);
  });
});
