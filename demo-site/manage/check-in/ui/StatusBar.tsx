// Always on the scanner's screens: online or offline, how old the list's copy on this device is, the scans still
// to send, and who scans (the device's name or the signed-in person); a revoked device says so above everything.
// data-online and data-pending carry the same facts for tests.
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Notice } from "../../ui/Notice.tsx";
import type { EngineState } from "../engine/index.ts";
import { relativeTime } from "./time-text.ts";
import { useNow } from "./use-engine.ts";

export function StatusBar({ state }: { state: EngineState }) {
  const { t, language } = useI18n();
  const now = useNow();
  const { identity, online, pending, snapshotAt } = state;
  return (
    <>
      {state.revoked ? <Notice tone="error">{t("scanner.status.revoked")}</Notice> : null}
      <section
        className="scanner-status"
        aria-label={t("scanner.status.label")}
        data-online={online}
        data-pending={pending}
      >
        <span role="status" className={online ? "scanner-net scanner-online" : "scanner-net scanner-offline"}>
          <span className="scanner-dot" aria-hidden="true" />
          {online ? t("scanner.status.online") : t("scanner.status.offline")}
        </span>
        <span>
          {snapshotAt === null
            ? t("scanner.status.snapshot_none")
            : t("scanner.status.snapshot", { age: relativeTime(snapshotAt, Math.max(now, snapshotAt), language) })}
        </span>
        <span className={pending > 0 ? "scanner-pending" : undefined}>
          {pending > 0 ? t("scanner.status.pending", { count: pending }) : t("scanner.status.all_sent")}
        </span>
        {identity ? (
          <span className="scanner-who">
            {identity.kind === "device"
              ? t("scanner.status.device", { name: identity.deviceName })
              : t("scanner.status.person", { email: identity.email })}
          </span>
        ) : null}
      </section>
    </>
  );
}
