// Refund an order: all of it, chosen tickets, or an amount up to what is left, and whether the refunded places go
// back on sale. It moves money, so the server asks for a fresh sign-in first (the re-auth dialog opens by itself).
// What it shows afterwards is the provider's answer: a refund is "done" only once the provider says so.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Checkbox, Form } from "react-aria-components";
import { orderKeys, type OrderDetail } from "../../api/orders.ts";
import { requestRefund, type RefundAsk } from "../../api/refunds.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { labelOf, money } from "./format.ts";

type Mode = "whole" | "tickets" | "amount";

/** 128 random bits as hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** What is left to refund: paid minus every refund not failed or canceled. */
export function refundable(order: OrderDetail): number {
  const taken = order.refunds
    .filter((r) => r.state !== "failed" && r.state !== "canceled")
    .reduce((sum, r) => sum + Number(r.amount), 0);
  return Math.max(0, Math.round((Number(order.total) - taken) * 100) / 100);
}

export function RefundDialog(props: { org: number; order: OrderDetail; onDone: (text: string) => void }) {
  const { t, language } = useI18n();
  const { org, order } = props;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>("whole");
  const [tickets, setTickets] = useState<string[]>([]);
  const [amount, setAmount] = useState("");
  const [returnToSale, setReturnToSale] = useState(true);
  const [key, setKey] = useState(newKey);
  const left = refundable(order);
  const live = order.tickets.filter((ticket) => !ticket.voided);
  const refund = useMutation({
    mutationFn: (ask: RefundAsk) => requestRefund(org, order.id, ask),
    onSuccess: async (answer) => {
      setOpen(false);
      props.onDone(
        t("orders.refund.asked", {
          amount: money(answer.amount, answer.currency, language),
          state: labelOf(t, "orders.refund_state", answer.state),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: orderKeys.all(org) });
    },
  });
  const ask = (): RefundAsk => {
    const common = { returnToSale, idempotencyKey: key };
    if (mode === "tickets") return { ...common, ticketIds: tickets };
    if (mode === "amount") return { ...common, amount: amount.trim().replace(",", ".") };
    return common;
  };
  const invalid = (mode === "tickets" && tickets.length === 0) || (mode === "amount" && !amount.trim());
  if (left <= 0) return null;
  return (
    <FormDialog
      trigger={t("orders.refund.open")}
      title={t("orders.refund.title", { id: order.id })}
      isOpen={open}
      onOpenChange={(o) => {
        setOpen(o);
        refund.reset();
        // A new dialog is a new refund; resubmitting the same one keeps its key.
        if (o) setKey(newKey());
      }}
    >
      <Form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) refund.mutate(ask());
        }}
      >
        {refund.error ? <Notice tone="error">{errorText(t, refund.error)}</Notice> : null}
        <p>{t("orders.refund.left", { amount: money(String(left), order.currency, language) })}</p>
        <fieldset className="stack">
          <legend>{t("orders.refund.what")}</legend>
          {(["whole", "tickets", "amount"] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="refund-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />{" "}
              {t(`orders.refund.mode.${m}`)}
            </label>
          ))}
        </fieldset>
        {mode === "tickets" ? (
          <fieldset className="stack">
            <legend>{t("orders.refund.which")}</legend>
            {live.map((ticket) => (
              <Checkbox
                key={ticket.id}
                className="checkbox"
                isSelected={tickets.includes(ticket.id)}
                onChange={(on) =>
                  setTickets((list) => (on ? [...list, ticket.id] : list.filter((x) => x !== ticket.id)))
                }
              >
                <span className="checkbox-box" aria-hidden="true" />
                <span className="secret">{`${ticket.ticketName} · ${ticket.code}`}</span>
              </Checkbox>
            ))}
          </fieldset>
        ) : null}
        {mode === "amount" ? (
          <TextInput
            label={t("orders.refund.amount", { currency: order.currency })}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            isRequired
          />
        ) : null}
        <Checkbox className="checkbox" isSelected={returnToSale} onChange={setReturnToSale}>
          <span className="checkbox-box" aria-hidden="true" />
          {t("orders.refund.return_to_sale")}
        </Checkbox>
        <p className="hint">{t("orders.refund.provider_note")}</p>
        <FormActions busy={refund.isPending} onCancel={() => setOpen(false)} submitLabel={t("orders.refund.submit")} />
      </Form>
    </FormDialog>
  );
}
