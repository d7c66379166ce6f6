import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home" }),
  // Home page in a non-default language: /en, /ar (the loader 404s for anything that is not one).
  route(":lang", "routes/home.tsx", { id: "home-localized" }),
  // Sets the preferred-language cookie and redirects to the page in that language (the switcher's links).
  route("language", "routes/language.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
