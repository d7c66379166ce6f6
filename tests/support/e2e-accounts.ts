/**
 * The first admin of the end-to-end server: playwright.config.ts passes these as ADMIN_EMAIL and
 * ADMIN_PASSWORD, so tests never depend on the demo default or on a generated password.
 */
export const E2E_ADMIN = { email: "admin@fjellgarden.example", password: "e2e-admin-password-4821" } as const;
