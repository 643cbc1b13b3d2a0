import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useId, useMemo, useRef } from "react";
import { formatPercent } from "../../lib/format.ts";
import { canApplyVoucher, debounce, voucherCounts, VOUCHER_DEBOUNCE_MS } from "../../lib/voucher.ts";
import { BUYER_FIELDS } from "../../lib/validation.ts";
import { buyerErrorsAtom } from "../../state/buyer-errors.ts";
import { focusFirstErrorAtom } from "../../state/buyer-submit.ts";
import { configAtom } from "../../state/config-atoms.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { visibleTicketsAtom } from "../../state/ticket-atoms.ts";
import { applyVoucherAtom, editVoucherCodeAtom, setVoucherEnabledAtom, voucherAtom } from "../../state/voucher.ts";
import { useLocale } from "../i18n-context.tsx";

/** Spec §2 voucher section: checkbox, code field, apply (click or Enter, debounced 100 ms, 3+ chars). */
export function VoucherSection() {
  const { t, locale } = useLocale();
  const voucher = useAtomValue(voucherAtom);
  const formErrors = useAtomValue(buyerErrorsAtom);
  const formError = formErrors.voucher;
  const focusRequest = useAtomValue(focusFirstErrorAtom);
  const { apiOrigin } = useAtomValue(configAtom);
  const tickets = useAtomValue(visibleTicketsAtom);
  const setEnabled = useSetAtom(setVoucherEnabledAtom);
  const edit = useSetAtom(editVoucherCodeAtom);
  const apply = useSetAtom(applyVoucherAtom);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const event = useAtomValue(eventAtom);
  // Spec §7: the event id is taken from the first ticket; without tickets the check answers tickets_not_available.
  const first = tickets[0];
  const eventId = first ? (first.event_id ?? event?.id) : undefined;
  // One debounced apply for the component's life, reading the latest context when it fires. Re-created per
  // dependency change (as before), a change within the 100 ms after a click would cancel that click's apply;
  // now only unmounting cancels it.
  const latest = useRef({ apply, apiOrigin, eventId });
  latest.current = { apply, apiOrigin, eventId };
  const debouncedApply = useMemo(
    () =>
      debounce(
        () => void latest.current.apply({ apiOrigin: latest.current.apiOrigin, eventId: latest.current.eventId }),
        VOUCHER_DEBOUNCE_MS,
      ),
    [],
  );
  useEffect(() => () => debouncedApply.cancel(), [debouncedApply]);

  const wasEnabled = useRef(voucher.enabled);
  useEffect(() => {
    // Ticking the box focuses the code field (spec §2); not on first render with a prefilled code.
    if (voucher.enabled && !wasEnabled.current) input.current?.focus();
    wasEnabled.current = voucher.enabled;
  }, [voucher.enabled]);

  // After a failed "Next" where only the voucher is wrong, focus its field (BuyerForm handles the others).
  useEffect(() => {
    if (focusRequest === 0) return;
    if (formErrors.voucher && !BUYER_FIELDS.some((f) => formErrors[f])) input.current?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps

  // An empty code still goes through the check, which answers provide_voucher_code without a request;
  // 1–2 characters do nothing (the button is disabled for them too).
  const requestApply = () => {
    if (voucher.checking) return;
    if (voucher.code.trim() === "" || canApplyVoucher(voucher.code)) debouncedApply();
  };

  const errorKey = voucher.error ?? formError ?? null;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <div className="tc-voucher" part="voucher">
      <label className="tc-check">
        <input
          type="checkbox"
          name="hasVoucher"
          checked={voucher.enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <span>{t("voucher.have_voucher")}</span>
      </label>
      {voucher.enabled ? (
        <>
          <label className="tc-label" htmlFor={`${id}-code`}>
            {t("voucher.code_label")}
          </label>
          <div className="tc-voucher-row">
            <input
              ref={input}
              id={`${id}-code`}
              name="voucher"
              className="tc-input"
              part="input voucher-input"
              autoComplete="off"
              value={voucher.code}
              aria-invalid={errorKey ? true : undefined}
              aria-describedby={errorKey ? errorId : voucherCounts(voucher) ? statusId : undefined}
              onChange={(e) => edit(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  requestApply();
                }
              }}
            />
            <button
              type="button"
              className="tc-button"
              part="button voucher-apply"
              // Not `disabled` while checking: disabling the focused button would drop focus to the page.
              disabled={!canApplyVoucher(voucher.code)}
              aria-disabled={voucher.checking || undefined}
              onClick={requestApply}
            >
              {voucher.checking ? t("voucher.checking") : t("voucher.apply")}
            </button>
          </div>
          {errorKey ? (
            <p id={errorId} className="tc-field-error" part="field-error" data-error-key={errorKey} role="alert">
              {errorKey === "rate_limited"
                ? t("common.rate_limited", { count: voucher.waitMinutes ?? 1 })
                : t(`voucher.${errorKey}`)}
            </p>
          ) : null}
          {voucherCounts(voucher) ? (
            <p id={statusId} className="tc-voucher-ok" role="status">
              {t("voucher.applied", { percent: formatPercent(voucher.discount, locale) })}
            </p>
          ) : voucher.valid ? (
            <p className="tc-muted" role="status">
              {t("voucher.no_discount")}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
