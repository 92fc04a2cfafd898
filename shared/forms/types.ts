/**
 * One definition per official form and revision: which canonical field (extraction-fields.md) each
 * fillable widget of the form holds, its box number, its label words and its value kind. The
 * geometry of the blank form (widget rectangles, printed cells, printed text) is generated from the
 * official PDF itself by scripts/forms/geometry.ts into shared/forms/geometry/<id>.json.
 */
import type { DocumentType } from '../extraction/document-types';

/** How a box's printed value is read. */
export type BoxKind =
  | 'money'
  | 'ssn'
  | 'ein'
  | 'tin'
  | 'date'
  | 'state'
  | 'checkbox'
  | 'text'
  | 'number'
  /** The form's year ("2025" or the last two digits after a printed "20"). */
  | 'year'
  /** A party box: first line the name, a telephone number line the phone, the rest the address. */
  | 'party'
  /** "CA 123-456": a state code and the state number in one box. */
  | 'state-and-id'
  /** A year asked for in a box (1099-G box 3, 1099-R box 11): a number, not the form's tax year. */
  | 'calendar-year';

export interface FormBox {
  /** The widget's short name on the template page (e.g. "f2_10"). */
  widget: string;
  /** The canonical field, or the list the value goes into (see `list`). */
  field: string;
  /** The box printed on the form ("1", "2a", "c"); absent for the header and party boxes. */
  box?: string;
  /** Label words, as printed (a shortened form of the form's own label). */
  label: string;
  kind: BoxKind;
  /**
   * A list row's item: e.g. states[row].state_tax_withheld. A `state-and-id` box fills `item` with the
   * state and `id` with the number after it (default "payer_state_no").
   */
  list?: { row: number; item: string; id?: string };
  /**
   * Several widgets make one value (first name + last name; street + city): the order joined, each
   * part after the first preceded by its own separator.
   */
  part?: { index: number; separator: string };
  /** For `party` boxes: the prefix of the name/address/phone fields ("payer", "employer"). */
  party?: 'payer' | 'employer' | 'recipient';
}

export interface FormDefinition {
  /** e.g. "1099-misc-2025". */
  id: string;
  type: DocumentType;
  /** The revision printed on the form, e.g. "Rev. April 2025". */
  revision: string;
  /** The blank PDF in server/forms/blank. */
  file: string;
  /** 0-based page of the blank PDF used as the template (Copy B). */
  templatePage: number;
  /** The tax year printed on the blank form itself (the W-2); absent for continuous-use forms, whose year is filled in. */
  printedYear?: number;
  boxes: FormBox[];
}

/** [x0, y0, x1, y1] in PDF points, top-left origin. */
export type GeometryRect = [number, number, number, number];

export interface TemplateWidget {
  kind: 'text' | 'checkbox';
  /** The widget's rectangle (where a filler writes). */
  widget: GeometryRect;
  /** The printed cell around it, bounded by the form's ruling lines. */
  cell: GeometryRect;
  /** The printed words in the cell above the widget (box number and label). */
  label: string;
}

/** Generated from the blank PDF (scripts/forms/geometry.ts). */
export interface FormGeometry {
  id: string;
  file: string;
  sha256: string;
  page: number;
  width: number;
  height: number;
  widgets: Record<string, TemplateWidget>;
  /** Every printed text item of the template page: [text, x0, y0, x1, y1]. */
  text: Array<[string, number, number, number, number]>;
}
