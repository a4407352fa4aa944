import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { Link, NavLink } from "react-router";
import { Icon } from "~/components/icon";
import { NewBadge } from "~/components/new-badge";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { NAV_GROUPS, SHOP_PATHS, type NavGroup } from "~/lib/site-nav";
import { LanguageSwitcher } from "./language-switcher";

const topLink =
  "inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium text-night-foreground transition-colors outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:text-gold";

// A short delay before a hovered group opens (a pointer crossing the bar opens nothing) and
// before a left group closes (the pointer can travel from the trigger into the panel).
const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 150;

type GroupId = NavGroup["id"];

/**
 * Desktop top bar (≥ lg). A group opens on hover, on click and from the keyboard (Enter or Space
 * on its button, ArrowDown to its first link); Escape closes it and gives focus back to the button;
 * leaving with the pointer or the focus, or clicking elsewhere, closes it. The panels are in the
 * server HTML (hidden), so crawlers and visitors without JavaScript still find every page.
 * 'Mon compte' appears when the request carried a session cookie (the site layout's `signedIn`).
 */
export function DesktopNav({ signedIn = false }: { signedIn?: boolean }) {
  const [openGroup, setOpenGroup] = useState<GroupId | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const m = useMessages().layout;
  const href = useLocalizedPath();

  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup]);

  return (
    <div className="hidden items-center gap-3 lg:flex">
      <nav ref={navRef} aria-label={m.mainNavigation}>
        <ul className="flex list-none items-center gap-1">
          <li>
            <NavLink to={href("/")} end className={topLink}>
              {m.home}
            </NavLink>
          </li>
          {NAV_GROUPS.map((group) => (
            <NavGroupItem
              key={group.id}
              group={group}
              open={openGroup === group.id}
              onHover={() => later(() => setOpenGroup(group.id), HOVER_OPEN_MS)}
              onPointerLeave={(event) => {
                if (event.pointerType === "mouse") later(() => setOpenGroup((id) => (id === group.id ? null : id)), HOVER_CLOSE_MS);
              }}
              onToggle={(byMouse) => {
                clearTimeout(timer.current);
                // A mouse click right after the hover opened the group keeps it open; the keyboard toggles.
                setOpenGroup((id) => (id === group.id && !byMouse ? null : group.id));
              }}
              onClose={() => setOpenGroup((id) => (id === group.id ? null : id))}
            />
          ))}
          <li>
            <NavLink to={href(SHOP_PATHS.catalogue)} className={`${topLink} gap-1.5`}>
              {m.rental}
              <NewBadge />
            </NavLink>
          </li>
          <li>
            <NavLink to={href("/portfolio")} className={topLink}>
              {m.portfolio}
            </NavLink>
          </li>
        </ul>
      </nav>
      {signedIn ? (
        <NavLink to={href("/compte")} className={topLink}>
          {m.myAccount}
        </NavLink>
      ) : null}
      <LanguageSwitcher variant="header" />
      <Link
        to={href("/contact")}
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-gradient text-white shadow-md transition-opacity hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={m.contact}
      >
        <Icon name="phone" className="size-5" />
      </Link>
    </div>
  );
}

function NavGroupItem({
  group,
  open,
  onHover,
  onPointerLeave,
  onToggle,
  onClose,
}: {
  group: NavGroup;
  open: boolean;
  onHover: () => void;
  onPointerLeave: (event: PointerEvent) => void;
  onToggle: (byMouse: boolean) => void;
  onClose: () => void;
}) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The page paints before it hydrates: a pointer already resting on the group then has sent its
  // pointerenter to nobody, so the group opens as if it had just been hovered.
  useEffect(() => {
    if (itemRef.current?.matches(":hover")) onHover();
    // Once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `nav-${group.id}`;
  const nav = useMessages().nav;
  const href = useLocalizedPath();
  const label = nav.groups[group.id];

  const focusLink = (index: number) => {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]!.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const links = [...(panelRef.current?.querySelectorAll("a") ?? [])];
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (!open) onToggle(false);
      // The panel renders on the next frame when it was closed.
      requestAnimationFrame(() => focusLink(current === -1 ? (event.key === "ArrowDown" ? 0 : -1) : current + (event.key === "ArrowDown" ? 1 : -1)));
    } else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li
      ref={itemRef}
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && onHover()}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => onToggle(event.detail > 0)}
        className={`group ${topLink} ${open ? "bg-white/10" : ""}`}
      >
        {label}
        <Icon name="chevron-down" className={`size-3.5 transition-transform duration-200 ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 min-w-64 animate-fade-in rounded-xl border bg-popover p-2 text-popover-foreground shadow-xl"
      >
        <ul className="grid w-72 gap-0.5" aria-label={label}>
          {group.pages.map((page) => (
            <li key={page.path}>
              <NavLink
                to={href(page.path)}
                onClick={onClose}
                className="block rounded-md px-3 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {nav.pages[page.path] ?? page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
