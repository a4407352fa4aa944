import { z } from "zod";
import { isKnownPageRoute } from "~/lib/site-map";

// The field kinds of the back-office forms. Each kind knows how a form value becomes a column
// value (Zod, shared by the browser form and the action) and how a column value is shown back in
// the form. A panel is a list of fields, so its schema is derived, never written twice.

export type FieldKind =
  | "text"
  | "textarea"
  | "link"
  | "url"
  | "image"
  | "route"
  | "select"
  | "lines"
  | "keywords"
  | "checkbox"
  | "rating"
  | "price"
  | "integer";

export type FieldOption = { value: string; label: string };

export type FieldConfig = {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** select: the allowed values. */
  options?: FieldOption[];
  /** Value of a new item's field. */
  defaultValue?: string;
  hint?: string;
  /** route: label of the empty choice when the field is optional (e.g. "Toutes les pages"). */
  emptyLabel?: string;
  /** text: values offered by a datalist (free text still allowed). */
  suggestions?: readonly string[];
  /** Shows a live character counter against this length (SEO title ~60, description ~155). */
  counter?: number;
  /** Spans the whole form width. */
  wide?: boolean;
  /** integer: the largest value accepted (the smallest is always 0). */
  max?: number;
  /** select: the message of a value not in the options (CHOICE_MESSAGE otherwise). */
  message?: string;
  /**
   * select: a VAT rate (issue 37), its options the shop settings' list and its default the
   * settings' default rate, filled in by withVatRates (panels.ts) when the page and the action run.
   */
  vatRates?: true;
};

export const REQUIRED_MESSAGE = "Ce champ est obligatoire";
export const RATING_MESSAGE = "La note doit être comprise entre 1 et 5";
export const PRICE_MESSAGE = "Le prix doit être un nombre positif (2 décimales au plus)";
export const INTEGER_MESSAGE = "Entrez un nombre entier positif ou laissez vide";
/** An integer field with a `max`: "Entrez un nombre entier entre 0 et 30 ou laissez vide". */
export const integerRangeMessage = (max: number) => `Entrez un nombre entier entre 0 et ${max} ou laissez vide`;
export const ROUTE_MESSAGE = "Choisissez une page du site";
export const URL_MESSAGE = "Entrez une adresse commençant par / ou https://";
export const LINK_MESSAGE = "Entrez un lien commençant par /, #, https://, mailto: ou tel:";
export const CHOICE_MESSAGE = "Choisissez une valeur de la liste";

/** Lines of a textarea, trimmed, blank lines dropped (SPEC §5). */
export function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Comma-separated keywords, trimmed, empties dropped (SPEC §5). */
export function splitKeywords(value: string): string[] {
  return value
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
}

/** A site path (not protocol-relative) or an absolute http(s) URL: never javascript: or data:. */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export function isSafeLink(value: string): boolean {
  return isSafeUrl(value) || /^#[\w-]+$/.test(value) || /^(mailto|tel):[^\s<>"]+$/.test(value);
}

const text = z.string().trim();

function requiredOr<T extends z.ZodType<unknown, string>>(required: boolean | undefined, schema: T) {
  return required ? text.min(1, REQUIRED_MESSAGE).pipe(schema) : schema;
}

/** The Zod schema of one field: input is the form string, output the column value. */
export function fieldSchema(field: FieldConfig): z.ZodType {
  const optional = !field.required;
  switch (field.kind) {
    case "text":
    case "textarea":
      // An optional field left empty takes the column's default (e.g. period 'jour'), else null.
      return field.required ? text.min(1, REQUIRED_MESSAGE) : text.transform((v) => (v === "" ? (field.defaultValue ?? null) : v));
    case "image":
    case "url": {
      const url = text.refine((v) => v === "" || isSafeUrl(v), URL_MESSAGE);
      return field.required ? text.min(1, REQUIRED_MESSAGE).pipe(url) : url.transform((v) => (v === "" ? null : v));
    }
    case "link": {
      const link = text.refine((v) => v === "" || isSafeLink(v), LINK_MESSAGE);
      return link.transform((v) => (v === "" ? null : v));
    }
    case "route": {
      const route = text.refine((v) => (optional && v === "") || isKnownPageRoute(v), ROUTE_MESSAGE);
      return requiredOr(field.required, route.transform((v) => (v === "" ? null : v)));
    }
    case "select": {
      const values = (field.options ?? []).map((option) => option.value);
      const choice = text.refine((v) => (optional && v === "") || values.includes(v), field.message ?? CHOICE_MESSAGE);
      return requiredOr(
        field.required,
        choice.transform((v) => (v === "" ? (field.defaultValue ?? null) : v)),
      );
    }
    case "lines":
      return z.string().transform(splitLines);
    case "keywords":
      return z.string().transform(splitKeywords);
    case "checkbox":
      return z.string().transform((v) => v === "on" || v === "true");
    case "rating":
      return text
        .transform((v) => (v === "" ? "5" : v))
        .transform(Number)
        .pipe(z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE));
    case "price":
      // Kept as an exact decimal string for the numeric column; a comma is accepted as separator.
      return requiredOr(
        field.required,
        text.transform((v) => v.replace(",", ".")).pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, PRICE_MESSAGE)),
      );
    case "integer": {
      const { max } = field;
      if (max === undefined) {
        return text.refine((v) => v === "" || /^\d{1,9}$/.test(v), INTEGER_MESSAGE).transform((v) => (v === "" ? null : Number(v)));
      }
      return text
        .refine((v) => v === "" || (/^\d{1,9}$/.test(v) && Number(v) <= max), integerRangeMessage(max))
        .transform((v) => (v === "" ? null : Number(v)));
    }
  }
}

/** The schema of a whole panel form: one key per field, the spec's field names. */
export function panelSchema(fields: FieldConfig[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

/** The raw form strings of a panel (what the admin typed), read from FormData. */
export function readFormValues(fields: FieldConfig[], formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const raw = formData.get(field.name);
    values[field.name] = typeof raw === "string" ? raw : "";
  }
  return values;
}

/** A column value shown back in the form (arrays as lines or commas, booleans as "on"). */
export function toFormValue(field: FieldConfig, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(field.kind === "keywords" ? ", " : "\n");
  if (typeof value === "boolean") return value ? "on" : "";
  return String(value);
}

/** Form values of a new item: each field's default (checkboxes such as is_active checked). */
export function defaultFormValues(fields: FieldConfig[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, field.defaultValue ?? ""]));
}
