// @ts-check
/** Prettier over the whole tree, checked by `npm run lint`; Tailwind classes sorted by the official plugin. */
export default {
  printWidth: 140,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/app.css",
};
