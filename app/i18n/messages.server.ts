import { registerMessages } from "./messages";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { fr } from "./messages/fr";

// The server renders every language: its three catalogues are registered once, at start-up.
registerMessages("fr", fr);
registerMessages("en", en);
registerMessages("ar", ar);

export { messagesFor } from "./messages";
