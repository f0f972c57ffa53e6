import type { ReactNode } from 'react';

/** The band at the top of a page: its one heading, the lead under it, and what the page adds after them. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-header">
      <div className="container">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
