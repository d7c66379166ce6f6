import type { FooterColors } from "~/lib/footer";
import { parseFooterColors } from "~/lib/footer";
import type { LanguageSummary } from "~/lib/i18n/language";
import { defaultMessages } from "~/lib/i18n/messages";
import { localizePath } from "~/lib/i18n/language";
import { toNavLink } from "~/lib/navigation/links";
import { loadPageTexts } from "../content/queries.server";
import type { Database } from "../db/client.server";
import { footerSectionKeys } from "../db/schema";
import { loadFooterLinks, loadMenu } from "../navigation/queries.server";
import { SERVER_ONLY_MESSAGE_PREFIX } from "../mail/templates";
import { languageFromPath } from "~/lib/i18n/language";
import type { RequestContext } from "../context.server";
import { pageTags } from "../page-cache/tags";
import { loadTranslations, type Site } from "./queries.server";

/** The shell of the language a page's path is in: read once per process and language, until a write changes it. */
export async function shellOfPath(pathname: string, context: RequestContext) {
  const site = await context.site();
  const language = languageFromPath(pathname, site.languages, site.defaultLanguage.code);
  return context.memo.get(`shell:${language.code}`, [pageTags.shell], () => loadShell(context.db, site, language.code));
}

/** What the page shell (header, footer, <html>) needs, in one language. */
export async function loadShell(db: Database, site: Site, languageCode: string) {
  const defaultCode = site.defaultLanguage.code;
  const language = site.languages.find((candidate) => candidate.code === languageCode) ?? site.defaultLanguage;
  const scope = { factoryId: site.factory.id, languageCode: language.code, defaultLanguageCode: defaultCode };
  const [translated, footerTexts, menu, footerLinks] = await Promise.all([
    loadTranslations(db, site.factory.id, language.code, defaultCode),
    loadPageTexts(db, { ...scope, pageSlug: "footer" }),
    loadMenu(db, scope),
    loadFooterLinks(db, scope),
  ]);
  const link = (item: Parameters<typeof toNavLink>[0]) => toNavLink(item, language.code, defaultCode);
  const settings = site.settings;
  const companyName = settings?.companyName ?? site.factory.name;
  const text = (key: string, fallback: string | null) => footerTexts[key]?.value ?? fallback ?? "";
  const languages: LanguageSummary[] = site.languages.map(({ code, nativeName, direction, isDefault, flagIconUrl }) => ({
    code,
    nativeName,
    direction,
    isDefault,
    flagIconUrl,
  }));
  return {
    language: { code: language.code, direction: language.direction },
    defaultLanguageCode: defaultCode,
    languages,
    homePath: localizePath("/", language.code, defaultCode),
    // Every UI string, the English default under the translations: the browser has no copy of its own.
    messages: { ...defaultMessages, ...translated } as Record<string, string>,
    menu: menu.map((item) =>
      link({ ...item, title: item.translatedTitle, children: item.children.map((child) => ({ ...child, title: child.translatedTitle })) }),
    ),
    brand: settings
      ? {
          siteName: settings.siteName,
          companyName,
          showCompanyName: settings.showCompanyNameInHeader && settings.headerMenuStyle !== "minimal",
          logoUrl: settings.logoUrl ?? site.factory.logoUrl,
          logoWidth: settings.headerLogoWidth,
          logoHeight: settings.headerLogoHeight,
          maxLogoWidth: settings.headerMaxLogoWidth,
          logoStyle: settings.headerLogoStyle,
          menuStyle: settings.headerMenuStyle,
          faviconUrl: settings.faviconUrl,
        }
      : null,
    footer: {
      company: {
        name: text("company.name", companyName),
        description: text("company.description", settings?.description ?? site.factory.description),
        address: text("company.address", site.factory.address),
        phone: text("company.phone", settings?.contactPhone ?? site.factory.phone),
        email: text("company.email", settings?.contactEmail ?? site.factory.email),
        logoUrl: settings?.logoUrl ?? site.factory.logoUrl,
      },
      // Section titles come from page_content (footer/{section}.title); null falls back to a UI string.
      sections: footerSectionKeys.map((key) => ({
        key,
        title: footerTexts[`${key}.title`]?.value ?? null,
        links: footerLinks[key].map(link),
      })),
      copyright: footerTexts["copyright.text"]?.value ?? null,
      colors: parseFooterColors(footerTexts.colors?.value) satisfies FooterColors,
    },
  };
}

export type Shell = Awaited<ReturnType<typeof loadShell>>;

/** What the root loader sends of the shell: the UI strings, and the menu with the footer, each as one JSON text. */
export type ShellForClient = Omit<Shell, "messages" | "menu" | "footer"> & { messagesJson: string; navigationJson: string };

/** The menu and the footer, as `navigationJson` carries them. */
export type ShellNavigation = Pick<Shell, "menu" | "footer">;

const forClient = new WeakMap<Shell, ShellForClient>();
const EDIT_MODE_PREFIX = "editMode.";
/** The UI strings no visitor's page carries, by key prefix. */
const NOT_FOR_VISITORS = [SERVER_ONLY_MESSAGE_PREFIX, EDIT_MODE_PREFIX] as const;

/**
 * The shell as the root loader sends it: the UI strings, and the menu with the footer, as JSON
 * texts made once per shell (React Router's turbo-stream would otherwise encode some 250 strings
 * and every menu and footer link field by field on every request, and the browser decode them),
 * everything else as it is.
 */
export function shellForClient(shell: Shell): ShellForClient {
  let sent = forClient.get(shell);
  if (!sent) {
    const { messages, menu, footer, ...rest } = shell;
    // Server-only strings (the e-mails') and Edit Mode's own strings (editModeMessagesJson, admins
    // only) stay out of every visitor's page.
    const shared = Object.fromEntries(
      Object.entries(messages).filter(([key]) => !NOT_FOR_VISITORS.some((prefix) => key.startsWith(prefix))),
    );
    forClient.set(
      shell,
      (sent = {
        ...rest,
        messagesJson: JSON.stringify(shared),
        navigationJson: JSON.stringify({ menu, footer } satisfies ShellNavigation),
      }),
    );
  }
  return sent;
}

const editModeMessages = new WeakMap<Shell, string>();

/** The Edit Mode UI strings (translations keys `editMode.*`) of the shell's language as one JSON text, for admins. */
export function editModeMessagesJson(shell: Shell): string {
  let json = editModeMessages.get(shell);
  if (json === undefined) {
    json = JSON.stringify(Object.fromEntries(Object.entries(shell.messages).filter(([key]) => key.startsWith(EDIT_MODE_PREFIX))));
    editModeMessages.set(shell, json);
  }
  return json;
}
