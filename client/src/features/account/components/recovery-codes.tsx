import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';

/** Recovery codes, shown once, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the codes and copy them by hand.' });
    }
  };
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">Save your recovery codes</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Each code signs you in once if you lose your authenticator. Store them somewhere safe: they will not be shown again.
        </p>
      </div>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>I saved my codes</Button>
      </div>
    </div>
  );
}
