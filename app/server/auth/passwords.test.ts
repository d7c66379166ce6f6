import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, passwordProblem, verifyPassword } from "./passwords.server";

describe("password rules", () => {
  it("refuses short, long and common passwords", () => {
    expect(passwordProblem("short7!")).toBe("auth.passwordTooShort");
    expect(passwordProblem("x".repeat(129))).toBe("auth.passwordTooLong");
    expect(passwordProblem("Password1")).toBe("auth.passwordTooCommon");
    expect(passwordProblem("qwertyuiop")).toBe("auth.passwordTooCommon");
    expect(passwordProblem("lingonberry-jam-47")).toBeNull();
  });

  it("ships about ten thousand common passwords", () => {
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(isCommonPassword("a-rather-unusual-passphrase")).toBe(false);
  });

  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword("lingonberry-jam-47");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: "lingonberry-jam-47" })).toBe(true);
    expect(await verifyPassword({ hash, password: "wrong" })).toBe(false);
    expect(await verifyPassword({ hash: "not-a-hash", password: "wrong" })).toBe(false);
  });
});
