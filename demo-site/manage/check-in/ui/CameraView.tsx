// The camera on the scanner's screens: the live picture with an aiming frame, what is wrong when it cannot run
// (not allowed, no camera, no reader), and a button to stop or start it. It starts by itself when the screen opens.
import { useEffect } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { useCameraReader, type CameraStatus } from "./use-camera-reader.ts";

const PROBLEMS: Partial<Record<CameraStatus, string>> = {
  denied: "scanner.scan.camera_denied",
  missing: "scanner.scan.camera_missing",
  decoder_failed: "scanner.scan.decoder_failed",
};

export function CameraView({ onRead, hint }: { onRead: (code: string) => void; hint: string }) {
  const t = useT();
  const { videoRef, status, start, stop } = useCameraReader(onRead);
  useEffect(() => {
    start();
  }, [start]);
  const problem = PROBLEMS[status];
  const on = status === "running" || status === "starting";
  return (
    <div className="scanner-camera" data-camera={status}>
      <div className={on ? "scanner-viewport" : "scanner-viewport scanner-viewport-off"}>
        <video ref={videoRef} muted playsInline aria-label={t("scanner.scan.camera_label")} />
        {on ? <div className="scanner-aim" aria-hidden="true" /> : null}
      </div>
      <p className={problem ? "scanner-camera-problem" : "hint"} role={problem ? "alert" : undefined}>
        {problem ? t(problem) : status === "starting" ? t("scanner.scan.camera_starting") : hint}
      </p>
      <Button variant="secondary" onPress={on ? stop : start}>
        {on ? t("scanner.scan.camera_stop") : t("scanner.scan.camera_start")}
      </Button>
    </div>
  );
}
