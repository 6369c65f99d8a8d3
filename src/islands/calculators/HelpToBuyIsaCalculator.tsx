/** Help to Buy: ISA bonus and projection: inputs in the URL, figures from lib/calculators/help-to-buy-isa. */
import { useEffect, useState } from 'react';
import { calculateHelpToBuyIsa } from '../../lib/calculators/help-to-buy-isa/help-to-buy-isa.ts';
import { HTB_ISA_SCHEMA, toHtbIsaInput } from '../../lib/calculators/help-to-buy-isa/inputs.ts';
import { formatPounds } from '../../lib/money/format.ts';
import {
  BreakdownTable,
  Checkbox,
  DateInput,
  FixInputsNotice,
  InputsForm,
  LineChart,
  MoneyInput,
  ResultCard,
  ResultNotes,
  ResultsPanel,
  Select,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';

/** Today at UTC midnight; fixed after hydration so results don't drift while the page is open. */
function useToday(): Date {
  const [today, setToday] = useState(() => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`));
  useEffect(() => setToday(new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)), []);
  return today;
}

export default function HelpToBuyIsaCalculator() {
  const { parsed, field } = useUrlState(HTB_ISA_SCHEMA);
  const today = useToday();
  const result = parsed.ok ? calculateHelpToBuyIsa(toHtbIsaInput(parsed.value, today)) : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2">
      <InputsForm label="Help to Buy ISA inputs">
        <MoneyInput
          label="Balance in your Help to Buy ISA today"
          hint="Include any interest paid so far."
          {...field('balance')}
        />
        <MoneyInput label="Monthly saving" {...field('monthly')} />
        <DateInput label="When you expect to complete your purchase" {...field('buyBy')} />
        <Select
          label="Are you a first-time buyer?"
          hint="You have never owned a home, in the UK or anywhere else. Only first-time buyers get the bonus."
          {...field.control('ftb')}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
        <MoneyInput
          label="Price of the home you want to buy"
          hint="The bonus is paid only on a home costing £250,000 or less, or £450,000 or less in London."
          {...field('price')}
        />
        <Checkbox label="The home is in London" {...field.control('london')} />
      </InputsForm>

      <ResultsPanel label="Your Help to Buy ISA bonus">
        {!parsed.ok && <FixInputsNotice />}
        {result && !result.ok && <FixInputsNotice message={result.error} />}
        {result?.ok && (
          <>
            <ResultCard
              emphasis
              testId="htb-bonus"
              label="Government bonus"
              value={formatPounds(result.value.bonusPence)}
              detail={result.value.firstTimeBuyer ? undefined : 'Only first-time buyers get the bonus'}
            />
            <ResultCard
              label="Savings at purchase"
              value={formatPounds(result.value.projectedBalancePence)}
              detail={`${result.value.depositsRemaining} more monthly payments`}
            />
            <ResultCard label="Total towards your deposit" value={formatPounds(result.value.totalForDepositPence)} />
            {result.value.toMaximumBonusPence > 0 && result.value.withinPriceCap && result.value.firstTimeBuyer && (
              <p className="text-sm text-ink">
                Save {formatPounds(result.value.toMaximumBonusPence)} more to reach the maximum bonus of{' '}
                {formatPounds(result.value.rules.maximumBonus)}.
              </p>
            )}
            <ResultNotes notes={result.value.notes} />
            <ShareLink />
          </>
        )}
      </ResultsPanel>

      {result?.ok && (
        <div className="md:col-span-2">
          <BreakdownTable
            testId="htb-breakdown"
            caption="How your bonus is worked out"
            columns={[
              { key: 'step', label: 'Step' },
              { key: 'amount', label: 'Amount', numeric: true },
            ]}
            rows={[
              { step: 'Balance today', amount: formatPounds(parsed.ok ? parsed.value.balance : 0) },
              {
                step: `${result.value.depositsRemaining} monthly payments`,
                amount: formatPounds(parsed.ok ? parsed.value.monthly * result.value.depositsRemaining : 0),
              },
              { step: 'Savings at purchase', amount: formatPounds(result.value.projectedBalancePence) },
              { step: 'Bonus on your savings (25%, within the limits)', amount: formatPounds(result.value.bonusOnSavingsPence) },
              {
                step: 'First-time buyer',
                amount: result.value.firstTimeBuyer ? 'Yes' : 'No: no bonus',
              },
              {
                step: `Price limit ${formatPounds(result.value.priceCapPence)}`,
                amount: result.value.withinPriceCap ? 'Within the limit' : 'Over the limit',
              },
            ]}
            total={{ step: 'Bonus you get', amount: formatPounds(result.value.bonusPence) }}
          />
          {result.value.schedule.length > 1 && (
            <LineChart
              title="Savings and bonus over time"
              desc="Line chart of your projected Help to Buy ISA balance and the bonus it would earn, month by month."
              xLabel="Months from now"
              yLabel="Amount"
              series={[
                { name: 'Savings', points: result.value.schedule.map((s) => ({ x: s.month, y: s.balancePence })) },
                { name: 'Bonus', points: result.value.schedule.map((s) => ({ x: s.month, y: s.bonusPence })), dashed: true },
              ]}
              pence
            />
          )}
        </div>
      )}
    </div>
  );
}
