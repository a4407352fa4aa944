import { cx } from "~/lib/class-names";

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "night";
  className?: string;
}) {
  return (
    <div className={cx("mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow && (
        <p className={cx("mb-2 text-sm font-semibold tracking-widest uppercase", tone === "night" ? "text-gold" : "text-gold-text")}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {intro && <p className={cx("mt-4 text-lg", tone === "night" ? "text-night-muted" : "text-muted-foreground")}>{intro}</p>}
    </div>
  );
}
