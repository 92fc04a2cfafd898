import { currentSeason } from '#shared/tax/current';
import { formatCalendarDate } from '../../../utils/format-date';

/** Three filing-season facts for the tax year in use (shared/tax). */
export function SeasonCards() {
  const season = currentSeason;
  const extension = formatCalendarDate(season.extensionDueDate);
  const cards = [
    { title: 'Filing opens', body: `The IRS starts accepting ${season.taxYear} returns on ${formatCalendarDate(season.filingOpens)}.` },
    { title: 'Returns due', body: `Returns are due ${formatCalendarDate(season.dueDate)}. With an extension you have until ${extension}.` },
    {
      title: 'Refunds',
      body: `E-file with direct deposit and get your refund in as little as ${season.efileRefundDays} days. Paper returns take ${season.paperRefundWeeks.min}-${season.paperRefundWeeks.max} weeks.`,
    },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
          <h3 className="font-semibold">{card.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}
