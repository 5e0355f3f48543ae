import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './content-page.module.css';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export interface ContentPageProps {
  title: string;
  lead: string;
  sections: ContentSection[];
  /** A follow-up link under the text, e.g. to the offers. */
  action?: ReactNode;
}

/** The common layout of the footer pages and the privacy notice: a readable text column. */
export function ContentPage({ title, lead, sections, action }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <article className={styles.page} aria-labelledby="content-title">
      <header className={styles.header}>
        <h1 id="content-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
