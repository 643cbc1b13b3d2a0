// A role picker (owner, manager, door), labelled for the member it belongs to.
import { useId } from "react";
import type { Role } from "../../api/session.ts";
import { useT } from "../../i18n/I18nProvider.tsx";

export const ROLES: Role[] = ["owner", "manager", "door"];

export function RoleSelect({
  label,
  value,
  onChange,
  visibleLabel,
}: {
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  visibleLabel?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <span className="field">
      <label htmlFor={id} className={visibleLabel ? undefined : "visually-hidden"}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Role)}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`team.roles.${role}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
