import { cx } from "~/lib/class-names";
import { ICON_SPRITE_URL, type IconName } from "~/lib/icons";

/**
 * A decorative icon of the sprite; sized by the class like lucide's (24 px by default, app.css).
 * Its symbol carries the view box, so the element carries no size of its own: 50 bytes less on
 * each of the hundreds a long list draws.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cx("sprite-icon", className)}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
