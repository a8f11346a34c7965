import { CALL_TIMES } from '../../shared/domain/order-payload.ts';
import { t } from '../../shared/i18n/index.ts';
import { SelectField } from '../../shared/ui/fields/SelectField.tsx';
import { Toggle } from '../../shared/ui/fields/Toggle.tsx';
import type { SectionProps } from './Section.tsx';

/** 7. Questions (docs/behaviour/checkout.md): 'call me', and when. A section without a title. */
export function QuestionsSection({ form, edit }: SectionProps) {
  return (
    <div className="section" part="section section-questions" data-section="questions">
      <Toggle
        name="isQuestions"
        label={t('questions')}
        checked={form.isQuestions}
        onChange={(isQuestions) => edit({ isQuestions })}
      />
      {form.isQuestions ? (
        <SelectField
          id="checkout-call-time"
          name="call_time"
          label={t('call_time')}
          empty={t('not_chosen')}
          value={form.callTime}
          options={CALL_TIMES.map((minutes) => ({
            value: String(minutes),
            label: t('call_within', { minutes }),
          }))}
          onValue={(callTime) => edit({ callTime })}
        />
      ) : null}
    </div>
  );
}
