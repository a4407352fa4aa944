import { useMessages } from "~/i18n/messages";

/**
 * The 'New' badge of the Location Matériel link (SPEC §2), in both menus. Written out rather than
 * drawn from ui/badge (the gold, extra-small look) so that the header's JavaScript, which every
 * page loads, does not carry the whole badge table.
 */
export function NewBadge() {
  const m = useMessages().layout;
  return (
    <span className="inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full border border-transparent bg-gold px-1.5 py-0 text-[10px] font-semibold whitespace-nowrap text-gold-foreground">
      {m.newBadge}
    </span>
  );
}
