// The team: members and their roles (owner: everything; manager: the catalog and orders; door: check-in), the
// invitations still open, and a new invitation (a mail with a single-use link).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../api/http.ts";
import type { Role } from "../../api/session.ts";
import { invitationsQuery, membersQuery, type Member, type PendingInvitation } from "../../api/team.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { InviteMember } from "./InviteMember.tsx";
import { RoleSelect } from "./RoleSelect.tsx";

export function Team() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery(org));
  const invitations = useQuery(invitationsQuery(org));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["organizer", org] });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) =>
      api("PATCH", `/organizers/${org}/members/${userId}`, { role }),
    onSettled: refresh,
  });
  const removeMember = useMutation({
    mutationFn: (userId: number) => api("DELETE", `/organizers/${org}/members/${userId}`),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api("DELETE", `/organizers/${org}/invitations/${id}`),
    onSettled: refresh,
  });
  const memberColumns = useMemo<Columns<Member>>(
    () => [
      { id: "name", header: t("team.member.name"), cell: ({ row }) => row.original.name },
      { id: "email", header: t("team.member.email"), cell: ({ row }) => row.original.email },
      {
        id: "role",
        header: t("team.member.role"),
        cell: ({ row }) => (
          <RoleSelect
            label={t("team.member.role_of", { name: row.original.name || row.original.email })}
            value={row.original.role}
            onChange={(role) => changeRole.mutate({ userId: row.original.userId, role })}
          />
        ),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <ConfirmButton
            label={t("common.remove")}
            ariaLabel={t("common.remove_named", { name: row.original.email })}
            question={t("common.remove_question", { name: row.original.email })}
            onConfirm={() => removeMember.mutate(row.original.userId)}
          />
        ),
      },
    ],
    [t, changeRole, removeMember],
  );
  const invitationColumns = useMemo<Columns<PendingInvitation>>(
    () => [
      { id: "email", header: t("team.member.email"), cell: ({ row }) => row.original.email },
      { id: "role", header: t("team.member.role"), cell: ({ row }) => t(`team.roles.${row.original.role}`) },
      {
        id: "expires",
        header: t("team.invitation.expires"),
        cell: ({ row }) => new Date(row.original.expiresAt).toLocaleString(language),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <ConfirmButton
            label={t("team.invitation.revoke")}
            ariaLabel={t("team.invitation.revoke_named", { email: row.original.email })}
            question={t("team.invitation.revoke_question", { email: row.original.email })}
            onConfirm={() => revoke.mutate(row.original.id)}
          />
        ),
      },
    ],
    [t, language, revoke],
  );
  const failure = members.error ?? invitations.error ?? changeRole.error ?? removeMember.error ?? revoke.error;
  return (
    <section className="stack">
      <div className="title-row">
        <h1>{t("team.title")}</h1>
        <InviteMember organizerId={org} onInvited={refresh} />
      </div>
      <p className="hint">{t("team.roles_help")}</p>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("team.title")}
        columns={memberColumns}
        data={members.data ?? []}
        rowKey={(m) => String(m.userId)}
        empty={t("team.no_members")}
      />
      <h2>{t("team.invitation.title")}</h2>
      <DataTable
        caption={t("team.invitation.title")}
        columns={invitationColumns}
        data={invitations.data ?? []}
        rowKey={(i) => String(i.id)}
        empty={t("team.invitation.none")}
      />
    </section>
  );
}
