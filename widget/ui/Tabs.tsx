import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { useLocale } from "./i18n-context.tsx";

export interface TabDef {
  id: string;
  label: string;
  content: ReactNode;
}

interface Props {
  label: string;
  tabs: TabDef[];
  selected: string;
  onSelect: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs({ label, tabs, selected, onSelect }: Props) {
  const { t } = useLocale();
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    const tab = tabs[target];
    if (tab) onSelect(tab.id);
    buttons.current[target]?.focus();
  };
  return (
    <div className="tc-tabs">
      {/* Spec §8: a failure to set up the tabs warns and leaves the selected panel usable. */}
      <ErrorBoundary fallback={() => <TabsWarning message={t("common.tabs_failed")} />}>
        <div role="tablist" aria-label={label} className="tc-tablist" part="tabs">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(el) => void (buttons.current[index] = el)}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={tab.id === selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={tab.id === selected ? 0 : -1}
              // In the server's markup a click on a tab is recorded by the loader and applied after hydration.
              data-tc-tab={tab.id}
              className="tc-tab"
              part={tab.id === selected ? "tab tab-selected" : "tab"}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </ErrorBoundary>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className="tc-panel"
          part="panel"
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}

function TabsWarning({ message }: { message: string }) {
  console.warn(`ticket-checkout: ${message}`);
  return (
    <p className="tc-banner tc-banner-presale_not_started" role="status">
      {message}
    </p>
  );
}
