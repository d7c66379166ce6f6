import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home" }),
  // Home page in a non-default language: /en, /ar (the loader 404s for anything that is not one).
  route(":lang", "routes/home.tsx", { id: "home-localized" }),
  route("auth", "routes/auth.tsx"),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("auth/verify", "routes/auth.verify.tsx"),
  route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
  route("auth/reset-password", "routes/auth.reset-password.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.tsx"),
  route("account", "routes/account.tsx"),
  route("account/export", "routes/account.export.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/outbox", "routes/admin.outbox.tsx"),
  // Sets the preferred-language cookie and redirects to the page in that language (the switcher's links).
  route("language", "routes/language.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
