import { createContext, useContext } from "react";

// The CSP nonce exists only on the server; in the browser the context is empty and React leaves
// the already-rendered nonce attributes alone.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
