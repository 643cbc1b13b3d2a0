import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { ListedMethod } from "../../lib/payment-methods/method-lists.ts";
import { useLocale } from "../i18n-context.tsx";
import { MethodIcon } from "./MethodIcon.tsx";

interface Props {
  label: string;
  methods: ListedMethod[];
  selected: string | null;
  onPick(method: ListedMethod): void;
  /** Visible heading of the group (the "other payment methods" title); else `label` names it. */
  showTitle?: boolean;
}

/**
 * A radio group of methods. Picking a method advances the flow (spec §2), so unlike a plain radio group
 * the arrow keys only move focus (roving tabindex, Home/End); Space, Enter or a click picks.
 */
export function MethodList({ label, methods, selected, onPick, showTitle }: Props) {
  const { t } = useLocale();
  const titleId = useId();
  const list = useRef<HTMLDivElement>(null);
  // The one item Tab reaches: the picked method, else the first; then wherever the arrows moved.
  const [focused, setFocused] = useState(() =>
    Math.max(
      0,
      methods.findIndex((m) => m.name === selected),
    ),
  );
  const tabStop = Math.min(focused, methods.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? [])];
    const current = items.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowRight: current + 1,
      ArrowUp: current - 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + items.length) % items.length;
    setFocused(index);
    items[index]!.focus();
  }

  return (
    <div className="tc-methods">
      {showTitle ? (
        <h4 className="tc-methods-title" id={titleId}>
          {label}
        </h4>
      ) : null}
      <div
        ref={list}
        className="tc-method-list"
        role="radiogroup"
        aria-label={showTitle ? undefined : label}
        aria-labelledby={showTitle ? titleId : undefined}
        onKeyDown={onKeyDown}
        part="payment-methods"
      >
        {methods.map((method, index) => (
          <button
            key={method.name}
            type="button"
            role="radio"
            className="tc-method"
            part="payment-method"
            data-method={method.name}
            aria-checked={method.name === selected}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocused(index)}
            onClick={() => onPick(method)}
          >
            <MethodIcon icon={method.icon} />
            {/* A brand is written the same in every language; described methods are translated. */}
            <span>{"brand" in method.label ? method.label.brand : t(`payment-method.${method.label.key}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
