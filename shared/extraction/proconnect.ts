import { DOCUMENT_TYPE_LABELS, type DocumentType } from './document-types';
import { FIELD_DEFINITIONS, type ExtractedFields, type FieldValue } from './fields';
import { canonicalToCents, formatUsd, isCanonicalMoney } from './money';

function render(value: FieldValue, kind: string): string {
  if (typeof value === 'boolean') return value ? 'X' : '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return kind === 'money' && isCanonicalMoney(value) ? formatUsd(canonicalToCents(value)) : value;
  return '';
}

/**
 * The "Copy for ProConnect" text: one line a box in print order ("Box 1 Wages, tips, other
 * compensation: $48,500.00"), list rows numbered. Pure function of the fields.
 */
export function formatForProConnect(type: DocumentType, taxYear: number | null, fields: ExtractedFields): string {
  const lines: string[] = [`${DOCUMENT_TYPE_LABELS[type]}${taxYear ? ` (${taxYear})` : ''}`];
  for (const def of FIELD_DEFINITIONS[type]) {
    const value = fields[def.name];
    if (value === undefined) continue;
    const prefix = def.box && /^\d/.test(def.box) ? `Box ${def.box} ` : def.box ? `${def.box}. ` : '';
    if (def.kind === 'list') {
      if (!Array.isArray(value)) continue;
      value.forEach((row, i) => {
        const parts = (def.items ?? [])
          .filter((item) => row[item.name] !== undefined && row[item.name] !== false)
          .map((item) => `${item.name.replace(/_/g, ' ')} ${render(row[item.name] as FieldValue, item.kind)}`);
        lines.push(`${prefix}${def.label} ${i + 1}: ${parts.join('; ')}`);
      });
      continue;
    }
    if (value === false) continue;
    lines.push(`${prefix}${def.label}: ${render(value, def.kind)}`);
  }
  return lines.join('\n');
}
