// GraphQL card tokenization, used instead of POST payment_methods/credit_cards when the merchant's configuration
// lists the "tokenize_credit_cards" GraphQL feature (braintree-web does the same). The mutation text matches
// braintree-web's byte for byte (its missing spaces after expirationMonth/expirationYear included).
const CARD_FIELDS =
  "    token " +
  "    creditCard { " +
  "      bin " +
  "      brandCode " +
  "      last4 " +
  "      cardholderName " +
  "      expirationMonth" +
  "      expirationYear" +
  "      binData { " +
  "        prepaid " +
  "        healthcare " +
  "        debit " +
  "        durbinRegulated " +
  "        commercial " +
  "        payroll " +
  "        issuingBank " +
  "        countryOfIssuance " +
  "        productId " +
  "      } " +
  "    } ";

/** The TokenizeCreditCard mutation, optionally asking for authentication insight. */
export function tokenizeCreditCardMutation(withInsight: boolean): string {
  const insightVariable = withInsight ? ", $authenticationInsightInput: AuthenticationInsightInput!" : "";
  const insightField = withInsight
    ? "    authenticationInsight(input: $authenticationInsightInput) {      customerAuthenticationRegulationEnvironment    }"
    : "";
  return `mutation TokenizeCreditCard($input: TokenizeCreditCardInput!${insightVariable}) {   tokenizeCreditCard(input: $input) { ${CARD_FIELDS}${insightField}  } }`;
}

type Json = Record<string, any>;

function camelCase(key: string): string {
  if (!key.includes("_")) return key;
  return key.toLowerCase().replace(/_\w/g, (m) => m[1]!.toUpperCase());
}

/** GraphQL input is camelCase with numbers as strings: snake_case keys are converted, nested objects too. */
export function formatBodyKeys(body: Json): Json {
  const out: Json = {};
  for (const key of Object.keys(body)) {
    const value = body[key];
    const name = camelCase(key);
    if (typeof value === "object" && value !== null) out[name] = formatBodyKeys(value as Json);
    else if (typeof value === "number") out[name] = String(value);
    else out[name] = value;
  }
  return out;
}

function validateOption(body: Json): boolean | undefined {
  const explicit = body.creditCard?.options?.validate;
  if (typeof explicit === "boolean") return explicit;
  if (body.authorizationFingerprint) return true;
  if (body.tokenizationKey) return false;
  return undefined;
}

/** `{query, variables, operationName}` of the tokenization request for client API `data`. */
export function tokenizeCreditCardBody(data: Json): Json {
  const body = formatBodyKeys(data);
  const cc = body.creditCard as Json | undefined;
  const expDate = cc?.expirationDate as string | undefined;
  const withInsight = Boolean(body.authenticationInsight && body.merchantAccountId);
  const creditCard: Json = {
    number: cc?.number,
    expirationMonth: cc && (cc.expirationMonth || (expDate && expDate.split("/")[0]!.trim())),
    expirationYear: cc && (cc.expirationYear || (expDate && expDate.split("/")[1]?.trim())),
    cvv: cc?.cvv,
    cardholderName: cc?.cardholderName,
  };
  if (cc?.billingAddress) creditCard.billingAddress = cc.billingAddress;
  const validate = validateOption(body);
  const input: Json = { creditCard, options: typeof validate === "boolean" ? { validate } : {} };
  const variables: Json = { input };
  if (withInsight) variables.authenticationInsightInput = { merchantAccountId: body.merchantAccountId };
  return { query: tokenizeCreditCardMutation(withInsight), variables, operationName: "TokenizeCreditCard" };
}

const BRANDS: Readonly<Record<string, string>> = {
  AMERICAN_EXPRESS: "American Express",
  DINERS: "Discover",
  DISCOVER: "Discover",
  ELO: "Elo",
  HIPER: "Hiper",
  HIPERCARD: "Hipercard",
  INTERNATIONAL_MAESTRO: "Maestro",
  JCB: "JCB",
  MASTERCARD: "MasterCard",
  UK_MAESTRO: "Maestro",
  UNION_PAY: "UnionPay",
  VISA: "Visa",
};
const BIN_FLAGS: Readonly<Record<string, string>> = { YES: "Yes", NO: "No", UNKNOWN: "Unknown" };

function adaptBinData(binData: Json | null | undefined): Json | null | undefined {
  if (!binData) return binData;
  const out: Json = { ...binData };
  for (const key of ["commercial", "debit", "durbinRegulated", "healthcare", "payroll", "prepaid"]) {
    out[key] = out[key] ? BIN_FLAGS[out[key] as string] : "Unknown";
  }
  for (const key of ["issuingBank", "countryOfIssuance", "productId"]) if (!out[key]) out[key] = "Unknown";
  return out;
}

/**
 * Turns the GraphQL answer into the REST `{creditCards: [...]}` shape; undefined when it is an error answer,
 * which gateway-request.ts adapts with adaptGraphQLError (kept out of this on-demand chunk: importing it here
 * would move it into a chunk shared with the eager code, one more file for every page to fetch).
 */
export function adaptTokenizeCreditCard(parsed: unknown): unknown {
  const body = parsed as Json | null;
  const data = body?.data?.tokenizeCreditCard as Json | undefined;
  if (!body || body.errors || !data) return undefined;
  const card = (data.creditCard ?? {}) as Json;
  const last4 = (card.last4 as string | undefined) ?? "";
  const lastTwo = last4 ? last4.substring(2, 6) : "";
  const result: Json = {
    binData: adaptBinData(card.binData as Json | null | undefined),
    consumed: false,
    description: lastTwo ? `ending in ${lastTwo}` : "",
    nonce: data.token,
    details: {
      cardholderName: card.cardholderName,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      bin: card.bin || "",
      cardType: BRANDS[card.brandCode as string] || "Unknown",
      lastFour: last4 || "",
      lastTwo,
    },
    type: "CreditCard",
    threeDSecureInfo: null,
  };
  const insight = data.authenticationInsight as Json | undefined;
  if (insight) {
    const env = insight.customerAuthenticationRegulationEnvironment as string;
    result.authenticationInsight = { regulationEnvironment: env === "PSDTWO" ? "psd2" : env.toLowerCase() };
  }
  return { creditCards: [result] };
}

// The module itself is the "tokenize_credit_cards" feature codec (FeatureCodec): gateway-request.ts imports it on
// demand and uses the namespace as it is.
export { tokenizeCreditCardBody as body, adaptTokenizeCreditCard as adapt };
