import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every auth screen sits in: one h1, a short description, the form, then links. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {description && <div className="mt-2 text-muted-foreground">{description}</div>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t pt-4 text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}
