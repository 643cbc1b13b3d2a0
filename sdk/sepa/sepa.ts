import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import { makeError } from "../lib/make-error.ts";
import { VERSION } from "../lib/constants.ts";
import { channelId, originOf } from "../lib/frame-channel.ts";
import { openPopup } from "../lib/popup.ts";
import { waitForPopup } from "../lib/popup-flow.ts";
import {
  FRAMES,
  MANDATE_TYPES,
  POPUP_HEIGHT,
  POPUP_NAME,
  POPUP_TIMEOUT_MS,
  POPUP_WIDTH,
  REQUIRED_OPTIONS,
} from "./constants.ts";
import { mandateData, mandateOf, nonceData, type Mandate } from "./request-bodies.ts";
import {
  SEPA_CREATE_MANDATE_FAILED,
  SEPA_CUSTOMER_CANCELED,
  SEPA_INVALID_MANDATE_TYPE,
  SEPA_POPUP_TIMEOUT,
  SEPA_TOKENIZATION_FAILED,
  SEPA_TOKENIZE_MISSING_REQUIRED_OPTION,
  SEPA_TRANSACTION_FAILED,
  type SepaErrorTemplate,
} from "./errors.ts";
import type { SepaClient, SepaGatewayView, SepaTokenizeOptions, SepaTokenizePayload } from "./types.ts";

/** An SdkError from a SEPA entry, carrying its string `details` like braintree-web's. */
const sepaError = (entry: SepaErrorTemplate) => makeError(entry, { details: entry.details });

/**
 * A SEPA Direct Debit component: creates a mandate, lets the customer approve it in a 400x570 popup, and
 * exchanges the approved mandate for a nonce. Create it with `create()` from sdk/sepa.
 */
export class SEPA {
  /**
   * Call it from a click handler (the popup opens synchronously, showing our landing page until the mandate
   * exists, then the approval page). Resolves `{nonce, ibanLastFour, customerId, mandateType}`. Rejects
   * SEPA_TOKENIZE_MISSING_REQUIRED_OPTION, SEPA_INVALID_MANDATE_TYPE, SEPA_CREATE_MANDATE_FAILED,
   * SEPA_TOKENIZATION_FAILED (popup blocked), SEPA_CUSTOMER_CANCELED (cancel or popup closed),
   * SEPA_POPUP_TIMEOUT (15 min) or SEPA_TRANSACTION_FAILED. Requests are bounded by the client's timeout.
   */
  declare readonly tokenize: {
    (options: SepaTokenizeOptions): Promise<SepaTokenizePayload>;
    (options: SepaTokenizeOptions, callback: Callback<SepaTokenizePayload>): void;
  };

  declare private readonly _client: SepaClient;
  declare private readonly _htmlBase: string;

  /** @internal Use create(). */
  constructor(client: SepaClient) {
    this._client = client;
    const gateway = client.getConfiguration().gatewayConfiguration as SepaGatewayView;
    this._htmlBase = `${gateway.assetsUrl}/web/${VERSION}/html/`;
    this.tokenize = wrapPromise((options: SepaTokenizeOptions) => this._tokenize(options));
  }

  private async _tokenize(options: SepaTokenizeOptions | undefined): Promise<SepaTokenizePayload> {
    if (!options || REQUIRED_OPTIONS.some((name) => !Object.hasOwn(options, name)))
      throw sepaError(SEPA_TOKENIZE_MISSING_REQUIRED_OPTION);
    if (!(MANDATE_TYPES as readonly string[]).includes(options.mandateType)) throw sepaError(SEPA_INVALID_MANDATE_TYPE);
    const channel = channelId();
    // Opened before any await (browsers allow popups only in the click's task); it shows our landing page
    // while the mandate is created. braintree-web opens it after that request, where browsers block it.
    const popup = openPopup({
      url: this._htmlBase + FRAMES.landing,
      name: `${POPUP_NAME}_${channel}`,
      width: POPUP_WIDTH,
      height: POPUP_HEIGHT,
    });
    try {
      const mandate = await this._createMandate(options, channel);
      if (!popup) throw sepaError(SEPA_TOKENIZATION_FAILED);
      const wait = waitForPopup({
        popup,
        origin: originOf(this._htmlBase),
        channel,
        timeoutMs: POPUP_TIMEOUT_MS,
        kinds: ["return"],
      });
      popup.redirect(mandate.approvalUrl);
      const outcome = await wait.outcome;
      if (outcome.kind === "timeout") throw sepaError(SEPA_POPUP_TIMEOUT);
      if (outcome.kind === "closed" || outcome.message.params.cancel) throw sepaError(SEPA_CUSTOMER_CANCELED);
      if (!outcome.message.params.success) throw sepaError(SEPA_TOKENIZATION_FAILED);
      popup.close();
      return await this._exchange(options, mandate);
    } finally {
      popup?.close();
    }
  }

  /** POST sepa_debit; any failure, or an answer without sepaDebitAccount, is SEPA_CREATE_MANDATE_FAILED. */
  private async _createMandate(options: SepaTokenizeOptions, channel: string): Promise<Mandate> {
    const page = `${this._htmlBase}${FRAMES.redirect}`;
    let mandate: Mandate | undefined;
    try {
      const response = await this._client.request({
        api: "clientApi",
        method: "post",
        endpoint: "sepa_debit",
        data: mandateData(options, `${page}?success=1&channel=${channel}`, `${page}?cancel=1&channel=${channel}`),
      });
      mandate = mandateOf(response);
    } catch {
      // braintree-web reports every failure of this step as one error, without the original.
    }
    if (!mandate) throw sepaError(SEPA_CREATE_MANDATE_FAILED);
    return mandate;
  }

  /** POST payment_methods/sepa_debit_accounts; any failure, or an answer without a nonce, is SEPA_TRANSACTION_FAILED. */
  private async _exchange(options: SepaTokenizeOptions, mandate: Mandate): Promise<SepaTokenizePayload> {
    let nonce: unknown;
    try {
      const response = await this._client.request({
        api: "clientApi",
        method: "post",
        endpoint: "payment_methods/sepa_debit_accounts",
        data: nonceData(options, mandate),
      });
      nonce = (response as { nonce?: unknown } | null)?.nonce;
    } catch {
      // As above: one error for the whole step.
    }
    if (!nonce) throw sepaError(SEPA_TRANSACTION_FAILED);
    return {
      nonce: nonce as string,
      ibanLastFour: mandate.last4,
      customerId: options.customerId,
      mandateType: options.mandateType,
    };
  }
}
