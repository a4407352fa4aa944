import { Link } from "react-router";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { cx } from "~/lib/class-names";

/** The logo (→ /) with the brand name; the agency's uploaded logo when set, else the mark. */
export function BrandLogo({
  brandName,
  logoUrl,
  className,
}: {
  brandName: string;
  logoUrl?: string | null;
  className?: string;
}) {
  const m = useMessages().layout;
  const href = useLocalizedPath();
  return (
    <Link to={href("/")} className={cx("flex items-center gap-2.5 rounded-md", className)} aria-label={m.homeOf(brandName)}>
      <img src={logoUrl || "/favicon.svg"} alt="" width={36} height={36} className="size-9 rounded-lg" />
      <span className="font-display text-xl font-bold tracking-tight">{brandName}</span>
    </Link>
  );
}
