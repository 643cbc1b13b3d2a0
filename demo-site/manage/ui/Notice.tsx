// A message about what just happened: an error (role alert, read out at once) or a confirmation (role status).
import type { ReactNode } from "react";

export function Notice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
