import { createContext, useContext, type ReactNode } from 'react';

/** What the signed-in layout puts in every page's header (docs/decisions/061). */
export interface SignedInShell {
  /** The bell, chat, account menu… shown before the theme controls. */
  actions: ReactNode;
  /** Where the product name leads (/intake when signed in). */
  homeHref: string;
  /** Opens the chat with The Accountant that the header holds. */
  openChat: () => void;
}

export const SignedInShellContext = createContext<SignedInShell | null>(null);

export function useSignedInShell(): SignedInShell | null {
  return useContext(SignedInShellContext);
}
