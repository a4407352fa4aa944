import { Link } from "react-router";
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
  return (
    <Link to="/" className={cx("flex items-center gap-2.5 rounded-md", className)} aria-label={`${brandName} — accueil`}>
      <img src={logoUrl || "/favicon.svg"} alt="" width={36} height={36} className="size-9 rounded-lg" />
      <span className="font-display text-xl font-bold tracking-tight">{brandName}</span>
    </Link>
  );
}
