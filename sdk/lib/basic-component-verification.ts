import { SdkError } from "./sdk-error.ts";
import * as sharedErrors from "./errors.ts";
import { VERSION } from "./constants.ts";

/** The least a module needs to know about a client to verify it. */
export interface VersionedClient {
  getVersion(): string;
}

/** What a module's create() hands to verification. */
export interface VerifyComponentOptions {
  /** Display name used in messages, e.g. "Vault Manager". */
  name: string;
  client?: VersionedClient | undefined;
  authorization?: string | undefined;
}

/**
 * First step of every module's create(): rejects INSTANTIATION_OPTION_REQUIRED when neither a client nor an
 * authorization was given, and INCOMPATIBLE_VERSIONS when the client comes from another SDK version.
 */
export function verifyComponent(options: VerifyComponentOptions | undefined): Promise<void> {
  if (!options) {
    return Promise.reject(
      new SdkError({
        ...sharedErrors.INVALID_USE_OF_INTERNAL_FUNCTION,
        message: "Options must be passed to basicComponentVerification function.",
      }),
    );
  }
  const { name, client, authorization } = options;
  if (!client && !authorization) {
    return Promise.reject(
      new SdkError({
        ...sharedErrors.INSTANTIATION_OPTION_REQUIRED,
        message: `options.client is required when instantiating ${name}.`,
      }),
    );
  }
  if (!authorization && client) {
    const clientVersion = typeof client.getVersion === "function" ? client.getVersion() : undefined;
    if (clientVersion !== VERSION) {
      return Promise.reject(
        new SdkError({
          ...sharedErrors.INCOMPATIBLE_VERSIONS,
          message: `Client (version ${String(clientVersion)}) and ${name} (version ${VERSION}) components must be from the same SDK version.`,
        }),
      );
    }
  }
  return Promise.resolve();
}
