import { Link } from "react-router";

/** The body of the not-found, unavailable and error pages. */
export function StatusPage({
  status,
  title,
  body,
  backLabel,
  homePath = "/",
}: {
  status: number;
  title: string;
  body: string;
  backLabel: string;
  homePath?: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base leading-7 text-slate-600">{body}</p>
      <Link
        to={homePath}
        className="mt-8 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {backLabel}
      </Link>
    </section>
  );
}
