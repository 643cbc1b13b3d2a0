// The back office's entry (scripts/build-manage.mjs): the translations, the query cache, the router, one root.
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { createRoot } from "react-dom/client";
import { ApiFailure } from "./api/http.ts";
import { FALLBACK_LANGUAGE, type Language } from "./i18n/areas.ts";
import { createManageI18n, preferredLanguage, switchLanguage } from "./i18n/i18n.ts";
import { I18nProvider } from "./i18n/I18nProvider.tsx";
import { createManageRouter } from "./router.tsx";

let router: ReturnType<typeof createManageRouter> | undefined;

/** A session that ended while the app was open (idle or absolute timeout, signed out elsewhere): to the sign-in
 *  screen, which comes back here afterwards. */
function onError(error: unknown): void {
  if (!(error instanceof ApiFailure) || error.code !== "unauthenticated" || !router) return;
  const here = router.state.location.href;
  if (!here.startsWith("/sign-in")) void router.navigate({ to: "/sign-in", search: { next: here } });
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      // A refused call (404 of another organizer's event, 403) will not change by asking again.
      retry: (count, error) => !(error instanceof ApiFailure && error.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

async function start(): Promise<void> {
  const instance = createManageI18n();
  const wanted = preferredLanguage();
  const language: Language =
    wanted === FALLBACK_LANGUAGE ? wanted : await switchLanguage(instance, wanted).catch(() => FALLBACK_LANGUAGE);
  document.documentElement.lang = language;
  router = createManageRouter(queryClient);
  const root = document.getElementById("app");
  if (!root) throw new Error("the page has no #app element");
  createRoot(root).render(
    <I18nProvider instance={instance} language={language}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

void start();
