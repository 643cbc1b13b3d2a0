// A modal opened by the screen itself (no trigger button of its own): a row's "change attendee" or "mark as
// refunded outside". React Aria's Modal: focus kept inside, Escape and a click outside close it.
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

export function OrderModal(props: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && props.onClose()}>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{props.title}</Heading>
          {props.children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
