import type * as React from "react";
import { Link } from "react-router";

/** Links stored by the back office: internal paths and anchors use the router, others a plain link. */
export function CtaLink({ to, className, children }: { to: string; className: string; children: React.ReactNode }) {
  if (to.startsWith("/") && !to.startsWith("//")) {
    return (
      <Link to={to} className={className}>
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
