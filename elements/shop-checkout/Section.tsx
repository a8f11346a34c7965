import type { ReactNode } from 'react';
import type { CheckoutForm } from '../../shared/domain/order-payload.ts';

/** What every section gets: the form and the way to change it. */
export interface SectionProps {
  form: CheckoutForm;
  edit: (patch: Partial<CheckoutForm>) => void;
}

/** One section of the form: a titled region with the parts `section` and `section-{id}`. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      className="section"
      part={`section section-${id}`}
      data-section={id}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
