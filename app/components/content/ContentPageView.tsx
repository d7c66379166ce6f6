import { Suspense } from "react";
import { EditMode } from "~/components/edit-mode/lazy";
import type { ContentPage } from "~/server/content/pages.server";

/** A content page: title, intro and its sections of sanitised rich text (with their editors in an admin's Edit Mode). */
export function ContentPageView({ page }: { page: ContentPage }) {
  const plain = (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8" data-testid="content-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
      {page.intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{page.intro}</p> : null}
      {page.sections.map((section) => (
        // Sanitised on the server by sanitizeRichText (allow-list), never raw stored HTML.
        <div key={section.key} className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: section.html }} />
      ))}
    </article>
  );
  return page.editable ? (
    <Suspense fallback={plain}>
      <EditMode part="content-page" page={page} />
    </Suspense>
  ) : (
    plain
  );
}
