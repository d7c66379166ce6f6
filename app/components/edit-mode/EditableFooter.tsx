import { showToast } from "~/components/toast/toast-store";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import type { NavLink } from "~/lib/navigation/links";
import { useLocalizePath, useShell } from "~/lib/use-shell";
import type { Shell } from "~/server/site/shell.server";
import EditablePageText from "./EditablePageText";
import { FooterColorsDialog } from "./FooterColorsDialog";
import { FooterLinksDialog } from "./FooterLinksDialog";
import { HeaderStyleDialog } from "./HeaderStyleDialog";
import { HistoryButton } from "./HistoryDialog";
import { InlineEditableText } from "./InlineEditableText";
import { MenuDialog } from "./MenuDialog";
import { SiteImagesDialog } from "./SiteImagesDialog";
import { SiteTextsDialog } from "./SiteTextsDialog";
import { useEditT } from "./messages";
import { postEdit, useRefresh } from "./save";
import { TranslateDrafts } from "./TranslateDrafts";

type Section = Shell["footer"]["sections"][number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One footer link in Edit Mode: its title editable in the page's language (UUID ids only), the link still a link. */
function EditableFooterLink({ link, section }: { link: NavLink; section: string }) {
  const t = useEditT();
  const shell = useShell();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const languageName = shell?.languages.find((language) => language.code === shell.language.code)?.nativeName ?? "";
  const save = async (title: string) => {
    const answer = await postEdit(localize("/edit-mode/save"), { intent: "footer-link", id: link.id, section, title });
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.saveTranslationFailed"));
      return false;
    }
    showToast(t("editMode.translationUpdated"), false, t("editMode.translationUpdatedText", { language: languageName }));
    refresh();
    return true;
  };
  const anchor = (title: string) =>
    link.isExternal ? (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className="footer-link text-sm hover:underline">
        {title}
      </a>
    ) : (
      <a href={link.href} className="footer-link text-sm hover:underline">
        {title}
      </a>
    );
  return (
    <li>
      {UUID.test(link.id) ? (
        <>
          <InlineEditableText
            value={link.title}
            field={`${section}: ${link.title}`}
            onSave={save}
            renderView={anchor}
            history={{ kind: "footer_link", target: `footer/${section}/${link.id}` }}
          />
          <TranslateDrafts
            source={link.title}
            format="plain"
            field={`${section}: ${link.title}`}
            saveIn={async (pathIn, _code, title) =>
              (await postEdit(pathIn("/edit-mode/save"), { intent: "footer-link", id: link.id, section, title, machineDrafted: "1" })).ok
            }
          />
        </>
      ) : (
        anchor(link.title)
      )}
    </li>
  );
}

/**
 * The footer in Edit Mode (admins only), rendered INSTEAD of the remembered markup footer: the
 * company block, section titles and copyright editable in place, 'Manage Footer Links' per
 * section, 'Customize Footer Colors'. Same layout and colours as the visitors' footer.
 */
export default function EditableFooter({ footer }: { footer: Shell["footer"] }) {
  const t = useT();
  const { company, colors } = footer;
  const title = (section: Section) => section.title ?? t(`footer.${section.key === "bottom" ? "legal" : section.key}` as MessageKey);
  const copyright =
    footer.copyright ?? t("footer.copyright", { year: new Date().getFullYear(), company: company.name, rights: t("footer.rights") });
  const text = (field: string, value: string, multiline = false) => (
    <EditablePageText page="footer" field={field} value={value} multiline={multiline} />
  );
  const links = (section: Section, className: string) => (
    <ul className={className}>
      {section.links.map((link) => (
        <EditableFooterLink key={link.id} link={link} section={section.key} />
      ))}
    </ul>
  );
  const bottom = footer.sections.find((section) => section.key === "bottom");
  return (
    <footer
      data-edit-mode="true"
      style={
        {
          backgroundColor: colors.backgroundColor,
          color: colors.textColor,
          borderColor: colors.borderColor,
          "--footer-link": colors.linkColor,
          "--footer-link-hover": colors.linkHoverColor,
        } as React.CSSProperties
      }
      className="border-t"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 pt-6 sm:px-6 lg:px-8">
        <FooterColorsDialog colors={colors} />
        <SiteTextsDialog />
        <HeaderStyleDialog />
        <MenuDialog />
        <SiteImagesDialog />
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-label={company.name} className="space-y-3 lg:col-span-1">
          <p className="text-lg font-semibold">{text("company.name", company.name)}</p>
          <p className="text-sm leading-relaxed opacity-90">{text("company.description", company.description, true)}</p>
          <address className="space-y-1.5 text-sm not-italic">
            <p>{text("company.address", company.address, true)}</p>
            <p dir="ltr">{text("company.phone", company.phone)}</p>
            <p>{text("company.email", company.email)}</p>
          </address>
        </section>
        {footer.sections
          .filter((section) => section.key !== "bottom")
          .map((section) => (
            <nav
              key={section.key}
              aria-labelledby={`footer-${section.key}`}
              data-testid={`footer-section-${section.key}`}
              className="space-y-3"
            >
              <h2 id={`footer-${section.key}`} className="text-sm font-semibold tracking-wide uppercase">
                {text(`${section.key}.title`, title(section))}
              </h2>
              {links(section, "space-y-2")}
              <p className="flex flex-wrap gap-2">
                <FooterLinksDialog section={section.key} sectionTitle={title(section)} />
                <HistoryButton field={title(section)} kind="footer_section" target={`footer/${section.key}`} />
              </p>
            </nav>
          ))}
      </div>
      <div style={{ borderColor: colors.borderColor }} className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="text-sm">{text("copyright.text", copyright)}</p>
          {bottom ? (
            <nav aria-labelledby="footer-bottom" data-testid="footer-section-bottom" className="space-y-2">
              <h2 id="footer-bottom" className="sr-only">
                {title(bottom)}
              </h2>
              {links(bottom, "flex flex-wrap gap-x-5 gap-y-2")}
              <p className="flex flex-wrap gap-2">
                <FooterLinksDialog section="bottom" sectionTitle={title(bottom)} />
                <HistoryButton field={title(bottom)} kind="footer_section" target="footer/bottom" />
              </p>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
