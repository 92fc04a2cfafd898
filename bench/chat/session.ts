/**
 * An in-memory conversation with the built-in consultant, for the chat benchmark and tests: a
 * profile and documents held in memory, the history kept as stored rows (with the interview
 * marker), and "Confirm" applied to the in-memory profile.
 */
import { randomUUID } from 'node:crypto';
import type { ChatToolCall, ProfileProposal } from '#shared/chat/types';
import { builtinReply, greeting, sanitizeUserText, type ReplyPlan } from '../../server/chat/builtin';
import type { ChatContext, ChatDocument } from '../../server/chat/context';
import type { MessageRow } from '../../server/chat/conversation';

export interface SessionOptions {
  profile?: Record<string, unknown>;
  filingStatus?: string | null;
  documents?: ChatDocument[];
  today?: string;
}

export function memoryContext(o: SessionOptions = {}): ChatContext {
  const profileData = { ssn_last4: null, ssn_present: false, spouse_ssn_last4: null, date_of_birth: null, spouse_date_of_birth: null, dependents: [], profile_complete: false, ...(o.profile ?? {}) } as ChatContext['profile']['profileData'];
  return {
    taxYear: 2025,
    clientId: randomUUID(),
    profile: { id: randomUUID(), taxYear: 2025, fullName: null, email: null, phone: null, filingStatus: o.filingStatus ?? null, createdAt: '', updatedAt: '', profileData },
    prior: null,
    documents: o.documents ?? [],
    missing: [],
    steps: [],
    percent: 0,
  };
}

export interface Turn {
  text: string;
  plan: ReplyPlan;
  ms: number;
}

export class Session {
  readonly ctx: ChatContext;
  readonly history: MessageRow[] = [];
  private readonly today: string;
  private clock = Date.UTC(2026, 1, 1);

  constructor(o: SessionOptions = {}) {
    this.ctx = memoryContext(o);
    this.today = o.today ?? '2026-02-01';
  }

  private push(role: 'user' | 'assistant', content: string, toolCalls: Array<Record<string, unknown>> | null) {
    this.history.push({ id: randomUUID(), clientId: this.ctx.clientId, userId: 'u', role, content, toolCalls, status: 'complete', provider: 'builtin', tokens: 0, sealed: false, createdAt: new Date((this.clock += 1000)) });
  }

  /** A copy of this conversation at this point (profile and history), to try another message in it. */
  fork(): Session {
    const s = new Session({ today: this.today });
    Object.assign(s, { ctx: structuredClone(this.ctx), history: structuredClone(this.history), clock: this.clock });
    return s;
  }

  /** Starts with the greeting, like an empty conversation does. */
  greet(): ReplyPlan {
    const g = greeting(this.ctx);
    this.push('assistant', g.text, [...g.toolCalls, ...(g.asked ? [{ action: 'ask', item: g.asked }] : [])]);
    return g;
  }

  say(message: string): Turn {
    const { text, masked } = sanitizeUserText(message);
    const t0 = performance.now();
    const plan = builtinReply({ ctx: this.ctx, history: this.history, text, maskedSsn: masked, today: this.today });
    const ms = performance.now() - t0;
    this.push('user', text, null);
    this.push('assistant', plan.text, [...plan.toolCalls, ...(plan.asked ? [{ action: 'ask', item: plan.asked }] : [])]);
    return { text: plan.text, plan, ms };
  }

  /** The proposal of the last reply, if any. */
  static proposalOf(t: Turn): ProfileProposal | null {
    return t.plan.toolCalls.find((c: ChatToolCall) => c.action === 'update_profile')?.proposal ?? null;
  }

  /** Presses Confirm on every pending proposal: the values go into the in-memory profile. */
  confirm(): void {
    for (const row of this.history) {
      for (const c of (row.toolCalls ?? []) as ChatToolCall[]) {
        if (c.action !== 'update_profile' || c.state !== 'proposed' || !c.proposal) continue;
        const { dependents, filing_status, email, phone, ...rest } = c.proposal;
        Object.assign(this.ctx.profile.profileData, rest);
        if (filing_status) this.ctx.profile.filingStatus = filing_status;
        if (email) this.ctx.profile.email = email;
        if (phone) this.ctx.profile.phone = phone;
        if (dependents) this.ctx.profile.profileData.dependents.push(...dependents.map((d) => ({ id: randomUUID(), first_name: d.first_name ?? null, last_name: null, relationship: d.relationship, date_of_birth: null, ssn_last4: null }) as never));
        c.state = 'applied';
      }
    }
  }
}

/**
 * The reply to the last of `texts`, said in one session from `setup` after its greeting ("!confirm" confirms the
 * proposal open): what the rules tests of each session check.
 */
export function replyOf(setup: SessionOptions, ...texts: string[]): { proposal: ProfileProposal | null; text: string; asked: string | null | undefined } {
  const s = new Session(setup);
  s.greet();
  let t = s.say(texts[0]!);
  for (const text of texts.slice(1)) {
    if (text === '!confirm') s.confirm();
    else t = s.say(text);
  }
  return { proposal: Session.proposalOf(t), text: t.text, asked: t.plan.asked };
}
