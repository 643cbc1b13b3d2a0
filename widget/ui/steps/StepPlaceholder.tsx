import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { currentStepAtom } from "../../state/checkout-atoms.ts";
import { useLocale } from "../i18n-context.tsx";

/** Stands in for steps 2–5 until their own components are plugged into Checkout.tsx. Loaded lazily. */
export default function StepPlaceholder() {
  const { t } = useLocale();
  const step = useAtomValue(currentStepAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="tc-step" data-step={step}>
      <h3 className="tc-step-title" tabIndex={-1} ref={heading}>
        {t("common.step_label", { step })}
      </h3>
      <p className="tc-muted">{t("common.step_placeholder")}</p>
    </div>
  );
}
