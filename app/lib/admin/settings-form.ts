/** The platform's feature flags: fixed by this build, shown read-only in the settings. */
export const platformFeatures = [
  { key: "ai", enabled: true },
  { key: "payments", enabled: true },
  { key: "multiTenant", enabled: false },
  { key: "customDomains", enabled: false },
  { key: "subscriptions", enabled: false },
] as const;
