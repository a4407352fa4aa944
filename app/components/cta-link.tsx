import type * as React from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/messages";

/** Links stored by the back office: internal paths and anchors use the router, others a plain link. */
export function CtaLink({ to, className, children }: { to: string; className: string; children: React.ReactNode }) {
  const href = useLocalizedPath();
  if (to.startsWith("/") && !to.startsWith("//")) {
    // Stored as French paths: each language's page links to its own version.
    return (
      <Link to={href(to)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
