import { ContentIcon } from "~/components/content-icon";
import { Icon } from "~/components/icon";
import { cx } from "~/lib/class-names";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";

/** One service card (home services and content-page services): icon, title, text, features. */
export function ServiceCard({
  service,
  iconClassName,
  className,
}: {
  service: WithFallbacks & { title: string; description: string; icon: string | null; features: string[] };
  iconClassName: string;
  className?: string;
}) {
  return (
    <article className={cx("flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm", className)}>
      <span className={cx("inline-flex size-12 items-center justify-center rounded-xl", iconClassName)}>
        <ContentIcon name={service.icon} className="size-6" />
      </span>
      <h3 className="text-xl font-semibold" {...frenchFallback(service, "title")}>
        {service.title}
      </h3>
      <p className="text-muted-foreground" {...frenchFallback(service, "description")}>
        {service.description}
      </p>
      {service.features.length > 0 && (
        <ul className="mt-auto grid gap-2 text-sm" {...frenchFallback(service, "features")}>
          {service.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
