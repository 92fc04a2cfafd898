import type { DocumentType } from '../extraction/document-types';
import { F1098_2025 } from './1098-2025';
import { F1098_E_2026 } from './1098-e-2026';
import { F1098_T_2026 } from './1098-t-2026';
import { F1099_DIV_2024 } from './1099-div-2024';
import { F1099_G_2024 } from './1099-g-2024';
import { F1099_INT_2024 } from './1099-int-2024';
import { F1099_MISC_2025 } from './1099-misc-2025';
import { F1099_NEC_2025 } from './1099-nec-2025';
import { F1099_R_2025 } from './1099-r-2025';
import { W2_2025 } from './w2-2025';
import type { FormDefinition } from './types';

export type { BoxKind, FormBox, FormDefinition, FormGeometry, GeometryRect, TemplateWidget } from './types';

/** Every official form and revision the product reads by its template. */
export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  W2_2025, F1099_NEC_2025, F1099_MISC_2025, F1099_DIV_2024, F1099_INT_2024, F1098_2025,
  F1099_R_2025, F1099_G_2024, F1098_T_2026, F1098_E_2026,
];

/** The definitions of one document type (one per revision). */
export function formDefinitionsFor(type: DocumentType): FormDefinition[] {
  return FORM_DEFINITIONS.filter((d) => d.type === type);
}
