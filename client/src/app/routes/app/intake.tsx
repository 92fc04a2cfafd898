import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ChatAction } from '#shared/chat/types';
import { toast } from 'sonner';
import { analysisBlocker, isNewUser, shouldOpenEnrollment, uploadBlocker } from '#shared/profile/rules';
import type { Readiness } from '#shared/readiness/readiness';
import { CURRENT_TAX_YEAR, PRIOR_TAX_YEAR } from '#shared/tax/current';
import { PageShell } from '../../../components/layout/page-shell';
import { useSignedInShell } from '../../../components/layout/shell-context';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { EMPTY_SUMMARY, useDocumentsSummary } from '../../../features/dashboard/api/get-documents-summary';
import { useDownloadExport } from '../../../features/dashboard/api/download-export';
import { ContactCard } from '../../../features/dashboard/components/contact-card';
import { DashboardHeader } from '../../../features/dashboard/components/dashboard-header';
import { DocumentStatusCard } from '../../../features/dashboard/components/document-status-card';
import { ProfileStatusCard } from '../../../features/dashboard/components/profile-status-card';
import { ProgressCard } from '../../../features/dashboard/components/progress-card';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { useRetryFailedOnce } from '../../../features/dashboard/hooks/use-retry-failed-once';
import { ChatPanel } from '../../../features/chat/components/chat-panel';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { UploadDialog } from '../../../features/documents/components/upload-dialog';
import { useLiveUpdates } from '../../../features/documents/hooks/use-live-updates';
import { EnrollmentDialog, type EnrollmentStep } from '../../../features/enrollment/components/enrollment-dialog';
import { hasProfileData, profileFacts, type ProfileResponse } from '../../../features/profile/api/get-profile';
import type { SaveProfileResponse } from '../../../features/profile/api/save-profile';
import { CompleteProfileDialog } from '../../../features/profile/components/complete-profile-dialog';
import { GreatProgressDialog } from '../../../features/profile/components/great-progress-dialog';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { ProfileSummary } from '../../../features/profile/components/profile-summary';
import { ProfileWizard, type UploadSlotProps } from '../../../features/profile/components/profile-wizard';
import type { AppConfig } from '../../../features/dashboard/api/get-app-config';
import { useDashboard } from '../../dashboard';

/** ?open=profile or ?open=upload: what a link asks /intake to open. */
function openParam(search: string): 'upload' | 'profile' | undefined {
  const open = new URLSearchParams(search).get('open');
  return open === 'upload' || open === 'profile' ? open : undefined;
}

/** How often the document counters refresh while the enrollment waits for the analysis. */
const ANALYZING_POLL_MS = 3000;

type Tab = 'dashboard' | 'profile' | 'documents';

const WIZARD_CHAT_TEXTS = { communication: 'Error communicating with Tax Consultant', noClient: 'Please complete your profile first' };

/** The upload slot: the documents feature's upload dialog for the current tax year. */
function renderUpload({ open, onOpenChange, onComplete }: UploadSlotProps): ReactNode {
  return <UploadDialog open={open} onOpenChange={onOpenChange} defaultYear={CURRENT_TAX_YEAR} onComplete={onComplete} />;
}

/**
 * Where the return stands, from the readiness model: the same words as the bell, the prompts and
 * /review. While a problem blocks sign-off it says which and links to where to fix it.
 */
function ReadinessBanner({ readiness }: { readiness: Readiness }) {
  const { headline, next, stage, blockers } = readiness;
  if (stage === 'profile' || stage === 'documents') return null;
  return (
    <Alert tone={headline.tone === 'warning' ? 'error' : 'info'} title={headline.title}>
      <span data-testid="readiness-text">{headline.text}</span>
      {blockers.length > 1 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {blockers.slice(1).map((b) => (
            <li key={b.text}>{b.text}</li>
          ))}
        </ul>
      )}{' '}
      <Link to={next.href} className="font-medium underline underline-offset-2">
        {next.label}
      </Link>
    </Alert>
  );
}

export default function IntakeRoute() {
  const dashboard = useDashboard(CURRENT_TAX_YEAR);

  if (dashboard.isPending) {
    return (
      <PageShell>
        <PageSpinner label="Loading your dashboard…" />
      </PageShell>
    );
  }
  if (dashboard.isError) {
    return (
      <PageShell>
        <Alert tone="error" title="Failed to load client data">
          {dashboard.error.message}
        </Alert>
      </PageShell>
    );
  }
  const { me, profile, config, readiness } = dashboard.data;
  return (
    <Dashboard
      data={profile}
      config={config}
      readiness={readiness}
      accountEmail={me.user.email}
      accountName={me.client?.fullName ?? me.user.name}
    />
  );
}

interface DashboardProps {
  data: ProfileResponse;
  config: AppConfig;
  readiness: Readiness;
  accountEmail: string | undefined;
  accountName: string | null | undefined;
}

function Dashboard({ data, config, readiness, accountEmail, accountName }: DashboardProps) {
  const queryClient = useQueryClient();
  // The shared signed-in header holds the chat drawer.
  const shell = useSignedInShell();
  const openChat = () => shell?.openChat();
  const download = useDownloadExport();
  useRetryFailedOnce();
  useLiveUpdates();

  const { current, prior } = data;
  const facts = profileFacts(current);
  const newUser = isNewUser(hasProfileData(current) ? facts : null, profileFacts(prior));

  // The chat page's action buttons land here with what to open ({open: 'upload' | 'profile'}).
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as { open?: 'upload' | 'profile' } | null)?.open ?? openParam(location.search);
  const [tab, setTab] = useState<Tab>('dashboard');
  const [wizardOpen, setWizardOpen] = useState(requested === 'profile');
  const [uploadOpen, setUploadOpen] = useState(requested === 'upload' && !uploadBlocker(facts));
  const [greatProgressPending, setGreatProgressPending] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  // 'auto' follows the rule (opens when this year's profile is not complete); once the user starts
  // or dismisses it the choice sticks for this visit, so it never reopens in a loop.
  const [enrollment, setEnrollment] = useState<'auto' | 'open' | 'closed'>('auto');
  const [enrollmentStep, setEnrollmentStep] = useState<EnrollmentStep>('welcome');

  const summaryQuery = useDocumentsSummary(CURRENT_TAX_YEAR, { refetchInterval: enrollmentStep === 'analyzing' ? ANALYZING_POLL_MS : false });
  const summary = summaryQuery.data ?? EMPTY_SUMMARY;

  const enrollmentOpen = enrollment === 'open' || (enrollment === 'auto' && shouldOpenEnrollment(facts));
  const greatProgressOpen = greatProgressPending && !enrollmentOpen && !wizardOpen && !uploadOpen;

  // The header's chat and the readiness links ask for the wizard or the upload with ?open=…;
  // a new one opens it (state adjusted while rendering), then the address drops the parameter.
  const [handledSearch, setHandledSearch] = useState(location.search);
  if (location.search !== handledSearch) {
    setHandledSearch(location.search);
    const open = openParam(location.search);
    if (open === 'profile') setWizardOpen(true);
    else if (open === 'upload' && !uploadBlocker(facts)) setUploadOpen(true);
  }
  useEffect(() => {
    if (openParam(location.search)) void navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
  }, [location.search, location.pathname, location.state, navigate]);

  const onProfileSaved = (result: SaveProfileResponse) => {
    if (result.becameComplete) setGreatProgressPending(true);
  };

  const refreshAll = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
    void queryClient.invalidateQueries({ queryKey: ['documents'] });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['review'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  }, [queryClient]);

  const openUpload = () => {
    const blocker = uploadBlocker(facts);
    if (blocker) setBlocked(blocker);
    else setUploadOpen(true);
  };

  const reviewAnalysis = () => {
    setGreatProgressPending(false);
    const blocker = analysisBlocker(facts, summary);
    if (blocker && !uploadBlocker(facts)) {
      toast.info(blocker);
      setUploadOpen(true);
    } else if (blocker) {
      setBlocked(blocker);
    } else {
      setTab('documents');
    }
  };

  const startDownload = () =>
    download.mutate(CURRENT_TAX_YEAR, {
      onSuccess: () => toast.success(`Your ${CURRENT_TAX_YEAR} tax packet was downloaded.`),
      onError: (error) => toast.error('Download failed', { description: error.message }),
    });

  /** The Accountant's action buttons: the analysis, the upload dialog or the profile wizard. */
  const onChatAction = (action: ChatAction) => {
    if (action === 'view_analysis') void navigate('/review');
    else if (action === 'upload_docs') openUpload();
    else setWizardOpen(true);
  };

  const contacts = config.contacts;
  const clientName = current?.fullName ?? accountName;
  const d = current?.profileData;

  return (
    <PageShell
      headerDetails={<DashboardHeader taxYear={CURRENT_TAX_YEAR} clientName={clientName} ssnLast4={d?.ssn_last4} city={d?.city} state={d?.state} />}
    >
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your dashboard</h1>

        <div className="grid gap-4 md:grid-cols-3 md:items-start">
          <ContactCard role="Tax Consultant" contact={contacts?.consultant} taxYear={CURRENT_TAX_YEAR} clientName={clientName} onChat={openChat} />
          <ContactCard role="Tax Accountant" contact={contacts?.accountant} taxYear={CURRENT_TAX_YEAR} clientName={clientName} onChat={openChat} />
          <ProfileStatusCard profile={facts} documents={summary} onOpenWizard={() => setWizardOpen(true)} />
        </div>

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Dashboard sections" className="w-full sm:w-auto">
            <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="documents">Documents</TabsTrigger>
          </TabsList>

          <TabsContent value="dashboard" className="space-y-4">
            <ReadinessBanner readiness={readiness} />
            <ProgressCard readiness={readiness} />
            <div className="grid gap-4 lg:grid-cols-2">
              <DocumentStatusCard summary={summaryQuery.data} loading={summaryQuery.isPending} error={summaryQuery.error} />
              <QuickActions
                onChat={openChat}
                onUpload={openUpload}
                onEditInfo={() => setWizardOpen(true)}
                onDownload={startDownload}
                downloading={download.isPending}
              />
            </div>
          </TabsContent>

          <TabsContent value="profile">
            {current?.profileData.profile_complete ? (
              <ProfileSummary profile={current} onEdit={() => setWizardOpen(true)} />
            ) : (
              <Card>
                <CardHeader>
                  <CardTitle>Profile Not Complete</CardTitle>
                </CardHeader>
                <CardContent className="space-y-4">
                  <p className="text-muted-foreground" data-testid="profile-tab-missing">{readiness.profile.message}</p>
                  <Button onClick={() => setWizardOpen(true)}>Start Profile Wizard</Button>
                </CardContent>
              </Card>
            )}
          </TabsContent>

          <TabsContent value="documents" className="space-y-4">
            <ContactCard role="Client Administrator" contact={contacts?.administrator} taxYear={CURRENT_TAX_YEAR} clientName={clientName} />
            <DocumentsPanel year={CURRENT_TAX_YEAR} />
            <p className="text-sm">
              <Link to="/documents" className="font-medium text-link underline underline-offset-2">
                Open all your documents on their own page
              </Link>
            </p>
          </TabsContent>
        </Tabs>
      </div>

      <EnrollmentDialog
        open={enrollmentOpen}
        onOpenChange={(open) => setEnrollment(open ? 'open' : 'closed')}
        newUser={newUser}
        taxYear={CURRENT_TAX_YEAR}
        priorTaxYear={PRIOR_TAX_YEAR}
        profile={facts}
        documents={summaryQuery.data}
        renderUpload={renderUpload}
        renderProfileForm={({ onSaved }) => (
          <ProfileForm
            current={current}
            prior={prior}
            defaultEmail={accountEmail}
            onSaved={(result) => {
              // Pin the dialog open: the saved profile no longer asks for enrollment, the 'complete' step still shows.
              setEnrollment('open');
              onProfileSaved(result);
              onSaved();
            }}
          />
        )}
        onStepChange={(step) => {
          setEnrollmentStep(step);
          if (step !== 'welcome') setEnrollment('open');
        }}
        onFinished={refreshAll}
      />

      <ProfileWizard
        heading={readiness.wizard}
        open={wizardOpen}
        onOpenChange={setWizardOpen}
        current={current}
        prior={prior}
        defaultEmail={accountEmail}
        onSaved={onProfileSaved}
        renderUpload={renderUpload}
        chatPanel={<ChatPanel texts={WIZARD_CHAT_TEXTS} onAction={onChatAction} className="h-[50vh]" />}
        onComplete={() => {
          setWizardOpen(false);
          refreshAll();
        }}
      />

      {renderUpload({ open: uploadOpen, onOpenChange: setUploadOpen, onComplete: refreshAll })}

      <GreatProgressDialog
        open={greatProgressOpen}
        onOpenChange={(open) => !open && setGreatProgressPending(false)}
        percent={readiness.percent}
        readiness={readiness.stage === 'blocked' && readiness.blockers[0] ? { title: readiness.headline.title, text: readiness.headline.text, href: readiness.next.href, linkLabel: readiness.next.label } : null}
        onReviewAnalysis={reviewAnalysis}
        onUploadMore={() => {
          setGreatProgressPending(false);
          openUpload();
        }}
        onUpdateProfile={() => {
          setGreatProgressPending(false);
          setWizardOpen(true);
        }}
      />

      <CompleteProfileDialog
        open={blocked !== null}
        onOpenChange={(open) => !open && setBlocked(null)}
        profile={facts}
        message={blocked}
        onCompleteProfile={() => {
          setBlocked(null);
          setWizardOpen(true);
        }}
      />
    </PageShell>
  );
}
