// Which gate this scanner checks for: the lists it may use, by event (a paired device: the ones the organizer gave
// it; a signed-in person: every list of the organizer's events), and the way out (unpair or leave).
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { Notice } from "../../ui/Notice.tsx";
import type { EngineState, ListChoice } from "../engine/index.ts";

function byEvent(lists: ListChoice[]): [string, ListChoice[]][] {
  const groups = new Map<number, [string, ListChoice[]]>();
  for (const list of lists) {
    const group = groups.get(list.eventId) ?? [list.eventName, []];
    group[1].push(list);
    groups.set(list.eventId, group);
  }
  return [...groups.values()];
}

export function ListPicker(props: { state: EngineState; onPick: (id: number) => void; onForget: () => void }) {
  const t = useT();
  const { state } = props;
  const forget =
    state.identity?.kind === "device" ? t("scanner.lists.forget_device") : t("scanner.lists.forget_person");
  return (
    <section className="stack">
      <h1>{t("scanner.lists.title")}</h1>
      <p className="hint">{t("scanner.lists.text")}</p>
      {state.lists.length === 0 ? (
        <Notice tone="info">
          {state.identity?.kind === "device" ? t("scanner.lists.none") : t("scanner.lists.none_person")}
        </Notice>
      ) : null}
      {byEvent(state.lists).map(([eventName, lists]) => (
        <section key={eventName} className="scanner-card stack">
          <h2>{eventName}</h2>
          <ul className="scanner-lists">
            {lists.map((list) => (
              <li key={list.id}>
                <Button
                  variant={list.id === state.listId ? "primary" : "secondary"}
                  onPress={() => props.onPick(list.id)}
                  aria-current={list.id === state.listId ? "true" : undefined}
                >
                  <span className="scanner-list-name">{list.name}</span>
                  {list.allowReentry ? <span className="scanner-list-note">{t("scanner.lists.reentry")}</span> : null}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="actions">
        <ConfirmButton
          label={forget}
          ariaLabel={forget}
          question={t("scanner.lists.forget_question")}
          onConfirm={props.onForget}
        />
      </div>
    </section>
  );
}
