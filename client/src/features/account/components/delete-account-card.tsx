import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordPrompt } from './password-prompt';

/** Lets the user delete the account with everything in it, after entering the password. */
export function DeleteAccountCard() {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-muted-foreground">
          Deleting your account removes your tax profiles, documents, extracted data, chat history and signatures for every year. This cannot be
          undone; download your tax packet first if you need it.
        </p>
        {asking ? (
          <PasswordPrompt
            submitLabel="Delete my account"
            variant="destructive"
            busy={remove.isPending}
            error={remove.error?.message}
            onCancel={() => setAsking(false)}
            onSubmit={(values) =>
              remove.mutate(values, {
                onSuccess: () => {
                  toast.success('Your account was deleted');
                  void navigate('/', { replace: true });
                },
              })
            }
          />
        ) : (
          <Button variant="destructive" onClick={() => setAsking(true)}>
            Delete account…
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
