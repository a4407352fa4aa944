import { Icon } from "~/components/icon";
import { useMessages } from "~/i18n/messages";
import type { IconName } from "~/lib/icons";
import { frenchFallback } from "~/content/translatable";
import type { ContactInfoEntry } from "./contact-result";

// SPEC §3: contact_info.icon is one of Phone, Mail, MapPin or Clock.
const ICONS: Record<string, IconName> = { Phone: "phone", Mail: "mail", MapPin: "map-pin", Clock: "clock" };

function iconFor(entry: ContactInfoEntry): IconName {
  if (entry.icon && Object.hasOwn(ICONS, entry.icon)) return ICONS[entry.icon]!;
  const type = entry.type.toLowerCase();
  if (type.includes("phone") || type.includes("tél")) return "phone";
  if (type.includes("mail")) return "mail";
  if (type.includes("adress") || type.includes("address")) return "map-pin";
  return "clock";
}

/** A phone or e-mail line becomes a link; anything else is shown as typed. */
function lineHref(entry: ContactInfoEntry, line: string): string | null {
  const icon = iconFor(entry);
  if (icon === "phone") {
    const digits = line.replace(/[^\d+]/g, "");
    return digits.replace(/\D/g, "").length >= 6 ? `tel:${digits}` : null;
  }
  if (icon === "mail" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(line.trim())) return `mailto:${line.trim()}`;
  return null;
}

export function ContactInfoList({ entries }: { entries: ContactInfoEntry[] }) {
  const label = useMessages().contact.info.label;
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-4" aria-label={label}>
      {entries.map((entry) => {
        const icon = iconFor(entry);
        const lines = entry.value.split(/\r?\n/).filter((line) => line.trim() !== "");
        return (
          <li key={entry.id} className="flex gap-4 rounded-xl border border-border bg-card p-4 shadow-xs">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-white" aria-hidden="true">
              <Icon name={icon} className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold" {...frenchFallback(entry, "label")}>
                {entry.label}
              </p>
              <p className="text-sm break-words text-muted-foreground">
                {lines.map((line, index) => {
                  const href = lineHref(entry, line);
                  return (
                    <span key={index} className="block">
                      {href ? (
                        <a href={href} dir={href.startsWith("tel:") ? "ltr" : undefined} className="underline-offset-4 hover:text-primary hover:underline">
                          {line}
                        </a>
                      ) : (
                        line
                      )}
                    </span>
                  );
                })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
