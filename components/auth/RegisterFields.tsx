import { useTranslations } from "next-intl";
import type { RegistrationField, RegistrationInput } from "@/lib/validation/registration";
import type { CountryOption } from "./country-options";
import { CountrySelect } from "./CountrySelect";
import { TermsCheckbox } from "./TermsCheckbox";
import { PasswordField, TextField } from "./TextField";

/** Team names longer than this are refused by the database (user_profiles check constraint). */
const TEAM_NAME_MAX_LENGTH = 80;

type Shared = {
  fields: RegistrationInput;
  update: <K extends RegistrationField>(field: K, value: RegistrationInput[K]) => void;
  fieldProps: (field: RegistrationField) => { id: string; invalid: boolean; messageId: string };
};

/** Register mode, above e-mail and password: who the team is. */
export function TeamFields({ fields, update, fieldProps, countries }: Shared & { countries: CountryOption[] }) {
  const t = useTranslations("Auth");
  const country = fieldProps("country");
  return (
    <>
      <TextField
        {...fieldProps("teamName")}
        label={t("teamName")}
        name="teamName"
        autoComplete="organization"
        required
        maxLength={TEAM_NAME_MAX_LENGTH}
        value={fields.teamName}
        onChange={(e) => update("teamName", e.target.value)}
      />
      <CountrySelect
        {...country}
        label={t("country")}
        placeholder={t("countryPlaceholder")}
        options={countries}
        value={fields.country}
        onChange={(value) => update("country", value)}
      />
    </>
  );
}

/** Register mode, below the password: its confirmation and the terms. */
export function ConfirmFields({ fields, update, fieldProps, termsHref }: Shared & { termsHref: string }) {
  const t = useTranslations("Auth");
  return (
    <>
      <PasswordField
        {...fieldProps("confirmPassword")}
        label={t("confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={(e) => update("confirmPassword", e.target.value)}
      />
      <TermsCheckbox
        {...fieldProps("acceptedTerms")}
        termsHref={termsHref}
        checked={fields.acceptedTerms}
        onChange={(checked) => update("acceptedTerms", checked)}
      />
    </>
  );
}
