// The scanner's first screen on a device that is neither paired nor in use by a signed-in person: pair it, or, for
// door staff, scan under their own sign-in (every role of an organizer may check tickets in).
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { sessionQuery } from "../../api/session.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { PairForm } from "./PairForm.tsx";

/** Where the sign-in screen comes back to (an address inside the app, without its /manage base). */
export const SCANNER_NEXT = "/check-in/";

export function StartScreen(props: { onPair: (code: string) => void; onPerson: (org: number) => void }) {
  const t = useT();
  const session = useQuery(sessionQuery).data ?? null;
  return (
    <div className="stack">
      <h1>{t("scanner.title")}</h1>
      <p>{t("scanner.start.intro")}</p>
      <PairForm onPair={props.onPair} />
      <section className="scanner-card stack" aria-labelledby="scanner-person-title">
        <h2 id="scanner-person-title">{t("scanner.start.person_title")}</h2>
        {session && session.organizers.length > 0 ? (
          <>
            <p>{t("scanner.start.person_text", { email: session.user.email })}</p>
            <div className="actions">
              {session.organizers.map((organizer) => (
                <Button key={organizer.id} variant="secondary" onPress={() => props.onPerson(organizer.id)}>
                  {t("scanner.start.use_organizer", { organizer: organizer.name })}
                </Button>
              ))}
            </div>
          </>
        ) : (
          <>
            <p>{t("scanner.start.sign_in_text")}</p>
            <p>
              <Link to="/sign-in" search={{ next: SCANNER_NEXT }}>
                {t("scanner.start.sign_in")}
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
