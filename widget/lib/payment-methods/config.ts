import * as v from "valibot";
import { getJson, WidgetApiError, type RequestOptions } from "../api-client.ts";

const PathSchema = v.picklist(["stripe", "braintree", "paypal", "mollie"]);

/** `GET /api/payments/config?event_id=` (payments contract): which paths serve this event. */
export const PaymentConfigSchema = v.object({
  mode: v.picklist(["sandbox", "live"]),
  currency: v.string(),
  card_path: v.picklist(["stripe", "braintree"]),
  reservation_minutes: v.number(),
  stripe: v.optional(v.object({ publishable_key: v.string() })),
  paypal: v.optional(v.object({ client_id: v.string() })),
  enabled_paths: v.array(PathSchema),
});
export type PaymentConfig = v.InferOutput<typeof PaymentConfigSchema>;

/** The stable code step 3 shows for every failure to load the config (spec §8). */
export const CONFIG_ERROR_KEY = "error_loading_payment_methods";

/** Loads and validates the payment config of one event; any failure is a WidgetApiError with a code. */
export async function fetchPaymentConfig(
  apiOrigin: string,
  eventId: string | number,
  options: RequestOptions = {},
): Promise<PaymentConfig> {
  const url = `${apiOrigin}/api/payments/config?event_id=${encodeURIComponent(String(eventId))}`;
  const { status, body } = await getJson(url, options);
  if (status < 200 || status >= 300) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new WidgetApiError(
      "http_error",
      `The payment config answered HTTP ${status}${typeof message === "string" ? `: ${message}` : ""}.`,
      status,
    );
  }
  const parsed = v.safeParse(PaymentConfigSchema, body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join(".") ?? "";
    throw new WidgetApiError(
      "malformed_response",
      `Unexpected payment config${path ? ` at ${path}` : ""}: ${issue.message}.`,
      status,
    );
  }
  return parsed.output;
}
