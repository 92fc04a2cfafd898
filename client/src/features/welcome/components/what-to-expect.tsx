const ITEMS = [
  'Most people finish the questions in about 20 minutes once their documents are at hand.',
  'We read the figures from your documents for you; you confirm every value before it is used.',
  'The assistant explains each question in plain language, and a tax professional is a chat away.',
  'Your documents and personal data are encrypted and visible only to you.',
  'Nothing is signed or filed without your explicit approval.',
];

export function WhatToExpect() {
  return (
    <ul className="space-y-3">
      {ITEMS.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-0.5 text-success">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
