import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ChatIcon, DownloadIcon, EditIcon, UploadIcon } from './icons';

interface QuickActionsProps {
  onChat: () => void;
  onUpload: () => void;
  onEditInfo: () => void;
  onDownload: () => void;
  downloading: boolean;
}

function Action({ icon, label, onClick, busy }: { icon: ReactNode; label: string; onClick: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className="flex flex-col items-center justify-center gap-2 rounded-lg border bg-card p-4 text-sm font-medium text-card-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
    >
      {busy ? <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" /> : icon}
      {label}
    </button>
  );
}

/** Chat, Upload, Edit Info, Download (spec §2 Dashboard tab). */
export function QuickActions({ onChat, onUpload, onEditInfo, onDownload, downloading }: QuickActionsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Action icon={<ChatIcon />} label="Chat" onClick={onChat} />
          <Action icon={<UploadIcon />} label="Upload" onClick={onUpload} />
          <Action icon={<EditIcon />} label="Edit Info" onClick={onEditInfo} />
          <Action icon={<DownloadIcon />} label="Download" onClick={onDownload} busy={downloading} />
        </div>
      </CardContent>
    </Card>
  );
}
