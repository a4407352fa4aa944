import { Icon } from "~/components/icon";
import { cx } from "~/lib/class-names";
import type { AccountActionResult } from "./account-schema";

/** The answer of a form posted without JavaScript (no toast then), in the form itself. */
export function AccountStatusLine({ result }: { result: AccountActionResult | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={cx(
        "flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium",
        result.ok ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10",
      )}
    >
      <Icon
        name={result.ok ? "circle-check" : "circle-exclamation-point"}
        className={cx("mt-0.5 size-4 shrink-0", result.ok ? "text-success" : "text-destructive")}
      />
      <span className="min-w-0 break-words">{result.message}</span>
    </p>
  );
}

/** A card of the page: its heading (linked from the page's jump links) and its content. */
export function AccountSection({
  id,
  title,
  description,
  tone = "default",
  className,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  tone?: "default" | "danger";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titre`}
      className={cx(
        "grid scroll-mt-28 content-start gap-5 rounded-2xl border bg-card px-4 py-5 text-card-foreground shadow-sm sm:p-7",
        tone === "danger" && "border-destructive/40",
        className,
      )}
    >
      <div className="grid gap-1.5">
        <h2 id={`${id}-titre`} className={cx("font-display text-2xl font-bold", tone === "danger" && "text-destructive")}>
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
