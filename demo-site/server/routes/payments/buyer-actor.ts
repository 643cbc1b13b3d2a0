// The buyer, as the order timeline shows the changes their own calls make (the return from the provider, the
// browser's confirmation, closing the provider's window).
import type { OrderEventActor } from "../../domain/order-events/record.ts";

export const buyer: OrderEventActor = { kind: "buyer" };
