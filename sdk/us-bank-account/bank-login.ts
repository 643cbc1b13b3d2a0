// The bank-login flow. us-bank-account.ts loads this file with a dynamic import() only when tokenize gets
// bankLogin, so pages that tokenize typed-in bank details never download it or the script loader. It imports
// nothing the module's entry has (its errors come in as BankLoginErrors), so the split adds no shared chunk.
import { BANK_LINK_OPTIONS, SANDBOX_BANK_LOGIN_ACCOUNT_ID } from "./bank-login-constants.ts";
import { loadBankLinkScript } from "./bank-link-script.ts";
import type {
  BankLinkHandler,
  BankLoginErrors,
  BankLoginHost,
  GatewayConfigurationView,
  LinkedAccount,
} from "./types.ts";

/**
 * Loads the bank-linking script, opens its bank-login widget with braintree-web's options (product auth,
 * account selection on, environment production or sandbox) and resolves with the account the customer links.
 * Rejects `errors.closed()` (US_BANK_ACCOUNT_LOGIN_CLOSED) when the customer leaves or the instance is torn down
 * (before the widget opens, or through `host.close` while it is open), `errors.loadFailed(...)`
 * (US_BANK_ACCOUNT_LOGIN_LOAD_FAILED) when the script fails to load or the widget throws. The widget itself has
 * no timeout: the customer may take as long as they need.
 */
export async function linkBankAccount(
  host: BankLoginHost,
  displayName: string,
  gateway: GatewayConfigurationView,
  errors: BankLoginErrors,
): Promise<LinkedAccount> {
  const { closed, loadFailed } = errors;
  // Torn down while this chunk or the script loaded: never append a script or open a widget for an instance that is gone.
  if (host.tornDown) throw closed();
  const bankLink = await loadBankLinkScript(loadFailed, { onScriptAppended: (script) => (host.script = script) });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a callback sets it
  if (host.tornDown) throw closed();

  const isProduction = gateway.environment === "production";
  return new Promise((resolve, reject) => {
    let handler: BankLinkHandler | undefined;
    let settled = false;
    // Settles once; afterwards teardown finds no widget to close (a later login sets its own host.close).
    const finish = (error: unknown, linked?: LinkedAccount) => {
      if (settled) return;
      settled = true;
      host.close = undefined;
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
      if (error) reject(error);
      else resolve(linked!);
    };
    host.close = () => {
      try {
        handler?.destroy?.();
      } finally {
        finish(closed());
      }
    };
    try {
      handler = bankLink.create({
        clientName: displayName,
        apiVersion: BANK_LINK_OPTIONS.apiVersion,
        env: isProduction ? "production" : "sandbox",
        key: gateway.usBankAccount?.plaid?.publicKey,
        product: BANK_LINK_OPTIONS.product,
        selectAccount: BANK_LINK_OPTIONS.selectAccount,
        onExit: () => finish(closed()),
        onSuccess: (publicToken, metadata) => {
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Plaid's data is unchecked
          const subtype = metadata?.account?.subtype;
          finish(null, {
            publicToken,
            // The sandbox gateway only accepts its fixed test account id.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Plaid's data is unchecked
            accountId: isProduction ? metadata?.account_id : SANDBOX_BANK_LOGIN_ACCOUNT_ID,
            accountType: typeof subtype === "string" ? subtype.toUpperCase() : undefined,
          });
        },
      });
      handler.open();
    } catch (originalError) {
      finish(loadFailed({ originalError }));
    }
  });
}
