// Which organizer the screens show, for someone in more than one team.
import { useNavigate } from "@tanstack/react-router";
import { useId } from "react";
import { useSession } from "../api/session.ts";
import { useT } from "../i18n/I18nProvider.tsx";

export function OrganizerPicker({ current }: { current: number | null }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  return (
    <span className="organizer-picker">
      <label htmlFor={id}>{t("common.organizer")}</label>
      <select
        id={id}
        value={current ?? ""}
        onChange={(event) => void navigate({ to: "/o/$org", params: { org: event.target.value } })}
      >
        {session?.organizers.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </span>
  );
}
