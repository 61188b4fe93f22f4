"use client";

import { PREFERENCE_LANGUAGES, type PreferenceLanguage } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { preferencesArea } from "../../../locales/es-ES/labels/preferences";
import { Button } from "../../../ui/Button";
import { SelectField } from "../../../ui/Field/SelectField";

/** The language of e-mails and documents: saved with its button, so moving through the list
 * by keyboard changes nothing on its own. */
export function LanguageForm({
  heading: Sub,
  value,
  busy,
  saving,
  onChoose,
  onSave,
}: {
  heading: "h3" | "h4";
  value: PreferenceLanguage;
  busy: boolean;
  saving: boolean;
  onChoose: (language: PreferenceLanguage) => void;
  onSave: () => void;
}) {
  const t = useTexts(preferencesArea);
  return (
    <form
      className="ov:flex ov:flex-col ov:gap-3"
      data-slot="preferences-language"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSave();
      }}
    >
      <Sub className="ov:text-base ov:font-semibold ov:text-text">{t.languageHeading}</Sub>
      <SelectField
        label={t.language}
        hint={t.languageHint}
        value={value}
        options={PREFERENCE_LANGUAGES.map((code) => ({ value: code, label: t.languages[code] }))}
        onChange={(event) => onChoose(event.target.value as PreferenceLanguage)}
      />
      <Button type="submit" className="ov:self-start" busy={saving}>
        {t.saveLanguage}
      </Button>
    </form>
  );
}
