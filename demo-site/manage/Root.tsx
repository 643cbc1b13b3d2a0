// The frame of every screen: the screen itself and the re-auth dialog any screen's API call may open.
import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { onReauthChange } from "./api/reauth.ts";

const ReauthDialog = lazy(() => import("./ui/ReauthDialog.tsx").then((m) => ({ default: m.ReauthDialog })));

export function Root() {
  const [reauth, setReauth] = useState(false);
  useEffect(() => onReauthChange(setReauth), []);
  return (
    <>
      <Outlet />
      {reauth ? (
        <Suspense fallback={null}>
          <ReauthDialog />
        </Suspense>
      ) : null}
    </>
  );
}
