// Text helpers of the PDF documents. Each <Text> gets one string, built with a template: react-pdf
// lays out every JSX child as its own run and treats the join of two runs as a hyphenation point
// ("au-" / "7 décembre").

import { formatDate } from "~/lib/calendar-dates";

/** French typography's no-break space: "N° DEV-…", "Date : ", "180 invités" keep together. */
export const NBSP = "\u00a0";

/** "5 décembre 2026" that never breaks inside: a line ending on "5 décembre" reads badly. */
export const unbrokenDate = (date: string) => formatDate(date).replace(/ /g, NBSP);
