/**
 * The platform's feature flags: fixed by this build, shown read-only in the settings. "On" only for
 * what the build does; AI help is on only where the server has an AI provider configured (AI_*),
 * which the settings page reads at request time.
 */
export const platformFeatures: ReadonlyArray<{
  key: "ai" | "payments" | "multiTenant" | "customDomains" | "subscriptions";
  enabled: boolean | "configured";
}> = [
  { key: "ai", enabled: "configured" },
  { key: "payments", enabled: true },
  { key: "multiTenant", enabled: false },
  { key: "customDomains", enabled: false },
  { key: "subscriptions", enabled: false },
];
