import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Shell } from "~/server/site/shell.server";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import type { NavLink } from "~/lib/navigation/links";

type Section = Shell["footer"]["sections"][number];

function FooterLinks({ links, className = "space-y-2" }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          {link.isExternal ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="footer-link text-sm hover:underline">
              {link.title}
            </a>
          ) : (
            <Link to={link.href} className="footer-link text-sm hover:underline">
              {link.title}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Site footer in the stored footer colours: the company block and three link sections in four
 * columns on large screens, then the copyright line with the bottom (legal) links.
 */
export function SiteFooter({ footer }: { footer: Shell["footer"] }) {
  const t = useT();
  const { company, colors } = footer;
  const title = (section: Section) => section.title ?? t(`footer.${section.key === "bottom" ? "legal" : section.key}` as MessageKey);
  const columns = footer.sections.filter((section) => section.key !== "bottom");
  const bottom = footer.sections.find((section) => section.key === "bottom");
  const copyright =
    footer.copyright ?? t("footer.copyright", { year: new Date().getFullYear(), company: company.name, rights: t("footer.rights") });
  return (
    <footer
      style={{ backgroundColor: colors.backgroundColor, color: colors.textColor, borderColor: colors.borderColor, "--footer-link": colors.linkColor, "--footer-link-hover": colors.linkHoverColor } as React.CSSProperties}
      // Below the fold on every page: the browser lays it out and paints it once it comes near the screen.
      className="border-t [contain-intrinsic-size:auto_24rem] [content-visibility:auto]"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-label={company.name} className="space-y-3 lg:col-span-1">
          <div className="flex items-center gap-3">
            {company.logoUrl ? <img src={company.logoUrl} alt="" width={40} height={40} loading="lazy" className="rounded-md" /> : null}
            <p className="text-lg font-semibold">{company.name}</p>
          </div>
          {company.description ? <p className="text-sm leading-relaxed opacity-90">{company.description}</p> : null}
          <address className="space-y-1.5 text-sm not-italic">
            {company.address ? (
              <p className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{company.address}</span>
              </p>
            ) : null}
            {company.phone ? (
              <p className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <a href={`tel:${company.phone.replace(/\s+/g, "")}`} style={{ color: colors.linkColor }} className="hover:underline" dir="ltr">
                  {company.phone}
                </a>
              </p>
            ) : null}
            {company.email ? (
              <p className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <a href={`mailto:${company.email}`} style={{ color: colors.linkColor }} className="hover:underline">
                  {company.email}
                </a>
              </p>
            ) : null}
          </address>
        </section>
        {columns.map((section) => (
          <nav key={section.key} aria-labelledby={`footer-${section.key}`} data-testid={`footer-section-${section.key}`}>
            <h2 id={`footer-${section.key}`} className="mb-3 text-sm font-semibold tracking-wide uppercase">
              {title(section)}
            </h2>
            <FooterLinks links={section.links} />
          </nav>
        ))}
      </div>
      <div style={{ borderColor: colors.borderColor }} className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="text-sm">{copyright}</p>
          {bottom && bottom.links.length > 0 ? (
            <nav aria-labelledby="footer-bottom" data-testid="footer-section-bottom">
              <h2 id="footer-bottom" className="sr-only">
                {title(bottom)}
              </h2>
              <FooterLinks links={bottom.links} className="flex flex-wrap gap-x-5 gap-y-2" />
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
