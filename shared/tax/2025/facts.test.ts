import { describe, expect, it } from 'vitest';
import { FACTS_2025 } from '#shared/tax/2025/facts';

describe('the 2025 fact base: issue 22 figures', () => {
  it.each([
    ['eic-2025', ['$649.00', '$4,328.00', '$7,152.00', '$8,046.00', '$11,950.00', '$23,350.00', '$30,470.00'], 'Rev. Proc. 2024-40'],
    ['student-loan-interest-2025', ['$2,500.00', '$85,000.00', '$170,000.00'], 'IRC §221'],
    ['education-credits-2025', ['$80,000.00', '$90,000.00', '$160,000.00', '$180,000.00', '40 % refundable'], 'IRC §25A'],
    ['dependent-care-2025', ['35 %', '$3,000.00', '$6,000.00'], 'IRC §21'],
    ['savers-credit-2025', ['$79,000.00', '$59,250.00', '$39,500.00', '$23,750.00'], 'IRC §25B'],
    ['social-security-taxable-2025', ['$25,000.00', '$32,000.00', '$34,000.00', '$44,000.00'], 'IRC §86'],
    ['capital-loss-limit', ['$3,000.00', '$1,500.00'], 'IRC §1211(b)'],
  ])('%s states the figures from figures.ts with its source', (id, figures, source) => {
    const fact = FACTS_2025.find((f) => f.id === id);
    expect(fact).toBeDefined();
    for (const f of figures) expect(fact!.answer).toContain(f);
    expect(fact!.source).toContain(source);
  });
});
