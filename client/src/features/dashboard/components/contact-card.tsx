import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { Contact } from '../api/get-app-config';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';

interface ContactCardProps {
  /** e.g. 'Tax Consultant'. */
  role: string;
  contact: Contact | undefined;
  taxYear: number;
  clientName: string | null | undefined;
  /** Opens the in-app chat; omitted for contacts reached only by SMS and email. */
  onChat?: () => void;
}

/** The pre-filled text of the SMS and email (spec §2: contact buttons with pre-filled text). */
export function contactMessage(role: string, taxYear: number, clientName: string | null | undefined) {
  const who = clientName?.trim() ? clientName.trim() : 'a TaxDesk client';
  return {
    subject: `${taxYear} tax return question from ${who}`,
    body: `Hello, this is ${who}. I have a question about my ${taxYear} tax return and would like to talk with my ${role.toLowerCase()}.`,
  };
}

/** A contact with SMS, Email and (optionally) Chat buttons. */
export function ContactCard({ role, contact, taxYear, clientName, onChat }: ContactCardProps) {
  const message = contactMessage(role, taxYear, clientName);
  const sms = contact ? `sms:${contact.phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(message.body)}` : undefined;
  const mail = contact
    ? `mailto:${contact.email}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`
    : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{role}</CardTitle>
        {contact ? (
          <div className="text-sm text-muted-foreground">
            {contact.name !== role && <p className="font-medium text-card-foreground">{contact.name}</p>}
            <p>{contact.phone}</p>
            <p className="break-all">{contact.email}</p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Loading contact…</p>
        )}
      </CardHeader>
      <CardContent>
        <div className="grid grid-cols-3 gap-2">
          <a href={sms} aria-disabled={!contact || undefined} className={buttonClasses('outline', 'sm', 'px-2')} aria-label={`SMS ${role}`}>
            <PhoneIcon /> SMS
          </a>
          <a href={mail} aria-disabled={!contact || undefined} className={buttonClasses('outline', 'sm', 'px-2')} aria-label={`Email ${role}`}>
            <MailIcon /> Email
          </a>
          {onChat && (
            <Button variant="outline" size="sm" className="px-2" onClick={onChat} aria-label={`Chat with ${role}`}>
              <ChatIcon className="size-4" /> Chat
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
