import { useId, useState } from "react";
import { NavLink } from "react-router";
import { Icon } from "~/components/icon";
import { NewBadge } from "~/components/new-badge";
import { Modal } from "~/components/ui/modal";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { NAV_GROUPS, SHOP_PATHS, type NavGroup } from "~/lib/site-nav";
import { LanguageSwitcher } from "./language-switcher";

const linkClass =
  "flex items-center gap-2 rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent aria-[current=page]:text-primary";

/** Mobile menu (< lg): a right-side panel whose groups open one at a time (SPEC §2). */
export function MobileNav({ signedIn = false }: { signedIn?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<NavGroup["id"] | null>(null);
  const titleId = useId();
  const close = () => setOpen(false);
  const { layout: m, nav } = useMessages();
  const href = useLocalizedPath();

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-md text-night-foreground hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
        aria-label={m.openMenu}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <Modal
        open={open}
        onClose={close}
        labelledBy={titleId}
        className="mr-0 ml-auto h-dvh w-[300px] max-w-full animate-slide-in-right flex-col gap-2 overflow-y-auto border-l bg-background p-6 shadow-xl sm:w-[400px]"
      >
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          {m.menu}
        </h2>
        <nav aria-label={m.mobileNavigation} className="mt-2 flex flex-col gap-1">
          <NavLink to={href("/")} end onClick={close} className={linkClass}>
            {m.home}
          </NavLink>
          {NAV_GROUPS.map((group) => {
            const expanded = openGroup === group.id;
            return (
              <div key={group.id}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`menu-${group.id}`}
                  onClick={() => setOpenGroup(expanded ? null : group.id)}
                  className="flex w-full items-center justify-between rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {nav.groups[group.id]}
                  <Icon name="chevron-down" className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`} />
                </button>
                <ul id={`menu-${group.id}`} hidden={!expanded} className="ml-3 flex flex-col border-l pl-2">
                  {group.pages.map((page) => (
                    <li key={page.path}>
                      <NavLink
                        to={href(page.path)}
                        onClick={close}
                        className="block rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-accent hover:text-foreground aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                      >
                        {nav.pages[page.path] ?? page.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          <NavLink to={href(SHOP_PATHS.catalogue)} onClick={close} className={linkClass}>
            {m.rental}
            <NewBadge />
          </NavLink>
          <NavLink to={href("/portfolio")} onClick={close} className={linkClass}>
            {m.portfolio}
          </NavLink>
          {signedIn ? (
            <NavLink to={href("/compte")} onClick={close} className={linkClass}>
              {m.myAccount}
            </NavLink>
          ) : null}
          <NavLink
            to={href("/contact")}
            onClick={close}
            className="mt-3 inline-flex h-11 items-center justify-center rounded-md bg-brand-gradient px-4 font-medium text-white"
          >
            {m.contact}
          </NavLink>
        </nav>
        <LanguageSwitcher variant="panel" className="mt-4" />
      </Modal>
    </>
  );
}
