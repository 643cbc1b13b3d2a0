// The event's vouchers: code, discount (percent), valid until, maximum uses and how many were used; add, remove.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { catalogPaths, keys, vouchersQuery, type Voucher } from "../../api/catalog.ts";
import { api } from "../../api/http.ts";
import { VoucherCreate, VoucherPatch } from "../../api/schemas.ts";
import { checked } from "../../lib/schema-errors.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";
import { VoucherForm } from "./VoucherForm.tsx";

export function Vouchers() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const id = useEventId();
  const base = `${catalogPaths.ev(org, id)}/vouchers`;
  const queryClient = useQueryClient();
  const list = useQuery(vouchersQuery(org, id));
  const [editing, setEditing] = useState<Voucher | "new" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.part(org, id, "vouchers") });
  const add = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      editing === "new" || !editing
        ? api("POST", base, checked(VoucherCreate, body))
        : api(
            "PATCH",
            `${base}/${encodeURIComponent(editing.code)}`,
            checked(VoucherPatch, { ...body, version: editing.version }),
          ),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (code: string) => api("DELETE", `${base}/${encodeURIComponent(code)}`),
    onSettled: refresh,
  });
  const columns = useMemo<Columns<Voucher>>(
    () => [
      { id: "code", header: t("catalog.voucher.code"), cell: ({ row }) => <code>{row.original.code}</code> },
      { id: "discount", header: t("catalog.voucher.discount"), cell: ({ row }) => `${row.original.discount} %` },
      {
        id: "valid_until",
        header: t("catalog.voucher.valid_until"),
        cell: ({ row }) =>
          row.original.valid_until ? new Date(row.original.valid_until).toLocaleDateString(language) : "—",
      },
      {
        id: "uses",
        header: t("catalog.voucher.uses"),
        cell: ({ row }) =>
          row.original.max_uses === null || row.original.max_uses === undefined
            ? String(row.original.uses ?? 0)
            : `${row.original.uses ?? 0} / ${row.original.max_uses}`,
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <div className="row-actions">
            <Button
              variant="secondary"
              aria-label={t("common.edit_named", { name: row.original.code })}
              onPress={() => setEditing(row.original)}
            >
              {t("common.edit")}
            </Button>
            <ConfirmButton
              label={t("common.remove")}
              ariaLabel={t("common.remove_named", { name: row.original.code })}
              question={t("common.remove_question", { name: row.original.code })}
              onConfirm={() => remove.mutate(row.original.code)}
            />
          </div>
        ),
      },
    ],
    [t, language, remove],
  );
  const failure = list.error ?? remove.error;
  return (
    <section className="stack">
      <div className="title-row">
        <h2>{t("catalog.tabs.vouchers")}</h2>
        <FormDialog
          trigger={t("catalog.voucher.add")}
          title={editing && editing !== "new" ? t("catalog.voucher.edit_title") : t("catalog.voucher.add")}
          isOpen={editing !== null}
          onOpenChange={(o) => {
            add.reset();
            setEditing(o ? "new" : null);
          }}
        >
          <VoucherForm
            key={editing && editing !== "new" ? editing.code : "new"}
            initial={editing && editing !== "new" ? editing : undefined}
            busy={add.isPending}
            error={add.error ? errorText(t, add.error) : null}
            onSubmit={(body) => add.mutate(body)}
            onCancel={() => setEditing(null)}
          />
        </FormDialog>
      </div>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("catalog.tabs.vouchers")}
        columns={columns}
        data={list.data ?? []}
        rowKey={(v) => v.code}
        empty={t("catalog.voucher.none")}
      />
    </section>
  );
}
