import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ChatAction } from '#shared/chat/types';
import { toast } from 'sonner';
import { analysisBlocker, completionPercent, isNewUser, profileReadinessMessage, shouldOpenEnrollment, uploadBlocker } from '#shared/profile/rules';
import { CURRENT_TAX_YEAR, PRIOR_TAX_YEAR } from '#shared/tax/current';
import { PageShell } from '../../../components/layout/page-shell';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAppConfig } from '../../../features/dashboard/api/get-app-config';
import { EMPTY_SUMMARY, useDocumentsSummary } from '../../../features/dashboard/api/get-documents-summary';
import { useDownloadExport } from '../../../features/dashboard/api/download-export';
import { ContactCard } from '../../../features/dashboard/components/contact-card';
import { DashboardHeader } from '../../../features/dashboard/components/dashboard-header';
import { DocumentStatusCard } from '../../../features/dashboard/components/document-status-card';
import { ChatIcon, UserIcon } from '../../../features/dashboard/components/icons';
import { NotificationBell } from '../../../features/dashboard/components/notification-bell';
import { ProfileStatusCard } from '../../../features/dashboard/components/profile-status-card';
import { ProgressCard } from '../../../features/dashboard/components/progress-card';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { useRetryFailedOnce } from '../../../features/dashboard/hooks/use-retry-failed-once';
import { ChatDrawer } from '../../../features/chat/components/chat-drawer';
import { ChatPanel } from '../../../features/chat/components/chat-panel';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { UploadDialog } from '../../../features/documents/components/upload-dialog';
import { useLiveUpdates } from '../../../features/documents/hooks/use-live-updates';
import { EnrollmentDialog, type EnrollmentStep } from '../../../features/enrollment/components/enrollment-dialog';
import { hasProfileData, profileFacts, useProfile, type ProfileResponse } from '../../../features/profile/api/get-profile';
import type { SaveProfileResponse } from '../../../features/profile/api/save-profile';
import { CompleteProfileDialog } from '../../../features/profile/components/complete-profile-dialog';
import { GreatProgressDialog } from '../../../features/profile/components/great-progress-dialog';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { ProfileSummary } from '../../../features/profile/components/profile-summary';
import { ProfileWizard, type UploadSlotProps } from '../../../features/profile/components/profile-wizard';
import { useMe } from '../../../lib/me';
import { useReviewStatus } from '../../../features/review/api/get-review-status';

/** How often the document counters refresh while the enrollment waits for the analysis. */
const ANALYZING_POLL_MS = 3000;

type Tab = 'dashboard' | 'profile' | 'documents';

const WIZARD_CHAT_TEXTS = { communication: 'Error communicating with Tax Consultant', noClient: 'Please complete your profile first' };

/** The upload slot: the documents feature's upload dialog for the current tax year. */
function renderUpload({ open, onOpenChange, onComplete }: UploadSlotProps): ReactNode {
  return <UploadDialog open={open} onOpenChange={onOpenChange} defaultYear={CURRENT_TAX_YEAR} onComplete={onComplete} />;
}

/** Where the return stands after sign-off: ready for filing, or a signature that changes voided. */
function FilingStatus() {
  const status = useReviewStatus();
  if (!status.data?.signed) return null;
  if (status.data.readyForFiling) {
    const when = status.data.signedAt ? new Date(status.data.signedAt).toLocaleDateString('en-US', { dateStyle: 'long' }) : null;
    return (
      <Alert title="Complete: ready for filing">
        You signed your {CURRENT_TAX_YEAR} return{when ? ` on ${when}` : ''}. Your preparer has everything needed to file.
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="Signature no longer valid">
      Your signature is no longer valid because your information changed. Please review and sign again.{' '}
      <Link to="/review" className="font-medium underline underline-offset-2">
        Go to review
      </Link>
    </Alert>
  );
}

export default function IntakeRoute() {
  const me = useMe();
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <PageShell>
        <PageSpinner label="Loading your dashboard…" />
      </PageShell>
    );
  }
  if (profile.isError) {
    return (
      <PageShell>
        <Alert tone="error" title="Failed to load client data">
          {profile.error.message}
        </Alert>
      </PageShell>
    );
  }
  return <Dashboard data={profile.data} accountEmail={me.data?.user.email} accountName={me.data?.client?.fullName ?? me.data?.user.name} />;
}

interface DashboardProps {
  data: ProfileResponse;
  accountEmail: string | undefined;
  accountName: string | null | undefined;
}

function Dashboard({ data, accountEmail, accountName }: DashboardProps) {
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const download = useDownloadExport();
  useRetryFailedOnce();
  useLiveUpdates();

  const { current, prior } = data;
  const facts = profileFacts(current);
  const newUser = isNewUser(hasProfileData(current) ? facts : null, profileFacts(prior));

  // The chat page's action buttons land here with what to open ({open: 'upload' | 'profile'}).
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as { open?: 'upload' | 'profile' } | null)?.open;
  const [tab, setTab] = useState<Tab>('dashboard');
  const [wizardOpen, setWizardOpen] = useState(requested === 'profile');
  const [uploadOpen, setUploadOpen] = useState(requested === 'upload' && !uploadBlocker(facts));
  const [chatOpen, setChatOpen] = useState(false);
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

  const onProfileSaved = (result: SaveProfileResponse) => {
    if (result.becameComplete) setGreatProgressPending(true);
  };

  const refreshAll = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
    void queryClient.invalidateQueries({ queryKey: ['documents'] });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
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

  const contacts = config.data?.contacts;
  const clientName = current?.fullName ?? accountName;
  const d = current?.profileData;

  return (
    <PageShell
      headerActions={
        <>
          <NotificationBell />
          <Button variant="ghost" size="sm" className="px-2" onClick={() => setChatOpen(true)} aria-label="Open chat">
            <ChatIcon />
            <span className="hidden md:inline">Chat</span>
          </Button>
          <Link to="/profile" className={buttonClasses('ghost', 'sm', 'px-2')} aria-label="My Profile">
            <UserIcon />
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <DashboardHeader taxYear={CURRENT_TAX_YEAR} clientName={clientName} ssnLast4={d?.ssn_last4} city={d?.city} state={d?.state} />

        <div className="grid gap-4 md:grid-cols-3">
          <ContactCard role="Tax Consultant" contact={contacts?.consultant} taxYear={CURRENT_TAX_YEAR} clientName={clientName} onChat={() => setChatOpen(true)} />
          <ContactCard role="Tax Accountant" contact={contacts?.accountant} taxYear={CURRENT_TAX_YEAR} clientName={clientName} onChat={() => setChatOpen(true)} />
          <ProfileStatusCard profile={facts} documents={summary} onOpenWizard={() => setWizardOpen(true)} />
        </div>

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Dashboard sections" className="w-full sm:w-auto">
            <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="documents">Documents</TabsTrigger>
          </TabsList>

          <TabsContent value="dashboard" className="space-y-4">
            <FilingStatus />
            <ProgressCard profile={facts} documents={summary} />
            <div className="grid gap-4 lg:grid-cols-2">
              <DocumentStatusCard summary={summaryQuery.data} loading={summaryQuery.isPending} error={summaryQuery.error} />
              <QuickActions
                onChat={() => setChatOpen(true)}
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
                  <p className="text-muted-foreground">{profileReadinessMessage(facts)}</p>
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

      <ChatDrawer open={chatOpen} onOpenChange={setChatOpen} onDone={refreshAll} onAction={onChatAction} />

      <GreatProgressDialog
        open={greatProgressOpen}
        onOpenChange={(open) => !open && setGreatProgressPending(false)}
        percent={completionPercent(facts, summary)}
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
