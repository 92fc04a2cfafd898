/** The five-step journey of product spec §1, in order: the welcome page and /review show it. */
export const JOURNEY_STEPS = [
  { key: 'upload', title: 'Upload Documents', text: 'Add your W-2s, 1099s, receipts and other tax documents.' },
  { key: 'chat', title: 'Chat & Answer', text: 'Our AI assistant asks a few questions to fill in the gaps.' },
  { key: 'review', title: 'Review Profile', text: 'Check your tax profile and the figures we found.' },
  { key: 'sign', title: 'Digital Sign-Off', text: 'Sign your return electronically.' },
  { key: 'complete', title: 'Complete', text: 'Your return is ready for filing.' },
] as const;

export type JourneyStepKey = (typeof JOURNEY_STEPS)[number]['key'];
