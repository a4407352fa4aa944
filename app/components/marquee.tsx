import type * as React from "react";
import { cx } from "~/lib/class-names";

/**
 * A strip scrolling forever (SPEC §2: "The strips duplicate their list for looping"). The list is
 * rendered twice and the track moves by half its width, so the end joins the start seamlessly;
 * the copy is hidden from assistive technology. Each copy carries its own trailing gap so both
 * halves are exactly the same width.
 */
export function Marquee<T>({
  items,
  render,
  label,
  className,
  itemClassName,
}: {
  items: T[];
  render: (item: T, copy: 0 | 1) => React.ReactNode;
  label: string;
  className?: string;
  itemClassName?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div
      className={cx(
        "group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]",
        className,
      )}
    >
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] rtl:animate-marquee-rtl" data-testid="marquee-track">
        {([0, 1] as const).map((copy) => (
          <ul
            key={copy}
            aria-label={copy === 0 ? label : undefined}
            aria-hidden={copy === 1 ? true : undefined}
            className="flex shrink-0 items-center"
            data-marquee-copy={copy}
          >
            {items.map((item, i) => (
              <li key={i} className={cx("shrink-0 pe-6", itemClassName)}>
                {render(item, copy)}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
