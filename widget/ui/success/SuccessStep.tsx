import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { buyerDetailsAtom } from "../../state/buyer.ts";
import { orderSuccessAtom } from "../../state/buyer-order.ts";
import { resetCheckoutAtom } from "../../state/buyer-submit.ts";
import { detailsCss } from "../details/details-styles.ts";
import { useLocale } from "../i18n-context.tsx";
import { StepStyle } from "../StepStyle.tsx";

/** Step 5 (spec §2): greeting, email confirmation, ticket download, save reminder, get more tickets. */
export default function SuccessStep() {
  const { t } = useLocale();
  const success = useAtomValue(orderSuccessAtom);
  const buyer = useAtomValue(buyerDetailsAtom);
  const reset = useSetAtom(resetCheckoutAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const firstName = buyer.firstName.trim();
  const email = buyer.email.trim();
  return (
    <div className="tc-step tc-step-5" data-step="5">
      <StepStyle css={detailsCss} />
      <section className="tc-success" part="success">
        <h3 className="tc-success-title" tabIndex={-1} ref={heading}>
          {firstName ? t("success.title", { name: firstName }) : t("success.title_anonymous")}
        </h3>
        {email ? <p>{t("success.confirmation", { email })}</p> : null}
        <div className="tc-success-actions">
          {success?.ticket ? (
            <a
              className="tc-button tc-button-success"
              part="button ticket-download"
              href={success.ticket}
              target="_blank"
              rel="noopener"
            >
              {t("success.download")}
              <span className="tc-visually-hidden"> {t("success.new_tab")}</span>
            </a>
          ) : null}
          <button type="button" className="tc-button" part="button get-more" onClick={() => reset()}>
            {t("success.get_more")}
          </button>
        </div>
        <p className="tc-muted">{t("success.save_reminder")}</p>
      </section>
    </div>
  );
}
