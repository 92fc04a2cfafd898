import { FILING_STATUSES, occupationLabel } from '#shared/enums';
import { maskPersonalData } from '#shared/chat/pii';
import { PROPOSAL_LABELS, type ChatAction, type ChatToolCall, type ProposalKey } from '#shared/chat/types';
import { Button } from '../../../components/ui/button';
import { useApplyProposal } from '../api/apply-proposal';
import { useDismissProposal } from '../api/dismiss-proposal';

const ACTION_LABELS: Record<Exclude<ChatAction, 'update_profile'>, string> = {
  view_analysis: 'View analysis',
  upload_docs: 'Upload documents',
  review_profile: 'Review profile',
};

function shown(key: ProposalKey, value: unknown): string {
  if (key === 'filing_status') return FILING_STATUSES.find((s) => s.value === value)?.label ?? String(value);
  if (key === 'occupation') return occupationLabel(String(value));
  return String(value);
}

/** The values a reply proposes, with Confirm and Dismiss; nothing is saved before Confirm. */
function ProposalCard({ call, messageId, disabled }: { call: ChatToolCall; messageId: string | null; disabled: boolean }) {
  const apply = useApplyProposal();
  const dismiss = useDismissProposal();
  const proposal = call.proposal ?? {};
  const rows = (Object.entries(proposal) as Array<[ProposalKey, unknown]>).flatMap(([key, value]) =>
    key === 'dependents' && Array.isArray(value)
      ? (value as NonNullable<typeof proposal.dependents>).map((d, i) => [
          `Dependent ${i + 1}`,
          `${d.first_name ? `${d.first_name} (${d.relationship})` : d.relationship}${d.birth_year_estimate ? `, born around ${d.birth_year_estimate}` : ''}`,
        ])
      : [[PROPOSAL_LABELS[key], shown(key, value)]],
  );
  const state = apply.isSuccess ? 'applied' : dismiss.isSuccess ? 'dismissed' : (call.state ?? 'proposed');
  // Once saved, dates of birth and phone numbers show masked (the profile holds them now).
  const display = (v: string) => (state === 'applied' ? maskPersonalData(v) : v);
  return (
    <div className="mt-3 rounded-lg border bg-background p-3 text-foreground">
      <p className="text-sm font-medium">{call.message}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([k, v], i) => (
          <div key={i} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-words">{display(v ?? '')}</dd>
          </div>
        ))}
      </dl>
      {state === 'applied' ? (
        <p className="mt-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">Saved to your profile</p>
      ) : state === 'dismissed' ? (
        <p className="mt-2 text-sm text-muted-foreground">Not saved</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" busy={apply.isPending} disabled={disabled || !messageId || dismiss.isPending} onClick={() => apply.mutate({ messageId: messageId ?? undefined, proposal })}>
            Confirm
          </Button>
          <Button size="sm" variant="outline" disabled={disabled || !messageId || apply.isPending} busy={dismiss.isPending} onClick={() => messageId && dismiss.mutate(messageId)}>
            Dismiss
          </Button>
        </div>
      )}
      {apply.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {apply.error.message}
        </p>
      )}
    </div>
  );
}

/** Buttons for a reply's actions; `onAction` navigates or opens the matching dialog. */
export function ChatActions({ calls, messageId, disabled, onAction }: { calls: ChatToolCall[]; messageId: string | null; disabled: boolean; onAction: (a: ChatAction) => void }) {
  const proposals = calls.filter((c) => c.action === 'update_profile');
  const buttons = calls.filter((c): c is ChatToolCall & { action: keyof typeof ACTION_LABELS } => c.action !== 'update_profile');
  return (
    <>
      {proposals.map((c, i) => (
        <ProposalCard key={i} call={c} messageId={messageId} disabled={disabled} />
      ))}
      {buttons.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {buttons.map((c, i) => (
            <Button key={i} size="sm" variant="outline" title={c.message} onClick={() => onAction(c.action)}>
              {ACTION_LABELS[c.action]}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
