import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { PAGE_ROUTE_CHOICES } from "~/lib/site-map";
import { cn } from "~/lib/utils";
import type { FieldConfig } from "~/admin/content/fields";
import { routeLabel } from "~/admin/route-label";
import { CharCounter } from "./char-counter";
import { ImageField } from "./image-field";

/** The control of one panel field, controlled by the panel form, posting its raw string. */
export function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldConfig;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `field-${field.name}`;
  const label = `${field.label}${field.required ? " *" : ""}`;
  const common = { id, name: field.name, ...errorAria(id, error) };
  const wide = field.wide || field.kind === "textarea" || field.kind === "lines" || field.kind === "image";

  if (field.kind === "image") {
    return <ImageField field={field} value={value} error={error} onChange={onChange} className="sm:col-span-2" />;
  }

  if (field.kind === "checkbox") {
    return (
      <div className={cn("flex items-center gap-3 self-end py-2", wide && "sm:col-span-2")}>
        {/* A native checkbox: it posts with the form before JavaScript loads (unchecked posts nothing). */}
        <input
          type="checkbox"
          id={id}
          name={field.name}
          checked={value === "on"}
          onChange={(e) => onChange(e.target.checked ? "on" : "")}
          className="size-4 accent-primary"
        />
        <Label htmlFor={id}>{field.label}</Label>
      </div>
    );
  }

  let control: React.ReactNode;
  switch (field.kind) {
    case "textarea":
    case "lines":
      control = (
        <Textarea
          {...common}
          rows={field.kind === "lines" ? 5 : 4}
          value={value}
          required={field.required}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case "route":
      control = (
        <NativeSelect {...common} value={value} required={field.required} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.required ? "Choisissez une page" : (field.emptyLabel ?? "Aucune")}</option>
          {PAGE_ROUTE_CHOICES.map((route) => (
            <option key={route} value={route}>
              {routeLabel(route)}
            </option>
          ))}
        </NativeSelect>
      );
      break;
    case "select":
      control = (
        <NativeSelect {...common} value={value} required={field.required} onChange={(e) => onChange(e.target.value)}>
          {/* A VAT rate left empty takes the default rate: no empty choice is offered. */}
          {field.required || field.vatRates ? null : <option value="">—</option>}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      );
      break;
    case "rating":
      control = (
        <Input {...common} type="number" min={1} max={5} step={1} value={value} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case "price":
      control = (
        <div className="relative">
          <Input
            {...common}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={value}
            required={field.required}
            className="pr-12"
            onChange={(e) => onChange(e.target.value)}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">DT</span>
        </div>
      );
      break;
    case "integer":
      control = (
        <Input {...common} type="number" min={0} max={field.max} step={1} value={value} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    default:
      control = (
        <>
          <Input
            {...common}
            type={field.kind === "url" ? "url" : "text"}
            value={value}
            required={field.required}
            list={field.suggestions ? `${id}-suggestions` : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {field.suggestions ? (
            <datalist id={`${id}-suggestions`}>
              {field.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      );
  }

  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={
        field.counter ? <CharCounter value={value} target={field.counter} /> : field.hint
      }
      className={cn(wide && "sm:col-span-2")}
    >
      {control}
    </Field>
  );
}
