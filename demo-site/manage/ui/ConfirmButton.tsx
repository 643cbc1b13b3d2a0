// A button for something that cannot be undone (remove, revoke): it asks first, in an alert dialog that names
// what goes, with the safe choice focused.
import { useState } from "react";
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useT } from "../i18n/I18nProvider.tsx";
import { Button } from "./Button.tsx";

export function ConfirmButton(props: { label: string; ariaLabel: string; question: string; onConfirm: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button variant="danger" aria-label={props.ariaLabel}>
        {props.label}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            <Heading slot="title">{props.question}</Heading>
            <div className="actions">
              <Button variant="secondary" autoFocus onPress={() => setOpen(false)}>
                {t("common.cancel")}
              </Button>
              <Button
                variant="danger"
                onPress={() => {
                  setOpen(false);
                  props.onConfirm();
                }}
              >
                {props.label}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
