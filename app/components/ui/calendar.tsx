import { fr } from "date-fns/locale";
import { Icon } from "~/components/icon";
import type * as React from "react";
import { DayPicker } from "react-day-picker";
import { useDocumentDirection } from "~/lib/text-direction";
import { cn } from "~/lib/utils";

/** react-day-picker in French, weeks starting Monday (SPEC §9). */
export function Calendar({ className, classNames, ...props }: React.ComponentProps<typeof DayPicker>) {
  // The page's direction: right to left, the months run from the right, the previous month's
  // chevron points right and the left arrow key goes to the next day (react-day-picker does it).
  const dir = useDocumentDirection();
  return (
    <DayPicker
      locale={fr}
      weekStartsOn={1}
      dir={dir}
      className={cn("p-2", className)}
      classNames={{
        months: "relative flex flex-col gap-4 sm:flex-row",
        month: "flex flex-col gap-3",
        month_caption: "flex h-9 items-center justify-center text-sm font-semibold capitalize",
        nav: "absolute inset-x-0 top-0 flex h-9 items-center justify-between",
        button_previous: "inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40",
        button_next: "inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40",
        weekdays: "flex",
        weekday: "w-9 text-center text-[0.75rem] font-medium text-muted-foreground capitalize",
        week: "mt-1 flex w-full",
        day: "relative size-9 p-0 text-center text-sm",
        day_button:
          "inline-flex size-9 items-center justify-center rounded-md font-normal hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-selected:opacity-100",
        selected: "bg-primary text-primary-foreground hover:bg-primary [&>button]:hover:bg-primary",
        range_start: "rounded-s-md bg-primary text-primary-foreground",
        range_end: "rounded-e-md bg-primary text-primary-foreground",
        range_middle: "rounded-none bg-accent text-accent-foreground [&>button]:hover:bg-accent",
        today: "font-bold underline underline-offset-4",
        outside: "text-muted-foreground opacity-50",
        disabled: "text-muted-foreground opacity-40",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          <Icon name={orientation === "left" ? "chevron-left" : "chevron-right"} className="size-4" />,
      }}
      {...props}
    />
  );
}
