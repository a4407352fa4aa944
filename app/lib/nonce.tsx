import { createContext, useContext } from "react";

// The per-request Content-Security-Policy nonce, provided by entry.server for inline scripts.
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
