export * from "./auth";
export * from "./catalog";
export * from "./commerce";
export * from "./content";
export * from "./factories";
export * from "./languages";
export * from "./search";
export * from "./secrets";
