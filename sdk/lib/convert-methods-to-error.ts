import { SdkError } from "./sdk-error.ts";
import * as sharedErrors from "./errors.ts";

/**
 * Replaces each named method on `instance` with one that throws METHOD_CALLED_AFTER_TEARDOWN synchronously
 * (not a rejected promise, like braintree-web), so use after teardown fails loudly at the call site.
 */
export function convertMethodsToError(instance: object, methodNames: readonly string[]): void {
  for (const methodName of methodNames) {
    (instance as Record<string, unknown>)[methodName] = () => {
      throw new SdkError({
        ...sharedErrors.METHOD_CALLED_AFTER_TEARDOWN,
        message: `${methodName} cannot be called after teardown.`,
      });
    };
  }
}
