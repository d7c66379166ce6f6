import { Mail, MapPin, Phone } from "lucide-react";
import type { Shell } from "~/server/site/shell.server";
import { useT } from "~/lib/i18n/use-t";

/** Site footer: the company block and the copyright line, in the stored footer colours. */
export function SiteFooter({ footer }: { footer: Shell["footer"] }) {
  const t = useT();
  const { company, colors } = footer;
  const copyright =
    footer.copyright ?? t("footer.copyright", { year: new Date().getFullYear(), company: company.name, rights: t("footer.rights") });
  return (
    <footer style={{ backgroundColor: colors.backgroundColor, color: colors.textColor, borderColor: colors.borderColor }} className="border-t">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
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
      </div>
      <div style={{ borderColor: colors.borderColor }} className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">{copyright}</p>
      </div>
    </footer>
  );
}
