import { useShell, useShellNavigation } from "~/lib/use-shell";
import { MobileDrawer } from "./MobileDrawer";
import { headerStyles } from "./styles";

/**
 * The fixed site header in the factory's menu style (factory_settings.header_menu_style), with the
 * mobile drawer and a spacer of the same height so the page starts below it. Without a settings
 * row it shows its skeleton.
 */
export function SiteHeader() {
  const shell = useShell();
  const navigation = useShellNavigation();
  const brand = shell?.brand;
  if (!brand || !navigation) {
    return (
      <>
        <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white" aria-busy="true">
          <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8" data-testid="header-skeleton">
            <div className="size-8 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none" />
            <div className="h-5 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          </div>
        </header>
        <div aria-hidden="true" className="h-16 shrink-0" />
      </>
    );
  }
  const style = headerStyles[brand.menuStyle] ?? headerStyles.horizontal;
  const { menu } = navigation;
  return (
    <>
      <header data-menu-style={brand.menuStyle} className={`fixed inset-x-0 top-0 z-40 ${style.height} ${style.surface}`}>
        <style.Component brand={brand} menu={menu} />
      </header>
      <div aria-hidden="true" className={`${style.height} shrink-0`} />
      <MobileDrawer brand={brand} menu={menu} />
    </>
  );
}
