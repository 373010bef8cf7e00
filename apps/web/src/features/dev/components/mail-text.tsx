import { Fragment, type ReactNode } from 'react';

/** Web addresses in plain text; a trailing full stop or bracket belongs to the sentence, not the link. */
const URL_PATTERN = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'\]]/g;

/**
 * A mail's plain-text body with its web addresses made clickable. Built from text nodes and <a>
 * elements only, never from the mail's HTML, so nothing in a mail can run in the page.
 */
export function MailText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    parts.push(<Fragment key={`text-${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(
      <a
        key={`link-${match.index}`}
        href={url}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {url}
      </a>,
    );
    last = match.index + url.length;
  }
  parts.push(<Fragment key={`text-${last}`}>{text.slice(last)}</Fragment>);
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{parts}</p>
  );
}
