/**
 * Form line names for the estimate's line keys (shared/tax/2025/estimate.ts): 'sch1_3' →
 * 'Schedule 1, line 3', 'schA_17' → 'Schedule A, line 17', '16' → 'Form 1040, line 16'. The
 * review page and the preparer packet show these, never the internal keys.
 */
export function formLineName(key: string): string {
  if (key === 'carry_st') return 'Capital Loss Carryover Worksheet, line 8';
  if (key === 'carry_lt') return 'Capital Loss Carryover Worksheet, line 13';
  const m = /^sch(\w+?)_(\w+)$/.exec(key);
  return m ? `Schedule ${m[1]!.toUpperCase()}, line ${m[2]}` : `Form 1040, line ${key}`;
}

/** 'Schedule 1, line 3: Business income (Schedule C)'. */
export function formLineTitle(key: string, label: string): string {
  return `${formLineName(key)}: ${label}`;
}
