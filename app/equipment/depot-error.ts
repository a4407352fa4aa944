/** A refusal at the depot (issue 23), in French, with its HTTP status and the field it is about. */
export class DepotError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "DepotError";
  }
}
