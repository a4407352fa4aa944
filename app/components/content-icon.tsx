import { contentIconName } from "~/lib/content-icons";
import { Icon } from "./icon";

/** The icon named by a content row (services, features, hero badges, contact entries). */
export function ContentIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  return <Icon name={contentIconName(name)} className={className} />;
}
