// /manage/o/:org/devices: the organizer's door devices (phones, scanners): pair one (its pairing code shown once),
// see each one's lists, state and when it was last seen, and revoke one (refused at once; its offline scans are
// kept, never counted).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  checkInKeys,
  devicesQuery,
  organizerListsQuery,
  revokeDevice,
  type CheckInDevice,
} from "../../api/check-in.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { dateTime } from "../integrations/format.ts";
import { deviceState } from "./device-state.ts";
import { timeAgo } from "./format.ts";
import { PairDevice } from "./PairDevice.tsx";

export function Devices() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery(org));
  const lists = useQuery(organizerListsQuery(org));
  const refresh = () => queryClient.invalidateQueries({ queryKey: checkInKeys.devices(org) });
  const revoke = useMutation({ mutationFn: (id: string) => revokeDevice(org, id), onSettled: refresh });
  const listNames = useMemo(
    () => new Map((lists.data ?? []).map((l) => [l.id, `${l.name} (${l.eventName})`])),
    [lists.data],
  );
  const columns = useMemo<Columns<CheckInDevice>>(() => {
    const now = Date.now();
    return [
      { id: "name", header: t("checkin.devices.name"), cell: ({ row }) => row.original.name },
      {
        id: "lists",
        header: t("checkin.devices.lists"),
        cell: ({ row }) => row.original.listIds.map((id) => listNames.get(id) ?? `#${id}`).join(", "),
      },
      {
        id: "state",
        header: t("checkin.devices.state"),
        cell: ({ row }) => {
          const state = deviceState(row.original, now);
          const text = t(`checkin.devices.${state.key}`);
          return state.at === null ? text : `${text} ${dateTime(state.at, language)}`;
        },
      },
      {
        id: "seen",
        header: t("checkin.devices.last_seen"),
        cell: ({ row }) =>
          row.original.lastSeenAt === null ? (
            t("checkin.devices.never")
          ) : (
            <time dateTime={new Date(row.original.lastSeenAt).toISOString()}>
              {timeAgo(row.original.lastSeenAt, now, language)}
            </time>
          ),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) =>
          row.original.revokedAt !== null ? null : (
            <ConfirmButton
              label={t("checkin.devices.revoke")}
              ariaLabel={t("checkin.devices.revoke_named", { name: row.original.name })}
              question={t("checkin.devices.revoke_question", { name: row.original.name })}
              onConfirm={() => revoke.mutate(row.original.id)}
            />
          ),
      },
    ];
    // devices.dataUpdatedAt: "now" moves with every refetch, so "last seen" and an expired pairing stay true
  }, [t, language, listNames, revoke, devices.dataUpdatedAt]);
  const failure = devices.error ?? lists.error ?? revoke.error;
  return (
    <section className="stack">
      <div className="title-row">
        <h1>{t("checkin.devices.title")}</h1>
        <PairDevice org={org} onPaired={refresh} />
      </div>
      <p className="hint">{t("checkin.devices.help")}</p>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("checkin.devices.title")}
        columns={columns}
        data={devices.data ?? []}
        rowKey={(d) => d.id}
        empty={devices.isPending ? t("common.loading") : t("checkin.devices.none")}
      />
    </section>
  );
}
