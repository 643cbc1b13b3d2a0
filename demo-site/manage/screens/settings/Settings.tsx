// The organizer's settings: name, subdomain, currency, the origins allowed to frame the checkout, and which
// provider serves cards (a change of that asks for a fresh sign-in). Saved with the version it was loaded at.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { catalogPaths, keys, organizerQuery, type OrganizerSettings } from "../../api/catalog.ts";
import { api, ApiFailure } from "../../api/http.ts";
import { OrganizerSettingsPatch } from "../../api/schemas.ts";
import { checked } from "../../lib/schema-errors.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";

const originsText = (value: OrganizerSettings["embed_origins"]) =>
  Array.isArray(value)
    ? value.join("\n")
    : (value ?? "")
        .split(/[\s,]+/)
        .filter(Boolean)
        .join("\n");

export function Settings() {
  const t = useT();
  const org = useOrganizerId();
  const settings = useQuery(organizerQuery(org));
  if (settings.error) return <Notice tone="error">{errorText(t, settings.error)}</Notice>;
  if (!settings.data) return <p role="status">{t("common.loading")}</p>;
  return (
    <SettingsForm
      key={settings.data.version}
      org={org}
      settings={settings.data}
      reload={() => void settings.refetch()}
    />
  );
}

function SettingsForm({ org, settings, reload }: { org: number; settings: OrganizerSettings; reload: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(settings.name);
  const [subdomain, setSubdomain] = useState(settings.subdomain);
  const [currency, setCurrency] = useState(settings.currency);
  const [origins, setOrigins] = useState(originsText(settings.embed_origins));
  const [cardPath, setCardPath] = useState(settings.card_path);
  const save = useMutation({
    mutationFn: () =>
      api(
        "PATCH",
        catalogPaths.org(org),
        checked(OrganizerSettingsPatch, {
          version: settings.version,
          name: name.trim(),
          subdomain: subdomain.trim(),
          currency: currency.trim().toUpperCase(),
          embed_origins: origins.split(/\s+/).filter(Boolean).length ? origins.split(/\s+/).filter(Boolean) : null,
          card_path: cardPath,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.organizer(org) }),
  });
  const conflict = save.error instanceof ApiFailure && save.error.code === "changed_meanwhile";
  return (
    <section className="stack">
      <h1>{t("team.settings.title")}</h1>
      <Form
        className="stack form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {conflict ? (
          <Notice tone="error">
            <p>{t("catalog.changed_meanwhile")}</p>
            <Button variant="secondary" onPress={reload}>
              {t("catalog.reload")}
            </Button>
          </Notice>
        ) : save.error ? (
          <Notice tone="error">{errorText(t, save.error)}</Notice>
        ) : save.isSuccess ? (
          <Notice tone="success">{t("catalog.saved")}</Notice>
        ) : null}
        <TextInput label={t("team.settings.name")} value={name} onChange={setName} isRequired />
        <TextInput label={t("team.settings.subdomain")} value={subdomain} onChange={setSubdomain} isRequired />
        <TextInput
          label={t("team.settings.currency")}
          value={currency}
          onChange={setCurrency}
          isRequired
          maxLength={3}
        />
        <TextInput
          label={t("team.settings.embed_origins")}
          description={t("team.settings.embed_origins_help")}
          multiline
          value={origins}
          onChange={setOrigins}
        />
        <div className="field">
          <label htmlFor="card-path">{t("team.settings.card_path")}</label>
          <select id="card-path" value={cardPath} onChange={(event) => setCardPath(event.target.value)}>
            <option value="stripe">Stripe</option>
            <option value="braintree">Braintree</option>
          </select>
        </div>
        <Button type="submit" isPending={save.isPending}>
          {t("common.save")}
        </Button>
      </Form>
    </section>
  );
}
