const SECTIONS = [
  {
    title: 'Data protection',
    text: 'Your documents and personal information are encrypted in transit and at rest. Only you can see your documents; we never sell your data, and we use it only to prepare your return.',
  },
  {
    title: 'Self-preparation liability',
    text: 'TaxDesk helps you prepare your own return. The AI assistant suggests values and explains questions, but you confirm every figure and remain responsible for the accuracy and completeness of your return.',
  },
  {
    title: 'Taxpayer and preparer protection',
    text: 'Nothing is signed or filed without your explicit approval. Keep copies of your documents, and contact a licensed tax professional for advice on complex situations.',
  },
];

export function DisclaimerSections() {
  return (
    <div className="space-y-4">
      {SECTIONS.map((section, index) => (
        <section key={section.title} aria-labelledby={`disclaimer-section-${index}`} className="rounded-xl border bg-card p-5 text-card-foreground">
          <h2 id={`disclaimer-section-${index}`} className="text-lg font-semibold">
            {section.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{section.text}</p>
        </section>
      ))}
    </div>
  );
}
