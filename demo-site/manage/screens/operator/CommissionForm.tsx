// The commission the operator takes from one organizer's sales: a percentage and an added amount per ticket.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog, Form, Heading, Modal, ModalOverlay } from "react-aria-components";
import { api } from "../../api/http.ts";
import type { OperatorOrganizer } from "../../api/team.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { FormActions } from "../../ui/FormActions.tsx";

export function CommissionForm(props: {
  organizer: OperatorOrganizer;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const t = useT();
  const [percent, setPercent] = useState(String(props.organizer.user_commission));
  const [added, setAdded] = useState(String(props.organizer.user_added_commission));
  const save = useMutation({
    mutationFn: () =>
      api("PATCH", `/operator/organizers/${props.organizer.id}`, {
        user_commission: Number(percent.replace(",", ".")),
        user_added_commission: Number(added.replace(",", ".")),
      }),
    onSuccess: async () => {
      await props.onSaved();
      props.onClose();
    },
  });
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && props.onClose()}>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{t("team.operator.commission_of", { name: props.organizer.name })}</Heading>
          <Form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            {save.error ? <Notice tone="error">{errorText(t, save.error)}</Notice> : null}
            <TextInput
              label={t("team.operator.commission")}
              value={percent}
              onChange={setPercent}
              inputMode="decimal"
              isRequired
              autoFocus
            />
            <TextInput
              label={t("team.operator.added_commission")}
              value={added}
              onChange={setAdded}
              inputMode="decimal"
              isRequired
            />
            <FormActions busy={save.isPending} onCancel={props.onClose} />
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
