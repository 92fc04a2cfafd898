import type { ReactNode } from 'react';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const FEATURES: Feature[] = [
  {
    title: 'Bank-Level Security',
    text: 'Your data is encrypted and protected at every step.',
    icon: (
      <svg {...iconProps}>
        <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
    ),
  },
  {
    title: 'Smart Document OCR',
    text: 'Upload your documents and the data is extracted automatically.',
    icon: (
      <svg {...iconProps}>
        <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
        <path d="M14 2v6h6M8 13h8M8 17h5" />
      </svg>
    ),
  },
  {
    title: 'Expert Support',
    text: 'Chat with licensed accountants anytime.',
    icon: (
      <svg {...iconProps}>
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />
      </svg>
    ),
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="pb-16">
      <h2 id="features-title" className="sr-only">
        Why TaxDesk
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <span className="mb-4 grid size-11 place-items-center rounded-lg bg-primary text-primary-foreground">{feature.icon}</span>
            <h3 className="text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-muted-foreground">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
