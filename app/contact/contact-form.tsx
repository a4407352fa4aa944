import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/hydration/use-hydrated";
import { useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { fillEmptyFields, useProfilePrefill } from "~/account/profile-prefill";
import { toast } from "~/lib/notify";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field, errorAria, fieldErrorId } from "~/components/ui/field";
import { inputClass, selectClass, textareaClass } from "~/components/ui/form-styles";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import {
  CONTACT_SENT_PARAM,
  ENHANCED_FIELD,
  IDEMPOTENCY_FIELD,
  ORIGIN_FIELD,
  type ContactActionData,
} from "./contact-result";
import {
  agencyToday,
  CONTACT_LIMITS,
  CONTACT_SERVICES,
  EMPTY_CONTACT_VALUES,
  EVENT_TYPES,
  HONEYPOT_FIELD,
  readContactForm,
  type ContactErrors,
  type ContactField,
} from "./contact-options";
import type * as ContactSchemaModule from "./contact-schema";

// The schema (and Zod with it) is fetched when the visitor first focuses the form, not with the
// page: most visitors never write to us, and the home page's JavaScript budget is tight.
let schemaModule: Promise<typeof ContactSchemaModule> | undefined;
function loadSchema() {
  schemaModule ??= import("./contact-schema");
  return schemaModule;
}

const FIELD_ORDER: ContactField[] = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "event_type",
  "event_date",
  "guest_count",
  "services",
  "message",
];


const inputId = (field: ContactField) => `contact-${field.replaceAll("_", "-")}`;

function Required() {
  return (
    <span aria-hidden="true" className="text-magenta">
      {" "}
      *
    </span>
  );
}

/**
 * The contact form of SPEC §5. It is a real form posting to /contact, so it works before (and
 * without) JavaScript; once hydrated it checks the fields with the shared schema first, then
 * sends through a fetcher so the home page stays where it is.
 */
export function ContactForm() {
  const fetcher = useFetcher<ContactActionData>();
  // A post without JavaScript re-renders /contact with the action's answer.
  const actionData = useActionData<ContactActionData | undefined>();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Set by the browser-side check; null means "show what the server said".
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const [formKey, setFormKey] = useState(0);
  // One key per message, kept across retries and double submits, renewed once it has been sent.
  const submissionKey = useRef<string | null>(null);
  const words = useMessages().contact;
  const t = words.form;
  // Posted to the page's language's /contact: the action answers in that language.
  const action = useLocalizedPath()("/contact");

  const result = fetcher.data ?? actionData;
  const submitting = fetcher.state !== "idle";
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = result && result.status !== "success" ? result.values : EMPTY_CONTACT_VALUES;
  const failure = result?.status === "error" ? result.message : null;
  const sentWithoutJs = searchParams.has(CONTACT_SENT_PARAM) && !fetcher.data;

  // A signed-in client finds their details already in the empty fields (again after a send).
  const profile = useProfilePrefill(true);
  useEffect(() => {
    if (profile) {
      const { first_name, last_name, email, phone } = profile;
      fillEmptyFields(formRef.current, { first_name, last_name, email, phone });
    }
  }, [profile, formKey]);

  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.status === "success") {
      toast.success(words.result.success, { id: "contact-result" });
      setClientErrors(null);
      submissionKey.current = null;
      // A new key remounts the fields empty: text, services, date and guest count.
      setFormKey((key) => key + 1);
    } else if (data.status === "error") {
      toast.error(data.message || words.result.failure, { id: "contact-result" });
    } else {
      setClientErrors(null);
      focusFirstError(formRef.current, data.errors);
    }
    // Only a new answer shows a toast; the page's words do not change under a mounted form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  async function currentCheck(form: HTMLFormElement) {
    const { checkContact } = await loadSchema();
    return checkContact(readContactForm(new FormData(form)), words);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = await currentCheck(form);
    if (!check.success) {
      setClientErrors(check.errors);
      focusFirstError(form, check.errors);
      return;
    }
    setClientErrors({});
    const formData = new FormData(form);
    formData.set(ENHANCED_FIELD, "1");
    submissionKey.current ??= crypto.randomUUID();
    formData.set(IDEMPOTENCY_FIELD, submissionKey.current);
    void fetcher.submit(formData, { method: "post", action });
  }

  // Once a field has been flagged, re-check as the user types so fixed fields clear at once.
  async function handleChange(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length === 0) return;
    const check = await currentCheck(event.currentTarget);
    setClientErrors(check.success ? {} : check.errors);
  }

  const today = agencyToday();

  return (
    <form
      key={formKey}
      ref={formRef}
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={hydrated ? (event) => void handleSubmit(event) : undefined}
      onChange={(event) => void handleChange(event)}
      onFocus={() => void loadSchema()}
      className="relative grid gap-5"
      aria-label={t.label}
    >
      <input type="hidden" name={ORIGIN_FIELD} value={pathname} />

      {sentWithoutJs ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-4 text-sm font-medium text-foreground">
          <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-success" />
          {words.result.success}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={inputId("first_name")} label={<>{t.firstName}<Required /></>} error={errors.first_name}>
          <input
            className={inputClass}
            id={inputId("first_name")}
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={values.first_name}
            {...errorAria(inputId("first_name"), errors.first_name)}
          />
        </Field>
        <Field id={inputId("last_name")} label={<>{t.lastName}<Required /></>} error={errors.last_name}>
          <input
            className={inputClass}
            id={inputId("last_name")}
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={values.last_name}
            {...errorAria(inputId("last_name"), errors.last_name)}
          />
        </Field>
        <Field id={inputId("email")} label={<>{t.email}<Required /></>} error={errors.email}>
          <input
            className={inputClass}
            id={inputId("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            defaultValue={values.email}
            {...errorAria(inputId("email"), errors.email)}
          />
        </Field>
        <Field id={inputId("phone")} label={t.phone} error={errors.phone}>
          <input
            className={inputClass}
            id={inputId("phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            maxLength={CONTACT_LIMITS.phoneMax}
            defaultValue={values.phone}
            {...errorAria(inputId("phone"), errors.phone)}
          />
        </Field>
        <Field id={inputId("event_type")} label={<>{t.eventType}<Required /></>} error={errors.event_type}>
          <select
            className={selectClass}
            id={inputId("event_type")}
            name="event_type"
            required
            defaultValue={values.event_type}
            {...errorAria(inputId("event_type"), errors.event_type)}
          >
            <option value="">{t.chooseType}</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.eventTypes[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={inputId("event_date")} label={t.eventDate} error={errors.event_date}>
          <input
            className={inputClass}
            id={inputId("event_date")}
            name="event_date"
            type="date"
            min={today}
            defaultValue={values.event_date}
            {...errorAria(inputId("event_date"), errors.event_date)}
          />
        </Field>
        <Field id={inputId("guest_count")} label={t.guestCount} error={errors.guest_count}>
          <input
            className={inputClass}
            id={inputId("guest_count")}
            name="guest_count"
            type="number"
            inputMode="numeric"
            min={CONTACT_LIMITS.guestMin}
            max={CONTACT_LIMITS.guestMax}
            step={1}
            placeholder={t.guestPlaceholder}
            defaultValue={values.guest_count}
            {...errorAria(inputId("guest_count"), errors.guest_count)}
          />
        </Field>
      </div>

      <fieldset aria-describedby={describedBy("services", errors.services)}>
        <legend className="text-sm leading-none font-medium">
          {t.services}<Required />
        </legend>
        <p id="contact-services-hint" className="mt-2 text-xs text-muted-foreground">
          {t.servicesHint}
        </p>
        <div className="mt-3 grid gap-x-4 gap-y-2.5 sm:grid-cols-2">
          {CONTACT_SERVICES.map((service, index) => (
            <label key={service} htmlFor={`contact-service-${index}`} className="flex min-h-6 cursor-pointer items-center gap-2.5 text-sm">
              {/* Native checkboxes post with the form even without JavaScript. */}
              <input
                id={`contact-service-${index}`}
                type="checkbox"
                name="services"
                value={service}
                defaultChecked={values.services.includes(service)}
                className="size-4 shrink-0 cursor-pointer rounded-[4px] border-input accent-primary"
              />
              {t.serviceNames[service]}
            </label>
          ))}
        </div>
        {errors.services ? (
          <p id={fieldErrorId(inputId("services"))} role="alert" className="mt-3 text-sm font-medium text-destructive">
            {errors.services}
          </p>
        ) : null}
      </fieldset>

      <Field
        id={inputId("message")}
        label={<>{t.message}<Required /></>}
        error={errors.message}
        hint={t.messageHint}
      >
        <textarea
          className={textareaClass}
          id={inputId("message")}
          name="message"
          required
          rows={5}
          maxLength={CONTACT_LIMITS.messageMax}
          defaultValue={values.message}
          {...errorAria(inputId("message"), errors.message)}
        />
      </Field>

      {/* Honeypot: off-screen, out of the tab order and hidden from screen readers; only bots fill it. */}
      <div aria-hidden="true" className="absolute -inset-s-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-site-web">{t.honeypot}</label>
        <input id="contact-site-web" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {failure ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm font-medium text-foreground">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0 text-destructive" />
          {failure}
        </p>
      ) : null}

      <p className="text-sm text-muted-foreground">{t.requiredNote}</p>

      <button
        type="submit"
        data-replay-click=""
        disabled={submitting}
        className={buttonVariants({ variant: "brand", size: "lg", className: "w-full sm:w-auto sm:justify-self-start" })}
      >
        <Icon name="send" />
        {submitting ? t.sending : t.send}
      </button>
    </form>
  );
}

function describedBy(field: ContactField, error: string | undefined): string {
  return ["contact-services-hint", error ? fieldErrorId(inputId(field)) : null].filter(Boolean).join(" ");
}

function focusFirstError(form: HTMLFormElement | null, errors: ContactErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (!form || !first) return;
  const target = first === "services" ? form.querySelector<HTMLElement>("#contact-service-0") : form.querySelector<HTMLElement>(`#${inputId(first)}`);
  target?.focus();
}
