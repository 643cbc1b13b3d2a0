/**
 * StockQueries.takeOrThrow found fewer tickets left than asked: nothing was taken, and the transaction it ran in is
 * over (PostgreSQL aborts it), so the caller reads what is left outside it.
 */
export class StockShortError extends Error {
  constructor(readonly ticketId: number) {
    super(`Not enough tickets left of ticket ${ticketId}.`);
    this.name = "StockShortError";
  }
}
