/** The longest reason a client may give when cancelling (shared by the form and the server). */
export const CANCEL_REASON_MAX = 500;
