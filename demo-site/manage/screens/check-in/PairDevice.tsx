// Pair a device: its name and the lists it scans for (across the organizer's events), then its pairing code in place
// of the form, this once. Making one needs a fresh sign-in (the server asks; the re-auth dialog comes up and the
// call goes on). Closing forgets the code.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { organizerListsQuery, pairDevice } from "../../api/check-in.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { ChoiceGroup } from "../integrations/ChoiceGroup.tsx";
import { PairingCode } from "./PairingCode.tsx";

export function PairDevice({ org, onPaired }: { org: number; onPaired: () => Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [listIds, setListIds] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const lists = useQuery({ ...organizerListsQuery(org), enabled: open });
  const pair = useMutation({
    mutationFn: () => pairDevice(org, { name: name.trim(), listIds: listIds.map(Number) }),
    onSuccess: () => onPaired(),
  });
  const close = () => {
    setOpen(false);
    setName("");
    setListIds([]);
    setTried(false);
    pair.reset();
  };
  const options = (lists.data ?? []).map((list) => ({
    value: String(list.id),
    label: list.name,
    description: list.eventName,
  }));
  return (
    <FormDialog
      trigger={t("checkin.devices.pair")}
      title={t("checkin.devices.pair")}
      isOpen={open}
      onOpenChange={(o) => (o ? setOpen(true) : close())}
    >
      {pair.data ? (
        <PairingCode pairing={pair.data} onDone={close} />
      ) : (
        <Form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (name.trim() && listIds.length) pair.mutate();
          }}
        >
          {pair.error ? <Notice tone="error">{errorText(t, pair.error)}</Notice> : null}
          {lists.error ? <Notice tone="error">{errorText(t, lists.error)}</Notice> : null}
          <TextInput
            label={t("checkin.devices.name")}
            description={t("checkin.devices.name_help")}
            value={name}
            onChange={setName}
            isRequired
            maxLength={100}
            autoFocus
          />
          {lists.data && !options.length ? (
            <Notice tone="info">{t("checkin.devices.no_lists")}</Notice>
          ) : (
            <ChoiceGroup label={t("checkin.devices.lists")} options={options} value={listIds} onChange={setListIds} />
          )}
          {tried && !listIds.length && options.length ? (
            <p className="field-error">{t("checkin.devices.choose_list")}</p>
          ) : null}
          <FormActions busy={pair.isPending} onCancel={close} submitLabel={t("checkin.devices.pair_submit")} />
        </Form>
      )}
    </FormDialog>
  );
}
