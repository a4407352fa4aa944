import { cx } from "~/lib/class-names";
import { ICON_SPRITE_URL, type IconName } from "~/lib/icons";

/** A decorative icon of the sprite; sized by the class like lucide's (24 px by default). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className={cx("lucide sprite-icon", className)}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
