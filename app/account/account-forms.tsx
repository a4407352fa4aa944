import { useEffect, useRef } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/auth/schemas";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import { PROFILE_LIMITS, type AccountActionResult, type ProfileValues } from "./account-schema";
import { AccountStatusLine } from "./account-status-line";
import { useAccountForm } from "./use-account-form";

const errorsOf = (result: AccountActionResult | undefined) => (result && !result.ok ? (result.fieldErrors ?? {}) : {});

/** 'Prénom', 'Nom', 'Téléphone', 'Société': they prefill the checkout and the contact form. */
export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const { fetcher, result, documentResult, busy } = useAccountForm("profile");
  const errors = errorsOf(result);
  const typed = result && !result.ok ? result.values : undefined;
  const t = useMessages().account.forms;
  const action = useLocalizedPath()("/compte");
  const field = (
    name: keyof ProfileValues,
    label: string,
    options: { type?: string; autoComplete: string; placeholder?: string },
  ) => {
    const id = `profil-${name.replace("_", "-")}`;
    return (
      <Field id={id} label={label} error={errors[name]}>
        <Input
          id={id}
          name={name}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          placeholder={options.placeholder}
          maxLength={PROFILE_LIMITS[name]}
          defaultValue={typed?.[name] ?? profile[name]}
          {...errorAria(id, errors[name])}
        />
      </Field>
    );
  };
  return (
    <fetcher.Form method="post" action={`${action}#profil`} className="grid gap-5" aria-label={t.profile}>
      <input type="hidden" name="intent" value="profile" />
      <AccountStatusLine result={documentResult} />
      <div className="grid gap-5 sm:grid-cols-2">
        {field("first_name", t.firstName, { autoComplete: "given-name" })}
        {field("last_name", t.lastName, { autoComplete: "family-name" })}
        {field("phone", t.phone, { type: "tel", autoComplete: "tel", placeholder: t.phonePlaceholder })}
        {field("company", t.company, { autoComplete: "organization" })}
      </div>
      <Button type="submit" variant="brand" disabled={busy} className="justify-self-start">
        {busy ? t.saving : t.saveProfile}
      </Button>
    </fetcher.Form>
  );
}

/** The account's address with its state, and the request to change it (confirmed from the new address). */
export function EmailForm({ email, verified }: { email: string; verified: boolean }) {
  const { fetcher, result, documentResult, busy, succeeded } = useAccountForm("email");
  const errors = errorsOf(result);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useMessages().account.forms;
  const action = useLocalizedPath()("/compte");
  useEffect(() => {
    if (succeeded) formRef.current?.reset();
  }, [succeeded]);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <h3 className="text-base font-semibold">{t.emailHeading}</h3>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium break-all">{email}</span>
          {verified ? (
            <Badge variant="plain" className="border-green-200 bg-green-100 text-green-800">
              {t.verified}
            </Badge>
          ) : (
            <Badge variant="plain" className="border-gold/60 bg-gold/15 text-gold-text">
              {t.unverified}
            </Badge>
          )}
        </p>
      </div>
      <fetcher.Form ref={formRef} method="post" action={`${action}#connexion`} className="grid gap-4" aria-label={t.changeEmailForm}>
        <input type="hidden" name="intent" value="email" />
        <AccountStatusLine result={documentResult} />
        <Field
          id="compte-nouvel-email"
          label={t.newEmail}
          error={errors.new_email}
          hint={t.newEmailHint}
        >
          <Input
            id="compte-nouvel-email"
            name="new_email"
            type="email"
            autoComplete="email"
            required
            maxLength={CHECKOUT_LIMITS.emailMax}
            defaultValue={result && !result.ok ? (result.values?.new_email ?? "") : ""}
            {...errorAria("compte-nouvel-email", errors.new_email)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
          {busy ? t.sending : t.changeEmail}
        </Button>
      </fetcher.Form>
    </div>
  );
}

/** SPEC §5's rules for a new password: 8 characters at least, both entries equal. */
export function PasswordForm({ email }: { email: string }) {
  const { fetcher, result, documentResult, busy, succeeded } = useAccountForm("password");
  const errors = errorsOf(result);
  const formRef = useRef<HTMLFormElement>(null);
  const messages = useMessages();
  const t = messages.account.forms;
  const action = useLocalizedPath()("/compte");
  useEffect(() => {
    if (succeeded) formRef.current?.reset();
  }, [succeeded]);
  const password = (name: string, id: string, label: string, autoComplete: string, hint?: string) => (
    <Field id={id} label={label} error={errors[name]} hint={hint}>
      <Input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={autoComplete === "new-password" ? PASSWORD_MIN_LENGTH : undefined}
        maxLength={PASSWORD_MAX_LENGTH}
        {...errorAria(id, errors[name])}
      />
    </Field>
  );
  return (
    <div className="grid gap-4">
      <h3 className="text-base font-semibold">{t.passwordHeading}</h3>
      <fetcher.Form ref={formRef} method="post" action={`${action}#connexion`} className="grid gap-4" aria-label={t.changePasswordForm}>
        <input type="hidden" name="intent" value="password" />
        {/* For password managers: the account these passwords belong to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <AccountStatusLine result={documentResult} />
        {password("current_password", "compte-mot-de-passe-actuel", t.currentPassword, "current-password")}
        {password(
          "new_password",
          "compte-nouveau-mot-de-passe",
          t.newPassword,
          "new-password",
          messages.auth.signIn.newPasswordHint(PASSWORD_MIN_LENGTH),
        )}
        {password("confirm_password", "compte-confirmer-mot-de-passe", t.confirmPassword, "new-password")}
        <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
          {busy ? t.changing : t.changePassword}
        </Button>
      </fetcher.Form>
    </div>
  );
}

/**
 * Deleting the account: confirmed by typing its address (works without JavaScript, and a slip of
 * the finger cannot do it). Orders and messages stay for the agency's accounts.
 */
export function DeleteAccountForm({ email, lastAdmin }: { email: string; lastAdmin: boolean }) {
  const { fetcher, result, documentResult, busy } = useAccountForm("delete");
  const errors = errorsOf(result);
  const { forms: t, answers } = useMessages().account;
  const action = useLocalizedPath()("/compte");
  return (
    <div className="grid gap-4">
      <ul className="grid list-disc gap-1.5 ps-5 text-sm">
        <li>{t.deleteWhat}</li>
        <li>{answers.keptForAccounting}</li>
        <li>{t.deleteMessagesKept}</li>
      </ul>
      {lastAdmin ? (
        <p role="note" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium">
          {answers.lastAdmin}
        </p>
      ) : null}
      <fetcher.Form method="post" action={`${action}#suppression`} className="grid gap-4" aria-label={t.deleteForm}>
        <input type="hidden" name="intent" value="delete" />
        <AccountStatusLine result={documentResult} />
        <Field
          id="compte-confirmer-suppression"
          label={t.confirmEmail}
          hint={
            <>
              {t.accountAddress}
              <span dir="ltr" className="break-all">{email}</span>
            </>
          }
          error={errors.confirm_email}
        >
          <Input
            id="compte-confirmer-suppression"
            name="confirm_email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            disabled={lastAdmin}
            defaultValue={result && !result.ok ? (result.values?.confirm_email ?? "") : ""}
            {...errorAria("compte-confirmer-suppression", errors.confirm_email)}
          />
        </Field>
        <Button type="submit" variant="destructive" disabled={busy || lastAdmin} className="justify-self-start whitespace-normal">
          {busy ? t.deleting : t.deleteButton}
        </Button>
      </fetcher.Form>
    </div>
  );
}
