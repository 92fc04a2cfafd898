/**
 * Chat shapes shared by the server and the browser (product spec §3 "Chat message", "Assistant
 * tool call"): the actions an assistant reply may carry and the profile values it may propose.
 */
import { z } from 'zod';
import { FILING_STATUS_VALUES } from '#shared/enums';

/** Actions the assistant can point to; only `update_profile` changes data, and only on the user's confirm. */
export const CHAT_ACTIONS = ['view_analysis', 'upload_docs', 'review_profile', 'update_profile'] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

/** A dependent the assistant heard about; the birth year is an estimate from an age. */
export const proposedDependentSchema = z.object({
  first_name: z.string().trim().min(1).max(60).optional(),
  relationship: z.string().trim().min(1).max(40),
  /** Approximate year of birth (from "a 4-year-old"); never stored as a date of birth. */
  birth_year_estimate: z.number().int().min(1900).max(2100).optional(),
});
export type ProposedDependent = z.infer<typeof proposedDependentSchema>;

/**
 * Profile values a reply may propose. No SSN field: SSNs are entered only in the profile form.
 * Each field is checked again by the profile schema when the user confirms.
 */
export const profileProposalSchema = z
  .object({
    first_name: z.string().trim().min(1).max(60),
    middle_name: z.string().trim().min(1).max(60),
    last_name: z.string().trim().min(1).max(60),
    suffix: z.enum(['Jr.', 'Sr.', 'II', 'III', 'IV']),
    date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    filing_status: z.enum(FILING_STATUS_VALUES),
    address: z.string().trim().min(5).max(120),
    city: z.string().trim().min(2).max(60),
    state: z.string().trim().length(2),
    zip: z.string().trim().regex(/^\d{5}(-\d{4})?$/),
    phone: z.string().trim().regex(/^\(\d{3}\) \d{3}-\d{4}$/),
    email: z.string().trim().toLowerCase().pipe(z.email()),
    occupation: z.string().trim().min(2).max(40),
    dependents: z.array(proposedDependentSchema).max(12),
  })
  .partial()
  .strict();
export type ProfileProposal = z.infer<typeof profileProposalSchema>;
export type ProposalKey = keyof ProfileProposal;

/** One tool call of an assistant reply as stored and streamed: `{message, action, proposal?}`. */
export const toolCallSchema = z.object({
  action: z.enum(CHAT_ACTIONS),
  message: z.string().max(2000),
  proposal: profileProposalSchema.optional(),
  /** Set by the server once the user confirmed (or dismissed) the proposal. */
  state: z.enum(['proposed', 'applied', 'dismissed']).optional(),
});
export type ChatToolCall = z.infer<typeof toolCallSchema>;

/** A stored chat message as the API returns it. */
export interface ChatMessageDto {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  toolCalls: ChatToolCall[];
  status: 'complete' | 'interrupted' | 'error';
  createdAt: string;
}

/** Labels for proposal fields, as the profile form names them. */
export const PROPOSAL_LABELS: Record<ProposalKey, string> = {
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  suffix: 'Suffix',
  date_of_birth: 'Date of birth',
  filing_status: 'Filing status',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  phone: 'Phone',
  email: 'Email',
  occupation: 'Occupation',
  dependents: 'Dependents',
};
