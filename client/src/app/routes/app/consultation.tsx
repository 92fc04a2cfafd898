import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ChatAction } from '#shared/chat/types';
import { PageShell } from '../../../components/layout/page-shell';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ChatPanel } from '../../../features/chat/components/chat-panel';
import { useMe } from '../../../lib/me';

const TEXTS = { communication: 'Error communicating with The Accountant', noClient: 'Please complete disclaimer first' };

function ToDisclaimer() {
  useEffect(() => {
    toast.error('Please complete disclaimer first');
  }, []);
  return <Navigate to="/disclaimer" replace />;
}

/** /consultation: the full-page chat with The Accountant. */
export default function ConsultationRoute() {
  const me = useMe();
  const navigate = useNavigate();
  if (me.isPending) return <PageShell><PageSpinner /></PageShell>;
  if (me.data && (!me.data.client || !me.data.client.disclaimerAccepted)) return <ToDisclaimer />;

  const onAction = (action: ChatAction) => {
    if (action === 'view_analysis') void navigate('/review');
    else void navigate('/intake', { state: { open: action === 'upload_docs' ? 'upload' : 'profile' } });
  };
  return (
    <PageShell>
      <div className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">The Accountant</h1>
            <p className="text-sm text-muted-foreground">Your AI tax consultant for tax year 2025. Answers are general information, not professional tax advice.</p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void navigate('/intake')}>
              View Documents
            </Button>
            <Button onClick={() => void navigate('/review')}>Complete &amp; Review</Button>
          </div>
        </div>
        <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border bg-muted/30">
          <ChatPanel texts={TEXTS} onAction={onAction} />
        </div>
      </div>
    </PageShell>
  );
}
