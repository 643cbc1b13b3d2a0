// Change who an order is for (its buyer) or who one ticket is for: name and e-mail. The server audits the change,
// and the next mail (a resend, a refund notice) goes to the new address.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { changeAttendee, orderKeys } from "../../api/orders.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { OrderModal } from "./OrderModal.tsx";

export interface AttendeeTarget {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent: the order's buyer. */
  ticketId?: string;
}

export function AttendeeDialog(props: {
  org: number;
  orderId: string;
  target: AttendeeTarget;
  onClose: (saved: boolean) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(props.target.firstName);
  const [lastName, setLastName] = useState(props.target.lastName);
  const [email, setEmail] = useState(props.target.email);
  const save = useMutation({
    mutationFn: () =>
      changeAttendee(props.org, props.orderId, {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        ...(props.target.ticketId ? { ticketId: props.target.ticketId } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all(props.org) });
      props.onClose(true);
    },
  });
  const title = props.target.ticketId ? t("orders.attendee.change_ticket") : t("orders.attendee.change_buyer");
  return (
    <OrderModal title={title} onClose={() => props.onClose(false)}>
      <Form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {save.error ? <Notice tone="error">{errorText(t, save.error)}</Notice> : null}
        <TextInput label={t("orders.attendee.first_name")} value={firstName} onChange={setFirstName} isRequired />
        <TextInput label={t("orders.attendee.last_name")} value={lastName} onChange={setLastName} isRequired />
        <TextInput label={t("orders.attendee.email")} type="email" value={email} onChange={setEmail} isRequired />
        <p className="hint">{t("orders.attendee.next_mail")}</p>
        <FormActions busy={save.isPending} onCancel={() => props.onClose(false)} />
      </Form>
    </OrderModal>
  );
}
