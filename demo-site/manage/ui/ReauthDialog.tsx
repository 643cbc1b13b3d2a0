// The fresh sign-in an action asked for (403 reauth_required): a modal with the same two ways in; the action
// the person started goes on by itself afterwards (api/http.ts tries it once more).
import { useQueryClient } from "@tanstack/react-query";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { settleReauth } from "../api/reauth.ts";
import { sessionQuery, useSession } from "../api/session.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import { SignInForms } from "../screens/sign-in/SignInForms.tsx";
import { Button } from "./Button.tsx";

export function ReauthDialog() {
  const t = useT();
  const session = useSession();
  const queryClient = useQueryClient();
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && settleReauth(false)}>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{t("auth.reauth_title")}</Heading>
          <p>{t("auth.reauth_text")}</p>
          <SignInForms
            email={session?.user.email}
            onDone={async () => {
              await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
              settleReauth(true);
            }}
          />
          <Button variant="secondary" onPress={() => settleReauth(false)}>
            {t("common.cancel")}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
