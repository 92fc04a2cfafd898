/** The dialogue suite's shapes: each case is a short conversation, each turn says what must happen. */
import type { ProfileProposal } from '#shared/chat/types';
import type { SessionOptions } from './session';

export type Expect =
  /** An interview turn: these values are proposed (others may be proposed too, but never a wrong one). */
  | { kind: 'propose'; values: ProfileProposal; only?: boolean }
  /** An interview turn: nothing is proposed and this item is asked next. */
  | { kind: 'ask'; item: string }
  /** An interview turn: "no dependents" understood (nothing proposed, dependents not asked again). */
  | { kind: 'no_dependents' }
  /** A fact question: this fact (id) answers it, with its source. */
  | { kind: 'fact'; id: string }
  /** A question it must decline: another year, someone else's return, something it does not know. */
  | { kind: 'decline'; why: 'other_year' | 'other_person' | 'unknown' }
  /** An SSN typed or asked: refused in chat, sent to the form. */
  | { kind: 'ssn' }
  /** An ambiguous answer: nothing proposed, a question back. */
  | { kind: 'clarify' }
  /** Small talk or an instruction it must not follow: no proposal, no figures. */
  | { kind: 'no_action' };

export interface Turn {
  say: string;
  expect: Expect;
  /** Press Confirm after this turn. */
  confirm?: boolean;
}

export interface Case {
  name: string;
  setup?: SessionOptions;
  turns: Turn[];
}
