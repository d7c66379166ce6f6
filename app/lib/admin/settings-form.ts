/** The platform's feature flags: fixed by this build, shown read-only in the settings. "On" only for what the build does (AI help is not built). */
export const platformFeatures = [
  { key: "ai", enabled: false },
  { key: "payments", enabled: true },
  { key: "multiTenant", enabled: false },
  { key: "customDomains", enabled: false },
  { key: "subscriptions", enabled: false },
] as const;
