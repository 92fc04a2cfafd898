import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FILING_STATUS_VALUES, FILING_STATUSES, OCCUPATIONS, SUFFIXES, ADDRESS_STATES } from '#shared/enums';
import { zipStateMismatch } from '#shared/zip-prefix';
import {
  createDependentSchema,
  createProfileSchema,
  formatPhone,
  formatSsn,
  maskSsn,
  PHONE_MAX_LENGTH,
  PROFILE_MESSAGES,
  SSN_MAX_LENGTH,
  SSN_PATTERN,
} from '#shared/profile/schema';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../utils/cn';
import { hasProfileData, type ProfileView } from '../api/get-profile';
import { useSaveProfile, type SaveProfileResponse } from '../api/save-profile';

export const PROFILE_TOASTS = {
  created: 'Profile created successfully!',
  updated: 'Profile updated successfully!',
  failed: 'Failed to save profile. Please try again.',
} as const;

const SUFFIX_OPTIONS = SUFFIXES.map((s) => ({ value: s, label: s }));
// The states and territories, then the military mail codes AA/AE/AP, so an APO/FPO/DPO address can be entered (ADR 143).
const STATE_OPTIONS = ADDRESS_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const MARRIED = new Set(['married_filing_jointly', 'married_filing_separately']);

/**
 * The shared profile schema, relaxed where the server keeps what is stored: an empty SSN is
 * accepted when one is on file (this year's or last year's), and a dependent carries its id so
 * its stored SSN is kept too.
 */
function createFormSchema(ssnOnFile: boolean) {
  const base = createProfileSchema();
  return base.extend({
    ssn: z
      .string()
      .trim()
      .refine((v) => (ssnOnFile && v === '') || SSN_PATTERN.test(v), PROFILE_MESSAGES.ssn),
    // The spec gives filing status only a generic message; zod's default would list the raw values.
    filing_status: z.enum(FILING_STATUS_VALUES, { error: 'Required' }),
    dependents: z
      .array(createDependentSchema().extend({ id: z.string().optional() }))
      .optional()
      .transform((v) => v ?? []),
  });
}

type FormSchema = ReturnType<typeof createFormSchema>;
type FormInput = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;
type SectionKey = 'personal' | 'contact' | 'tax' | 'questions';

const CONTACT_FIELDS: readonly string[] = ['email', 'phone', 'address', 'city', 'state', 'zip'];

/** The section a field (or a server error path such as 'dependents.0.ssn') belongs to. */
function sectionOf(field: string): SectionKey {
  if (CONTACT_FIELDS.includes(field)) return 'contact';
  if (field.startsWith('tax_answers')) return 'questions';
  if (field === 'filing_status' || field.startsWith('spouse_') || field.startsWith('dependents')) return 'tax';
  return 'personal';
}

const s = (v: string | null | undefined) => v ?? '';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const MONTHS = Array.from({ length: 13 }, (_, i) => ({ value: String(i), label: i === 1 ? '1 month' : `${i} months` }));
const AOTC_YEARS = Array.from({ length: 5 }, (_, i) => ({ value: String(i), label: i === 4 ? '4 or more' : String(i) }));

/** The stored tax questions (profile_data.tax_answers), loosely read. */
interface StoredAnswers {
  [key: string]: unknown;
  care_providers?: Array<{ name?: string | null; amount_paid?: string | null; tin_last4?: string | null }>;
  students?: Array<{ name?: string | null; half_time?: string | null; aotc_years_claimed?: string | null; first_four_years_done?: string | null }>;
}

function answersFrom(d: ProfileView['profileData'] | undefined): NonNullable<FormInput['tax_answers']> {
  const a = ((d as Record<string, unknown> | undefined)?.tax_answers ?? {}) as StoredAnswers;
  const t = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '');
  return {
    full_time_student: t('full_time_student') as 'yes' | 'no' | '',
    spouse_full_time_student: t('spouse_full_time_student') as 'yes' | 'no' | '',
    retirement_contributions: t('retirement_contributions'),
    spouse_retirement_contributions: t('spouse_retirement_contributions'),
    prior_year_itemized: t('prior_year_itemized') as 'yes' | 'no' | '',
    prior_year_itemized_over_standard: t('prior_year_itemized_over_standard'),
    capital_loss_carryover_short: t('capital_loss_carryover_short'),
    capital_loss_carryover_long: t('capital_loss_carryover_long'),
    lived_with_spouse: t('lived_with_spouse') as 'yes' | 'no' | '',
    care_providers: (a.care_providers ?? []).map((p) => ({ name: s(p.name), tin: '', amount_paid: s(p.amount_paid) })),
    students: (a.students ?? []).map((st) => ({
      name: s(st.name),
      half_time: s(st.half_time) as 'yes' | 'no' | '',
      aotc_years_claimed: s(st.aotc_years_claimed),
      first_four_years_done: s(st.first_four_years_done) as 'yes' | 'no' | '',
    })),
  };
}

/** Form values from a stored profile; SSNs stay empty (empty means "keep the one on file"). */
function defaultsFrom(source: ProfileView | null, defaultEmail: string | undefined, keepDependentIds: boolean): FormInput {
  const d = source?.profileData;
  return {
    first_name: s(d?.first_name),
    middle_name: s(d?.middle_name),
    last_name: s(d?.last_name),
    suffix: (SUFFIXES as readonly string[]).includes(s(d?.suffix)) ? (d?.suffix as FormInput['suffix']) : '',
    date_of_birth: s(d?.date_of_birth),
    ssn: '',
    occupation: s(d?.occupation),
    email: source?.email ?? defaultEmail ?? '',
    phone: s(source?.phone),
    address: s(d?.address),
    city: s(d?.city),
    state: s(d?.state),
    zip: s(d?.zip),
    filing_status: (source?.filingStatus ?? '') as FormInput['filing_status'],
    spouse_first_name: s(d?.spouse_first_name),
    spouse_middle_name: s(d?.spouse_middle_name),
    spouse_last_name: s(d?.spouse_last_name),
    spouse_suffix: (SUFFIXES as readonly string[]).includes(s(d?.spouse_suffix)) ? (d?.spouse_suffix as FormInput['spouse_suffix']) : '',
    spouse_date_of_birth: s(d?.spouse_date_of_birth),
    spouse_ssn: '',
    spouse_occupation: s(d?.spouse_occupation),
    dependents: (d?.dependents ?? []).map((dep) => ({
      ...(keepDependentIds ? { id: dep.id } : {}),
      first_name: s(dep.first_name),
      last_name: s(dep.last_name),
      date_of_birth: s(dep.date_of_birth),
      ssn: '',
      relationship: s(dep.relationship),
      months_in_home: s((dep as { months_in_home?: string | null }).months_in_home),
      full_time_student: s((dep as { full_time_student?: string | null }).full_time_student) as 'yes' | 'no' | '',
      disabled: s((dep as { disabled?: string | null }).disabled) as 'yes' | 'no' | '',
    })),
    tax_answers: answersFrom(d),
  };
}

interface ProfileFormProps {
  /** This year's profile (may hold only the disclaimer acceptance). */
  current: ProfileView | null;
  /** Last year's profile: pre-fills the form of a returning user who has none for this year. */
  prior: ProfileView | null;
  /** The account email, used when no profile has one yet. */
  defaultEmail?: string;
  onSaved?: (result: SaveProfileResponse) => void;
  /** Extra buttons beside the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/** The tax profile form: Personal, Contact and Tax Information (spec §2 "Profile form", §5). */
export function ProfileForm({ current, prior, defaultEmail, onSaved, actions }: ProfileFormProps) {
  const save = useSaveProfile();
  const filled = hasProfileData(current);
  const source = filled ? current : (prior ?? current);
  const isCreate = !filled;
  const returning = current?.profileData.profile_complete === true;
  const storedLast4 = current?.profileData.ssn_last4 ?? (filled ? null : (prior?.profileData.ssn_last4 ?? null));
  const storedSpouseLast4 = current?.profileData.spouse_ssn_last4 ?? (filled ? null : (prior?.profileData.spouse_ssn_last4 ?? null));

  const [schema] = useState(() => createFormSchema(storedLast4 !== null));
  const [locked, setLocked] = useState<Record<SectionKey, boolean>>({ personal: returning, contact: returning, tax: returning, questions: returning });
  const storedProviders = (((current?.profileData as Record<string, unknown> | undefined)?.tax_answers ?? {}) as StoredAnswers).care_providers ?? [];
  const [today] = useState(() => new Date().toISOString().slice(0, 10));

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaultsFrom(source, defaultEmail, filled),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const dependents = useFieldArray({ control: form.control, name: 'dependents', keyName: 'key' });
  const providers = useFieldArray({ control: form.control, name: 'tax_answers.care_providers', keyName: 'key' });
  const students = useFieldArray({ control: form.control, name: 'tax_answers.students', keyName: 'key' });
  const answerErrors = errors.tax_answers;
  const filingStatus = useWatch({ control: form.control, name: 'filing_status' });
  const married = MARRIED.has(filingStatus ?? '');
  const headOfHousehold = filingStatus === 'head_of_household';
  // A ZIP code of another state than the one chosen (USPS 3-digit prefixes): a hint to check one of them, never a block
  // (a few ZIP codes cross a state line; ADR 155).
  const [zipTyped, stateChosen] = useWatch({ control: form.control, name: ['zip', 'state'] });
  const zipMismatch = zipTyped && stateChosen ? zipStateMismatch(zipTyped, stateChosen) : null;
  const zipHint = zipMismatch ? `${zipMismatch} Please check the state or the ZIP code.` : undefined;

  const unlockSectionsWith = (fields: string[]) =>
    setLocked((prev) => {
      const next = { ...prev };
      for (const f of fields) next[sectionOf(f)] = false;
      return next;
    });

  const onInvalid = (invalid: FieldErrors<FormInput>) => unlockSectionsWith(Object.keys(invalid));

  const onValid = (values: FormOutput) => {
    const body = { ...values, dependents: headOfHousehold ? values.dependents : [] };
    save.mutate(body, {
      onSuccess: (result) => {
        toast.success(isCreate ? PROFILE_TOASTS.created : PROFILE_TOASTS.updated);
        onSaved?.(result);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<FormInput>, { type: 'server', message });
          unlockSectionsWith(Object.keys(error.fields));
        }
        toast.error(PROFILE_TOASTS.failed);
      },
    });
  };

  const formatted = (reg: UseFormRegisterReturn, format: (v: string) => string): UseFormRegisterReturn => ({
    ...reg,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = format(input.value);
      return reg.onChange(event);
    },
  });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="space-y-6" aria-label="Tax profile">
      <Section title="Personal Information" sectionKey="personal" lockable={returning} locked={locked.personal} onToggle={setLocked}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <FormField label="Middle name (optional)" autoComplete="additional-name" error={errors.middle_name?.message} {...register('middle_name')} />
          <FormField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
          <SelectField label="Suffix (optional)" placeholder="None" options={SUFFIX_OPTIONS} error={errors.suffix?.message} {...register('suffix')} />
          <FormField label="Date of birth" type="date" max={today} autoComplete="bday" error={errors.date_of_birth?.message} {...register('date_of_birth')} />
          <FormField
            label="SSN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={SSN_MAX_LENGTH}
            placeholder={storedLast4 ? maskSsn(storedLast4) : 'XXX-XX-XXXX'}
            hint={storedLast4 ? `On file: ${maskSsn(storedLast4)}. Leave blank to keep it.` : undefined}
            error={errors.ssn?.message}
            {...formatted(register('ssn'), formatSsn)}
          />
          <SelectField
            label="Occupation"
            placeholder="Select occupation"
            options={withCurrent(OCCUPATIONS, source?.profileData.occupation)}
            error={errors.occupation?.message}
            {...register('occupation')}
          />
        </div>
      </Section>

      <Section title="Contact Information" sectionKey="contact" lockable={returning} locked={locked.contact} onToggle={setLocked}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <FormField
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            placeholder="(555) 123-4567"
            error={errors.phone?.message}
            {...formatted(register('phone'), formatPhone)}
          />
          <div className="sm:col-span-2">
            <FormField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
          </div>
          <FormField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <SelectField label="State" placeholder="Select state" options={STATE_OPTIONS} autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
          <FormField label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={10} hint={zipHint} error={errors.zip?.message} {...register('zip')} />
        </div>
      </Section>

      <Section title="Tax Information" sectionKey="tax" lockable={returning} locked={locked.tax} onToggle={setLocked}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Filing status"
            placeholder="Select filing status"
            options={FILING_STATUSES}
            error={errors.filing_status?.message}
            {...register('filing_status')}
          />
        </div>

        {married && (
          <fieldset className="mt-5 space-y-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold">Spouse Information</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Spouse first name" error={errors.spouse_first_name?.message} {...register('spouse_first_name')} />
              <FormField label="Spouse middle name" error={errors.spouse_middle_name?.message} {...register('spouse_middle_name')} />
              <FormField label="Spouse last name" error={errors.spouse_last_name?.message} {...register('spouse_last_name')} />
              <SelectField label="Spouse suffix" placeholder="None" options={SUFFIX_OPTIONS} error={errors.spouse_suffix?.message} {...register('spouse_suffix')} />
              <FormField label="Spouse date of birth" type="date" max={today} error={errors.spouse_date_of_birth?.message} {...register('spouse_date_of_birth')} />
              <FormField
                label="Spouse SSN"
                inputMode="numeric"
                autoComplete="off"
                maxLength={SSN_MAX_LENGTH}
                placeholder={storedSpouseLast4 ? maskSsn(storedSpouseLast4) : 'XXX-XX-XXXX'}
                hint={storedSpouseLast4 ? `On file: ${maskSsn(storedSpouseLast4)}. Leave blank to keep it.` : undefined}
                error={errors.spouse_ssn?.message}
                {...formatted(register('spouse_ssn'), formatSsn)}
              />
              <SelectField
                label="Spouse occupation"
                placeholder="Select occupation"
                options={withCurrent(OCCUPATIONS, source?.profileData.spouse_occupation)}
                error={errors.spouse_occupation?.message}
                {...register('spouse_occupation')}
              />
            </div>
          </fieldset>
        )}

        {headOfHousehold && (
          <fieldset className="mt-5 space-y-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold">Dependent/Guardian Information</legend>
            {dependents.fields.length === 0 && <p className="text-sm text-muted-foreground">No dependents added yet.</p>}
            <ul className="space-y-4">
              {dependents.fields.map((field, index) => {
                const depErrors = errors.dependents?.[index];
                const last4 = field.id ? current?.profileData.dependents?.find((d) => d.id === field.id)?.ssn_last4 : null;
                return (
                  <li key={field.key} className="space-y-4 rounded-md border bg-background/40 p-4">
                    <div className="flex items-center justify-between gap-2">
                      <h4 className="font-medium">Dependent {index + 1}</h4>
                      <Button variant="ghost" size="sm" onClick={() => dependents.remove(index)} aria-label={`Remove dependent ${index + 1}`}>
                        Remove
                      </Button>
                    </div>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <FormField label="First name" error={depErrors?.first_name?.message} {...register(`dependents.${index}.first_name`)} />
                      <FormField label="Last name" error={depErrors?.last_name?.message} {...register(`dependents.${index}.last_name`)} />
                      <FormField label="Relationship" placeholder="e.g. Son, Daughter, Parent" error={depErrors?.relationship?.message} {...register(`dependents.${index}.relationship`)} />
                      <FormField label="Date of birth" type="date" max={today} error={depErrors?.date_of_birth?.message} {...register(`dependents.${index}.date_of_birth`)} />
                      <FormField
                        label="SSN"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={SSN_MAX_LENGTH}
                        placeholder={last4 ? maskSsn(last4) : 'XXX-XX-XXXX'}
                        hint={last4 ? 'Leave blank to keep the SSN on file.' : undefined}
                        error={depErrors?.ssn?.message}
                        {...formatted(register(`dependents.${index}.ssn`), formatSsn)}
                      />
                      <SelectField
                        label="Months lived with you in 2025"
                        placeholder="Not answered"
                        options={MONTHS}
                        error={depErrors?.months_in_home?.message}
                        {...register(`dependents.${index}.months_in_home`)}
                      />
                      <SelectField label="Full-time student in 2025" placeholder="Not answered" options={YES_NO} {...register(`dependents.${index}.full_time_student`)} />
                      <SelectField label="Permanently and totally disabled" placeholder="Not answered" options={YES_NO} {...register(`dependents.${index}.disabled`)} />
                    </div>
                  </li>
                );
              })}
            </ul>
            <Button
              variant="outline"
              onClick={() => dependents.append({ first_name: '', last_name: '', relationship: '', date_of_birth: '', ssn: '', months_in_home: '', full_time_student: '', disabled: '' })}
            >
              <span aria-hidden="true">+</span> Add Dependent
            </Button>
          </fieldset>
        )}
      </Section>

      <Section title="Tax questions" sectionKey="questions" lockable={returning} locked={locked.questions} onToggle={setLocked}>
        <p className="mb-4 text-sm text-muted-foreground">
          Only you know these. The estimate leaves out what depends on an unanswered question and lists it on the review page.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Were you a full-time student in 2025?" placeholder="Not answered" options={YES_NO} {...register('tax_answers.full_time_student')} />
          <FormField
            label="Your 2025 retirement contributions (IRA, 401(k))"
            inputMode="decimal"
            placeholder="0.00"
            error={answerErrors?.retirement_contributions?.message}
            {...register('tax_answers.retirement_contributions')}
          />
          {married && (
            <>
              <SelectField label="Was your spouse a full-time student in 2025?" placeholder="Not answered" options={YES_NO} {...register('tax_answers.spouse_full_time_student')} />
              <FormField
                label="Spouse’s 2025 retirement contributions"
                inputMode="decimal"
                placeholder="0.00"
                error={answerErrors?.spouse_retirement_contributions?.message}
                {...register('tax_answers.spouse_retirement_contributions')}
              />
            </>
          )}
          {filingStatus === 'married_filing_separately' && (
            <SelectField label="Did you live with your spouse at any time in 2025?" placeholder="Not answered" options={YES_NO} {...register('tax_answers.lived_with_spouse')} />
          )}
          <SelectField label="Did your 2024 return itemize deductions?" placeholder="Not answered" options={YES_NO} {...register('tax_answers.prior_year_itemized')} />
          <FormField
            label="2024 itemized deductions over the standard deduction"
            inputMode="decimal"
            placeholder="0.00"
            hint="Only if you itemized: it limits how much of a state refund is taxable."
            error={answerErrors?.prior_year_itemized_over_standard?.message}
            {...register('tax_answers.prior_year_itemized_over_standard')}
          />
          <FormField
            label="Short-term capital loss carryover from 2024"
            inputMode="decimal"
            placeholder="0.00"
            error={answerErrors?.capital_loss_carryover_short?.message}
            {...register('tax_answers.capital_loss_carryover_short')}
          />
          <FormField
            label="Long-term capital loss carryover from 2024"
            inputMode="decimal"
            placeholder="0.00"
            error={answerErrors?.capital_loss_carryover_long?.message}
            {...register('tax_answers.capital_loss_carryover_long')}
          />
        </div>

        <fieldset className="mt-5 space-y-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">Child and dependent care you paid for in 2025</legend>
          {providers.fields.length === 0 && <p className="text-sm text-muted-foreground">No care providers added.</p>}
          <ul className="space-y-4">
            {providers.fields.map((field, index) => {
              const last4 = storedProviders[index]?.tin_last4;
              const pErrors = answerErrors?.care_providers?.[index];
              return (
                <li key={field.key} className="space-y-4 rounded-md border bg-background/40 p-4">
                  <div className="flex items-center justify-between gap-2">
                    <h4 className="font-medium">Care provider {index + 1}</h4>
                    <Button variant="ghost" size="sm" onClick={() => providers.remove(index)} aria-label={`Remove care provider ${index + 1}`}>
                      Remove
                    </Button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-3">
                    <FormField label="Provider name" error={pErrors?.name?.message} {...register(`tax_answers.care_providers.${index}.name`)} />
                    <FormField
                      label="Provider SSN or EIN"
                      autoComplete="off"
                      placeholder={last4 ? `On file, ending ${last4}` : 'XX-XXXXXXX'}
                      hint={last4 ? 'Leave blank to keep the number on file.' : undefined}
                      error={pErrors?.tin?.message}
                      {...register(`tax_answers.care_providers.${index}.tin`)}
                    />
                    <FormField label="Amount paid in 2025" inputMode="decimal" placeholder="0.00" error={pErrors?.amount_paid?.message} {...register(`tax_answers.care_providers.${index}.amount_paid`)} />
                  </div>
                </li>
              );
            })}
          </ul>
          <Button variant="outline" onClick={() => providers.append({ name: '', tin: '', amount_paid: '' })}>
            <span aria-hidden="true">+</span> Add care provider
          </Button>
        </fieldset>

        <fieldset className="mt-5 space-y-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">Students with a Form 1098-T</legend>
          {students.fields.length === 0 && <p className="text-sm text-muted-foreground">No students added.</p>}
          <ul className="space-y-4">
            {students.fields.map((field, index) => {
              const sErrors = answerErrors?.students?.[index];
              return (
                <li key={field.key} className="space-y-4 rounded-md border bg-background/40 p-4">
                  <div className="flex items-center justify-between gap-2">
                    <h4 className="font-medium">Student {index + 1}</h4>
                    <Button variant="ghost" size="sm" onClick={() => students.remove(index)} aria-label={`Remove student ${index + 1}`}>
                      Remove
                    </Button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <FormField label="Student’s name as on the 1098-T" error={sErrors?.name?.message} {...register(`tax_answers.students.${index}.name`)} />
                    <SelectField label="At least half-time in 2025?" placeholder="Not answered" options={YES_NO} {...register(`tax_answers.students.${index}.half_time`)} />
                    <SelectField
                      label="Years the American opportunity credit was claimed before"
                      placeholder="Not answered"
                      options={AOTC_YEARS}
                      error={sErrors?.aotc_years_claimed?.message}
                      {...register(`tax_answers.students.${index}.aotc_years_claimed`)}
                    />
                    <SelectField
                      label="First four years of college done before 2025?"
                      placeholder="Not answered"
                      options={YES_NO}
                      {...register(`tax_answers.students.${index}.first_four_years_done`)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          <Button variant="outline" onClick={() => students.append({ name: '', half_time: '', aotc_years_claimed: '', first_four_years_done: '' })}>
            <span aria-hidden="true">+</span> Add student
          </Button>
        </fieldset>
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" size="lg" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : isCreate ? 'Create Profile' : 'Save Updates'}
        </Button>
      </div>
    </form>
  );
}

/** The options, plus a stored free-text value from an older profile so it is not silently lost. */
function withCurrent(options: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined) {
  if (!value || options.some((o) => o.value === value)) return options;
  return [...options, { value, label: value }];
}

interface SectionProps {
  title: string;
  sectionKey: SectionKey;
  /** Returning users see saved sections locked, each with an Edit / Lock toggle. */
  lockable: boolean;
  locked: boolean;
  onToggle: (update: (prev: Record<SectionKey, boolean>) => Record<SectionKey, boolean>) => void;
  children: ReactNode;
}

function Section({ title, sectionKey, lockable, locked, onToggle, children }: SectionProps) {
  const headingId = `profile-section-${sectionKey}`;
  const isLocked = lockable && locked;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold">
          {title}
          {isLocked && <span className="sr-only"> (locked)</span>}
        </h3>
        {lockable && (
          <Button variant="outline" size="sm" onClick={() => onToggle((prev) => ({ ...prev, [sectionKey]: !prev[sectionKey] }))}>
            {locked ? (
              <>
                <PencilIcon /> Edit<span className="sr-only"> {title}</span>
              </>
            ) : (
              <>
                <LockIcon /> Lock<span className="sr-only"> {title}</span>
              </>
            )}
          </Button>
        )}
      </div>
      <fieldset disabled={isLocked} className={cn('min-w-0', isLocked && 'opacity-80')}>
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </section>
  );
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
