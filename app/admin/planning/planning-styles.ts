/** Focus ring shared by the planning's links: visible on keyboard focus only. */
export const FOCUS_RING = "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/** An order late to come back (issue 23), on the month's bars and the week's cards: the destructive red, whatever its status. */
export const LATE_BAR_CLASS = "border-destructive bg-destructive text-destructive-foreground";
